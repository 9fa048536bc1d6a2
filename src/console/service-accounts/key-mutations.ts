import { mutationOptions } from '@tanstack/react-query'
import { apiMutation } from '../../core/api/endpoint-options'
import { updateCachedKeys } from './queries'

/**
 * Generates a certificate key and shows it in the cached list as soon as the call succeeds
 * (docs/product/service-accounts.md), before the refetch the table's invalidation starts has come back.
 */
export const generateCertificateMutation = mutationOptions({
  ...apiMutation('CREATE_ACCESS_KEY'),
  onSuccess: (key, input, _onMutateResult, context) => {
    updateCachedKeys(context.client, input.uuid, (keys) => [...keys.filter((known) => known.uuid !== key.uuid), key])
  },
})

/**
 * Revokes one certificate key and drops it from the cached list at once. The dialog's alert says it
 * was revoked, in the words the list's toast would use, so no toast repeats it.
 */
export const revokeCertificateMutation = mutationOptions({
  ...apiMutation('DELETE_ACCESS_KEY', { successShownByScreen: true }),
  onSuccess: (_reply, input, _onMutateResult, context) => {
    updateCachedKeys(context.client, input.uuid, (keys) => keys.filter((key) => key.uuid !== input.keyUuid))
  },
})
