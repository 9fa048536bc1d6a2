import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { t } from '../i18n/t'
import { endpoints, type MutationName, type QueryName } from './endpoints'
import { describeError, isApiError } from './errors'
import { BatchFailure, endpointKey } from './endpoint-options'
import { notify } from '../notify'

export interface QueryClientOptions {
  /** Called when a call finds the session gone (401 or a redirect to sign-in). */
  onSessionLost?: () => void
}

/** The error a failure toast explains: a batch reports the call that stopped it. */
function rootError(error: unknown): unknown {
  return error instanceof BatchFailure ? error.cause : error
}

/**
 * The service refused a write because its state differs from what the screen showed: a conflict
 * (409), or a delete of an item that is gone already (404, removed elsewhere meanwhile). A 404 on
 * an update is left alone: reading the item again would swap the open form for a load failure.
 */
function showsOutOfDateCopy(name: MutationName, error: unknown): boolean {
  const cause = rootError(error)
  if (!isApiError(cause)) return false
  return cause.status === 409 || (cause.status === 404 && endpoints[name].method === 'DELETE')
}

function isSessionLost(error: unknown): boolean {
  const cause = rootError(error)
  return isApiError(cause) && cause.isSessionLost
}

/**
 * The failure toast: the endpoint's own text, the catalogue's reason, and the service's details.
 * A lost session is explained once by `onSessionLost`, so it is not repeated here.
 */
export function failureMessage(name: MutationName | undefined, error: unknown): string {
  const cause = rootError(error)
  const failure = name ? endpoints[name].failure : undefined
  if (isSessionLost(cause)) return failure ? t(failure) : ''
  const details = isApiError(cause) ? cause.body?.details?.trim() : undefined
  const parts = [failure ? t(failure) : undefined, describeError(cause), details]
  return [...new Set(parts.filter((part): part is string => Boolean(part)))].join(' ')
}

/**
 * One QueryClient with the console's rules in one place, not spread over the hooks: invalidation
 * from each mutation's endpoint, toasts from the endpoint texts, retries only where a
 * second try can help.
 */
export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isSessionLost(error)) {
          options.onSessionLost?.()
          return
        }
        if (query.meta?.failureShownByScreen) return
        const message = describeError(error)
        if (message) notify(message, 'error')
      },
    }),
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => {
        const name = mutation.meta?.endpoint
        if (!name) return
        const { success } = endpoints[name]
        if (success && !mutation.meta.successShownByScreen) notify(t(success), 'success')
        // Not awaited: the screen's own onSuccess (closing a modal, an alert) need not wait for the refetch.
        void invalidate(client, name)
      },
      onError: async (error, _variables, _context, mutation) => {
        if (isSessionLost(error)) options.onSessionLost?.()
        const name = mutation.meta?.endpoint
        const message = mutation.meta?.failureShownByScreen ? '' : failureMessage(name, error)
        if (message) notify(message, 'error')
        // Items a batch finished before it stopped are changed: show them. A conflict or a missing
        // item says the screen's copy is out of date (a key generated elsewhere, a name taken or a
        // provider deleted meanwhile): read it again.
        if (name && ((error instanceof BatchFailure && error.done > 0) || showsOutOfDateCopy(name, error))) await invalidate(client, name)
      },
    }),
    defaultOptions: {
      queries: {
        // GETs are tried again only when the service failed or could not be reached, never on a 4xx.
        retry: (failureCount, error) => failureCount < 2 && isApiError(error) && error.isRetryable,
        staleTime: 10_000,
      },
      mutations: { retry: false },
    },
  })
  return client
}

async function invalidate(client: QueryClient, name: MutationName): Promise<void> {
  const names: readonly QueryName[] = endpoints[name].invalidates ?? []
  await Promise.all(names.map((query) => client.invalidateQueries({ queryKey: endpointKey(query) })))
}
