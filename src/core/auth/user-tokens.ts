import type { User } from 'oidc-client-ts'
import type { TokenResponse } from '../api/schemas'
import { readClaims } from './id-token-claims'

/**
 * The token response the console stores, from a signed-in user of oidc-client-ts. Every call
 * carries the identity token, so the session ends when it does, if that comes before the access
 * token's `expires_in`: the renewal is then due in time (docs/product/sign-in.md). The identity
 * token's life is counted on the provider's clock, from `iat` to `exp`: the token has just been
 * issued, and a browser whose clock is off by more than that life would otherwise keep no session
 * from any sign-in and go back to the provider for ever. The client checked the token when it
 * signed in.
 */
export function tokensOf(user: User, now = Date.now()): TokenResponse | undefined {
  if (!user.id_token || !user.expires_in) return undefined
  const claims = readClaims(user.id_token)
  const expiresIn = claims ? Math.min(user.expires_in, claims.exp - (claims.iat ?? Math.floor(now / 1000))) : user.expires_in
  if (expiresIn <= 0) return undefined
  return {
    access_token: user.access_token,
    expires_in: expiresIn,
    id_token: user.id_token,
    token_type: user.token_type,
  }
}
