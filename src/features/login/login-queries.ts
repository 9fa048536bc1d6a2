import type { QueryClient } from '@tanstack/react-query'
import { apiQuery, readAhead } from '../../api/hooks'
import { currentSession } from '../../auth/auth-controller'
import { prefetchTerms } from '../banner/terms-query'

/** The version reply, which carries the login page's titles and colours (CONTRACT.md §3.7). */
export const versionQuery = () => ({
  ...apiQuery('GET_PRISM_VERSION', {}, { failureShownByScreen: true }),
  staleTime: Infinity,
})

/** The connectors the local one lists, for 'Login with other methods'. */
export const loginConnectorsQuery = () => ({
  ...apiQuery('GET_CONNECTORS', { name: 'local' }, { failureShownByScreen: true }),
  staleTime: Infinity,
})

/**
 * Starts the login page's reads while its code still loads, instead of after its first render.
 * A signed-in visitor is normally sent on without seeing the page, so nothing is read for them
 * ahead; should the page show after all, it reads what it needs itself.
 */
export function prefetchLoginPage(queryClient: QueryClient): void {
  if (currentSession()) return
  readAhead(queryClient.query(versionQuery()))
  readAhead(queryClient.query(loginConnectorsQuery()))
  prefetchTerms(queryClient)
}
