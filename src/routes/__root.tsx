import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { NotFoundPage } from '../public/not-found/NotFoundPage'
import type { RouterContext } from '../app/router'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
})
