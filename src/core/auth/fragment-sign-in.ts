import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose'
import { tokenResponseSchema, type TokenResponse } from '../api/schemas'
import type { IamConfig } from '../config'

/** Clock skew allowed between the provider and this browser for `nbf` and `iat`. */
const CLOCK_SKEW_SECONDS = 60
/** Signatures only the provider's published public keys can make; never `none` or a shared secret. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA']

export type FragmentRefusal = 'malformed' | 'state' | 'keys' | 'token'

export type FragmentVerdict = { ok: true; tokens: TokenResponse } | { ok: false; reason: FragmentRefusal }

export interface FragmentSignInDeps {
  config: IamConfig
  /**
   * The `state` this tab's login form posted, already taken out of storage (sign-in-state.ts);
   * undefined when the tab posted none, or posted it too long ago.
   */
  expectedState: string | undefined
  /** The provider's published signing keys (its JWKS from discovery). */
  signingKeys: () => Promise<JSONWebKeySet['keys']>
  /** Milliseconds since the epoch: the moment the session's end is counted from. */
  now: number
}

/**
 * Checks an id_token as a sign-in answer must be checked: signed by one of the provider's keys,
 * from the configured issuer, for this client (and, among several audiences, authorised for it
 * through `azp`), valid now, issued no later than now, and with no critical header this console
 * does not understand (jose refuses unknown `crit` names). How long ago it was issued is no
 * reason to refuse it: the one-time state already ties the answer to a login made minutes ago.
 * Returns the token's expiry, in seconds.
 */
async function verifyIdToken(idToken: string, keys: JSONWebKeySet['keys'], config: IamConfig, now: number): Promise<number | undefined> {
  const clientId = config.oidc.client_id
  try {
    const { payload } = await jwtVerify(idToken, createLocalJWKSet({ keys }), {
      issuer: config.oidc.authority,
      audience: clientId,
      algorithms: ALGORITHMS,
      // OpenID Connect requires both in an id_token.
      requiredClaims: ['exp', 'iat'],
      clockTolerance: CLOCK_SKEW_SECONDS,
      currentDate: new Date(now),
    })
    // jose checks that `iat` is a number, and compares it with the clock only when given a maximum age.
    if (payload.iat === undefined || payload.iat > now / 1000 + CLOCK_SKEW_SECONDS) return undefined
    const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud]
    const authorisedParty = payload.azp
    if (authorisedParty !== undefined && authorisedParty !== clientId) return undefined
    if (audiences.length > 1 && authorisedParty === undefined) return undefined
    return payload.exp
  } catch {
    return undefined
  }
}

/**
 * Decides on a token response taken from the address fragment (docs/product/sign-in.md). It is
 * accepted only as the answer to the login form this tab posted: its `state` must equal the one
 * kept then (used once, at most ten minutes old), and its id_token must verify. The session then
 * ends at the earlier of `expires_in` and the token's own expiry, both counted from `deps.now`.
 */
export async function verifyFragmentSignIn(fields: Record<string, string>, deps: FragmentSignInDeps): Promise<FragmentVerdict> {
  const { expectedState, now } = deps
  const parsed = tokenResponseSchema.safeParse(fields)
  if (!parsed.success) return { ok: false, reason: 'malformed' }
  const { state, ...tokens } = parsed.data
  if (expectedState === undefined || state !== expectedState) return { ok: false, reason: 'state' }
  let keys: JSONWebKeySet['keys']
  try {
    keys = await deps.signingKeys()
  } catch {
    return { ok: false, reason: 'keys' }
  }
  const expiry = await verifyIdToken(tokens.id_token, keys, deps.config, now)
  // jose's clock tolerance lets `exp` run a minute late too; here an expired token gets none.
  const secondsLeft = expiry === undefined ? 0 : Math.floor(expiry - now / 1000)
  if (secondsLeft < 1) return { ok: false, reason: 'token' }
  return { ok: true, tokens: { ...tokens, expires_in: Math.min(Math.floor(tokens.expires_in), secondsLeft) } }
}
