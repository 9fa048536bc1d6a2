import type { User } from '../../src/core/api/schemas'

/**
 * The claims an id_token carries about a user, whichever way it is issued: the provider's (read
 * at token time, so a changed e-mail or display name shows in the next token) and the login's
 * fragment answer. `email` is the one the console's header shows.
 */
export function accountClaims(user: User) {
  return {
    sub: user.uuid,
    email: user.additional_attributes?.email_address ?? undefined,
    name: user.display_name ?? user.username,
    preferred_username: user.username,
    locale: user.locale ?? undefined,
  }
}
