import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { NotFoundPage } from '../features/not-found/NotFoundPage'
import type { RouterContext } from '../router'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
})
