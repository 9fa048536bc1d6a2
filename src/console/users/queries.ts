import type { QueryClient } from '@tanstack/react-query'
import { apiQuery, readAhead } from '../../core/api/endpoint-options'
import { toPageInput, type PageSearch } from '../ui/list/list-search'
import { usernameFilter } from './users-search'

export type UsersView = PageSearch & { filter: string }

/**
 * One page of users for a filter; the route's loader and the page read the same options. A
 * failure the loader met is shown (Retry offers another try) rather than fetched again when
 * the page mounts, which would double every failed call.
 */
export function usersQuery(view: UsersView) {
  return { ...apiQuery('GET_USERS', { ...toPageInput(view), filter: usernameFilter(view.filter) }), retryOnMount: false }
}

/** The connectors, whose names the provider column shows. */
export function userConnectorsQuery() {
  return { ...apiQuery('GET_CONNECTORS', { name: 'local' }), retryOnMount: false }
}

/**
 * Starts both reads while the page's code still loads. Not awaited: the page shows its table
 * (and keeps the filter field typing) while they run.
 */
export function prefetchUsersView(queryClient: QueryClient, view: UsersView): void {
  readAhead(queryClient.query(usersQuery(view)))
  readAhead(queryClient.query(userConnectorsQuery()))
}
