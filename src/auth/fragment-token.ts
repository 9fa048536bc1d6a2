import type { UserManager } from 'oidc-client-ts'
import { tokenResponseSchema, type TokenResponse } from '../api/schemas'
import type { IamConfig } from '../config'
import { fragmentHoldsTokens } from './early-sign-in'
import { verifyIdToken, type IdTokenProblem, type PublicJwk } from './jwt'

/**
 * Takes a token response from the address fragment (`#access_token=…&id_token=…`) and removes
 * the fragment from the address bar at once, before any call is made, so the token is never
 * left in history or sent on in a Referer. Returns undefined when the fragment holds none.
 */
export function takeFragmentTokens(): { tokens?: TokenResponse } | undefined {
  const { hash, pathname, search } = window.location
  if (!fragmentHoldsTokens(hash)) return undefined
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  window.history.replaceState(window.history.state, '', `${pathname}${search}`)
  const parsed = tokenResponseSchema.safeParse(Object.fromEntries(params))
  return parsed.success ? { tokens: parsed.data } : {}
}

/** Verifies a fragment's id_token against the provider's published keys (CONTRACT.md §2). */
export async function verifyFragmentTokens(
  tokens: TokenResponse,
  config: IamConfig,
  userManager: UserManager,
): Promise<{ ok: true } | { ok: false; problem: IdTokenProblem | 'keys' }> {
  let keys: PublicJwk[]
  try {
    keys = (await userManager.metadataService.getSigningKeys()) ?? []
  } catch {
    return { ok: false, problem: 'keys' }
  }
  const result = await verifyIdToken(tokens.id_token, {
    keys,
    issuer: config.oidc.authority,
    audience: config.oidc.client_id,
    now: Math.floor(Date.now() / 1000),
  })
  return result.ok ? { ok: true } : result
}
