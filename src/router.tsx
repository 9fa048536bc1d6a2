import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { AuthController } from './auth/auth-controller'
import { LoadingView } from './components/LoadingView'
import { BASE_PATH } from './paths'
import { routeTree } from './routeTree.gen'

export interface RouterContext {
  queryClient: QueryClient
  auth: AuthController
}

/** `history` is the browser's unless given (tests pass a memory history). */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    basepath: BASE_PATH,
    context,
    defaultPreload: 'intent',
    // Loaders read through the query cache, which already decides freshness.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: LoadingView,
    defaultPendingMs: 150,
    // The router's default keeps a pending view up for at least 500 ms. A first load shows the
    // same loading view from index.html already, so that wait would only delay the page
    // (decision 020).
    defaultPendingMinMs: 0,
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
