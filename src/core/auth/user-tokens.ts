import type { User } from 'oidc-client-ts'
import type { TokenResponse } from '../api/schemas'
import { readClaims } from './id-token-claims'

/**
 * The token response the console stores, from a signed-in user of oidc-client-ts. Every call
 * carries the identity token, so the session ends when it does, if that comes before the access
 * token's `expires_in`: the renewal is then due in time (docs/product/sign-in.md). Its `exp` is read
 * only to shorten the session; the client checked the token when it signed in.
 */
export function tokensOf(user: User, now = Date.now()): TokenResponse | undefined {
  if (!user.id_token || !user.expires_in) return undefined
  const exp = readClaims(user.id_token)?.exp
  const expiresIn = exp === undefined ? user.expires_in : Math.min(user.expires_in, exp - Math.floor(now / 1000))
  if (expiresIn <= 0) return undefined
  return {
    access_token: user.access_token,
    expires_in: expiresIn,
    id_token: user.id_token,
    token_type: user.token_type,
  }
}
