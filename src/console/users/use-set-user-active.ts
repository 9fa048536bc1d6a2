import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query'
import type { EndpointOutput } from '../../core/api/endpoints'
import { apiMutation } from '../../core/api/endpoint-options'
import { ALL_USERS_KEY } from './queries'

type UsersPage = EndpointOutput<'GET_USERS'>

interface Rollback {
  before: [QueryKey, UsersPage | undefined][]
}

/**
 * Activation shown at once in every cached page of users, rolled back if the service refuses,
 * and the list fetched again either way (docs/product/users.md; a success refetches through the table).
 */
function optimisticActive<V extends { uuid: string; active: boolean }>(queryClient: QueryClient) {
  return {
    onMutate: async ({ uuid, active }: V): Promise<Rollback> => {
      await queryClient.cancelQueries({ queryKey: ALL_USERS_KEY })
      const before = queryClient.getQueriesData<UsersPage>({ queryKey: ALL_USERS_KEY })
      queryClient.setQueriesData<UsersPage>({ queryKey: ALL_USERS_KEY }, (page) =>
        page && { ...page, result: page.result.map((user) => (user.uuid === uuid ? { ...user, active } : user)) },
      )
      return { before }
    },
    onError: async (_error: unknown, _variables: V, rollback: Rollback | undefined) => {
      for (const [key, data] of rollback?.before ?? []) queryClient.setQueryData(key, data)
      await queryClient.invalidateQueries({ queryKey: ALL_USERS_KEY })
    },
  }
}

export function useActivateUser() {
  const queryClient = useQueryClient()
  return useMutation({ ...apiMutation('ACTIVATE_USER'), ...optimisticActive(queryClient) })
}

export function useDeactivateUser() {
  const queryClient = useQueryClient()
  return useMutation({ ...apiMutation('DEACTIVATE_USER'), ...optimisticActive(queryClient) })
}
