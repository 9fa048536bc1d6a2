import { matchRequestUrl } from 'msw'
import { errorReply } from '../handlers'
import { jsonFieldOf, type ApiResponder } from './api-bridge'

/** The service's code for a caller who may not do what it asked (the 'not authorized' code 8). */
const NOT_AUTHORIZED = 'IAM_ERR_8'

/**
 * Refuses a caller's deactivation of their own account (PUT /users/{uuid}/active with
 * `active: false`, the uuid being the subject of the caller's token): it would end the caller's
 * access, and the service refuses it whatever the client does (docs/product/users.md 'Who is
 * signed in'). The call is recognised exactly as the msw handlers recognise it.
 */
export function withSelfDeactivationRefused(respond: ApiResponder, options: { url: string }): ApiResponder {
  return async (request, clientAddress, caller) => {
    const answer = () => respond(request, clientAddress, caller)
    if (request.method !== 'PUT' || caller === undefined) return answer()
    const { matches, params } = matchRequestUrl(new URL(request.url), options.url)
    if (!matches || params?.uuid !== caller || (await jsonFieldOf(request, 'active')) !== false) return answer()
    return errorReply(403, NOT_AUTHORIZED, 'A user cannot deactivate their own account.', {
      label: `PUT ${new URL(request.url).pathname}`,
    })
  }
}
