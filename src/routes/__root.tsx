import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { NotFoundPage } from '../public/not-found/NotFoundPage'
import type { RouterContext } from '../core/router-context'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
})
