import type { User } from 'oidc-client-ts'
import type { TokenResponse } from '../api/schemas'

/** The token response the console stores, from a signed-in user of oidc-client-ts. */
export function tokensOf(user: User): TokenResponse | undefined {
  if (!user.id_token || !user.expires_in) return undefined
  return {
    access_token: user.access_token,
    expires_in: user.expires_in,
    id_token: user.id_token,
    token_type: user.token_type,
  }
}
