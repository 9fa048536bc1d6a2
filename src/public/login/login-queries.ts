import type { QueryClient } from '@tanstack/react-query'
import { apiQuery, readAhead } from '../../core/api/endpoint-options'
import { prefetchTermsBanner } from '../terms-banner/terms-banner-query'
import { sendsVisitorOn, type LoginSearch } from './login-search'

/** The version reply, which carries the login page's titles and colours (docs/product/login.md). */
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
 * Starts the login page's reads while its code still loads, instead of after its first render;
 * nothing for a visitor who is sent on without seeing the page.
 */
export function prefetchLoginPage(queryClient: QueryClient, search: LoginSearch): void {
  if (sendsVisitorOn(search)) return
  readAhead(queryClient.query(versionQuery()))
  readAhead(queryClient.query(loginConnectorsQuery()))
  prefetchTermsBanner(queryClient)
}
