import type { QueryClient } from '@tanstack/react-query'
import { apiQuery, readAhead } from '../../core/api/endpoint-options'
import { prefetchBranding } from '../branding/version-query'
import { prefetchTermsBanner } from '../terms-banner/terms-banner-query'
import { sendsVisitorOn, type LoginSearch } from './login-search'

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
  prefetchBranding(queryClient)
  readAhead(queryClient.query(loginConnectorsQuery()))
  prefetchTermsBanner(queryClient)
}
