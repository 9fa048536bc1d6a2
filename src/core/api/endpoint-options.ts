import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { runBatch } from './batch'
import { callEndpoint } from './client'
import type { EndpointInput, EndpointOutput, MutationName, QueryName } from './endpoints'

/** How a screen uses a call. A type, not an interface: query meta must be a plain record. */
export type CallUse = {
  /**
   * The screen explains a failure itself (an alert in a form, a default look): the caches then
   * raise no failure toast, so the user is not told twice.
   */
  failureShownByScreen?: boolean
  /** The screen confirms a success itself (an alert beside the action): no success toast repeats it. */
  successShownByScreen?: boolean
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallUse
    mutationMeta: CallUse & {
      /** The endpoint whose texts and invalidations apply (read by the MutationCache). */
      endpoint: MutationName
    }
  }
}

/**
 * What the key of every read of an endpoint starts with, whatever its input: the key an
 * invalidation or a change to all cached pages of a list matches.
 */
export function endpointKey<N extends QueryName>(name: N) {
  return [name] as const
}

/** The query key of a read: the endpoint name, then its input (generic → specific). */
export function queryKeyFor<N extends QueryName>(name: N, input: EndpointInput<N>) {
  return [...endpointKey(name), input] as const
}

/** Query options of a read of the endpoint table; the unit that loaders and components share. */
export function apiQuery<N extends QueryName>(name: N, input: EndpointInput<N>, use: CallUse = {}) {
  return queryOptions({
    queryKey: queryKeyFor(name, input),
    queryFn: ({ signal }) => callEndpoint(name, input, { signal }),
    meta: use,
  })
}

/**
 * Lets a read started ahead of its screen (by a route's loader) run on its own: a failure is
 * kept in the query, and the screen that reads it shows it with its Retry.
 */
export function readAhead(reading: Promise<unknown>): void {
  reading.catch(() => undefined)
}

/**
 * The read an edit form starts from: fetched anew whenever the form opens, never served from
 * the cache, so an update is always merged onto what the service holds now. A form opens
 * once `isFetchedAfterMount` is true.
 */
export function apiEditSource<N extends QueryName>(name: N, input: EndpointInput<N>, enabled: boolean) {
  return { ...apiQuery(name, input), enabled, staleTime: 0, refetchOnMount: 'always' as const, gcTime: 0 }
}

/** Mutation options of a write; its texts and invalidations come from the table. */
export function apiMutation<N extends MutationName>(name: N, use: CallUse = {}) {
  return apiMutationOf(name, (input: EndpointInput<N>) => input, use)
}

/**
 * Mutation options of a write whose input is made from the mutation's variables as it is sent, so
 * it may read what is stored at that moment (the user update does). A failure there is the write's.
 */
export function apiMutationOf<N extends MutationName, V>(name: N, inputOf: (variables: V) => EndpointInput<N> | Promise<EndpointInput<N>>, use: CallUse = {}) {
  return mutationOptions({
    mutationKey: [name],
    mutationFn: async (variables: V) => callEndpoint(name, await inputOf(variables)),
    meta: { ...use, endpoint: name },
  })
}

/** A batch stopped at a failure after `done` calls had succeeded. */
export class BatchFailure extends Error {
  override readonly name = 'BatchFailure'
  constructor(
    readonly done: number,
    readonly failedIndex: number,
    override readonly cause: unknown,
  ) {
    super(`Batch stopped at item ${failedIndex + 1} after ${done} succeeded`)
  }
}

/** The same write for several items, one after another, stopping at the first failure. */
export function apiBatchMutation<N extends MutationName>(name: N) {
  return mutationOptions({
    mutationKey: [name, 'batch'],
    mutationFn: async (inputs: readonly EndpointInput<N>[]): Promise<EndpointOutput<N>[]> => {
      const result = await runBatch(inputs, (input) => callEndpoint(name, input))
      if (result.failure) throw new BatchFailure(result.done.length, result.failure.index, result.failure.error)
      return result.done
    },
    meta: { endpoint: name },
  })
}
