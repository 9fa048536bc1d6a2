import type { QueryClient } from '@tanstack/react-query'
import type { EndpointOutput } from '../../core/api/endpoints'
import { apiQuery, endpointKey } from '../../core/api/endpoint-options'
import { ACCESS_KEYS_FIELD, type AccessKey } from '../../core/api/schemas'
import { toPageInput, type PageSearch } from '../ui/list/list-search'

type ServiceAccountsReply = EndpointOutput<'GET_SERVICE_ACCOUNTS'>

/**
 * One page of the list; the route's loader and the page read the same options. A failure the
 * loader met, retries included, is shown (Retry offers another try) rather than fetched again
 * when the page mounts, which would double every failed call.
 */
export function serviceAccountsQuery(page: PageSearch) {
  return { ...apiQuery('GET_SERVICE_ACCOUNTS', toPageInput(page)), retryOnMount: false }
}

/** Every cached page of the list, whatever its page and size. */
const ALL_SERVICE_ACCOUNTS_KEY = endpointKey('GET_SERVICE_ACCOUNTS')

/** Refetches every cached page of the list (the original's "clear cache" when a modal closes). */
export function refetchServiceAccounts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ALL_SERVICE_ACCOUNTS_KEY })
}

/** Changes one account's keys in every cached page, ahead of the refetch. */
export function updateCachedKeys(queryClient: QueryClient, accountUuid: string, update: (keys: AccessKey[]) => AccessKey[]): void {
  queryClient.setQueriesData<ServiceAccountsReply>({ queryKey: ALL_SERVICE_ACCOUNTS_KEY }, (reply) =>
    reply === undefined
      ? undefined
      : {
          ...reply,
          result: reply.result.map((account) =>
            account.uuid === accountUuid ? { ...account, [ACCESS_KEYS_FIELD]: update(account[ACCESS_KEYS_FIELD]) } : account,
          ),
        },
  )
}
