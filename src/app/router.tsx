import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { FailedPageView } from '../public/ui/FailedPageView'
import { LoadingView } from '../public/ui/LoadingView'
import { BASE_PATH } from '../core/paths'
import type { RouterContext } from '../core/router-context'
import { routeTree } from '../routeTree.gen'
import { parseAddressSearch } from './address-search'

/** `history` is the browser's unless given (tests pass a memory history). */
export function createAppRouter(context: Omit<RouterContext, 'loadRouteCode'>, history?: RouterHistory) {
  const loadRouteCode = async (pathname: string) => {
    const [routes] = router.getMatchedRoutes(pathname)
    // A file that fails to load here is asked for again, and its failure shown, by the router.
    await Promise.all(routes.map((route) => router.loadRouteChunk(route)?.catch(() => undefined) ?? Promise.resolve()))
  }
  const router = createRouter({
    routeTree,
    history,
    basepath: BASE_PATH,
    parseSearch: parseAddressSearch,
    context: { ...context, loadRouteCode },
    defaultPreload: 'intent',
    // Loaders read through the query cache, which already decides freshness.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: LoadingView,
    defaultErrorComponent: FailedPageView,
    defaultPendingMs: 150,
    // The router's default keeps a pending view up for at least 500 ms. A first load shows the
    // same loading view from index.html already, so that wait would only delay the page
    // (decision 014).
    defaultPendingMinMs: 0,
    scrollRestoration: true,
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
