import type { QueryClient } from '@tanstack/react-query'
import type { AuthController } from './auth/auth-controller'

/**
 * What every route's loader and guard receive from the router. In core, not beside the router in
 * src/app: the root route and the terms banner's loader read it, and app imports every route.
 */
export interface RouterContext {
  queryClient: QueryClient
  auth: AuthController
  /**
   * Starts loading the code of the screens at this path (under the base path), ahead of the
   * router, which loads it only once every guard has passed. The shell's guard uses it while a
   * session is restored; the console's menus use it to load their screens ahead. Settles when
   * the code is there, or could not be loaded (the router asks again and shows the failure).
   */
  loadRouteCode: (pathname: string) => Promise<void>
}
