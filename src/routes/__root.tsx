import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { DocumentTitle } from '../public/ui/DocumentTitle'
import { FocusAfterPageChange } from '../public/ui/FocusAfterPageChange'
import { NotFoundPage } from '../public/not-found/NotFoundPage'
import type { RouterContext } from '../core/router-context'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <DocumentTitle />
      <FocusAfterPageChange />
      <Outlet />
    </>
  ),
  // Unknown addresses have their own catch-all route; this is for a not-found thrown by a route.
  notFoundComponent: NotFoundPage,
})
