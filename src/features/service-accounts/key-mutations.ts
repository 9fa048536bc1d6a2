import { mutationOptions, type MutationFunctionContext } from '@tanstack/react-query'
import type { EndpointInput } from '../../api/endpoints'
import { apiMutation } from '../../api/hooks'
import { updateCachedKeys } from './queries'

const create = apiMutation('CREATE_ACCESS_KEY')
const remove = apiMutation('DELETE_ACCESS_KEY')

function defined<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('apiMutation always has a mutationFn')
  return value
}

/*
 * The cache is changed inside mutationFn rather than in onSuccess: the MutationCache's
 * onSuccess (texts, invalidation) runs first and waits for the refetch, so a mutation's own
 * onSuccess would only run after it. SPEC.md §4 wants the new key shown as soon as the call succeeds.
 */

/** Generates a certificate key and shows it in the cached list at once. */
export const generateCertificateMutation = mutationOptions({
  ...create,
  mutationFn: async (input: EndpointInput<'CREATE_ACCESS_KEY'>, context: MutationFunctionContext) => {
    const key = await defined(create.mutationFn)(input, context)
    updateCachedKeys(context.client, input.uuid, (keys) => [...keys.filter((known) => known.uuid !== key.uuid), key])
    return key
  },
})

/** Revokes one certificate key and drops it from the cached list at once. */
export const revokeCertificateMutation = mutationOptions({
  ...remove,
  mutationFn: async (input: EndpointInput<'DELETE_ACCESS_KEY'>, context: MutationFunctionContext) => {
    const reply = await defined(remove.mutationFn)(input, context)
    updateCachedKeys(context.client, input.uuid, (keys) => keys.filter((key) => key.uuid !== input.keyUuid))
    return reply
  },
})
