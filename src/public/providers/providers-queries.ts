import type { QueryClient } from '@tanstack/react-query'
import { apiQuery, readAhead } from '../../core/api/endpoint-options'
import { prefetchBranding } from '../branding/version-query'
import type { ProvidersSearch } from './providers-search'

/** The connectors the page chooses from: those of the provider searched for, or the local one's. */
export const providerConnectorsQuery = (name: ProvidersSearch['name']) =>
  apiQuery('GET_CONNECTORS', { name: name ?? 'local' }, { failureShownByScreen: true })

/** Starts the page's reads while its code still loads, instead of after its first render. */
export function prefetchProvidersPage(queryClient: QueryClient, search: ProvidersSearch): void {
  prefetchBranding(queryClient)
  readAhead(queryClient.query(providerConnectorsQuery(search.name)))
}
