import { apiEditSource, apiQuery, endpointKey } from '../../core/api/endpoint-options'
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

/** Every cached page of users, whatever its filter: what a change to users refetches or edits. */
export const ALL_USERS_KEY = endpointKey('GET_USERS')

/** The connectors, whose names the provider column shows. */
export function userConnectorsQuery() {
  return { ...apiQuery('GET_CONNECTORS', { name: 'local' }), retryOnMount: false }
}

/** The user the update form starts from, read anew each time the form opens; nothing to create one. */
export function storedUserQuery(uuid: string | undefined) {
  return apiEditSource('GET_USER', { uuid: uuid ?? '' }, uuid !== undefined)
}
