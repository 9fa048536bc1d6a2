import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts'
import type { TokenResponse } from '../api/schemas'
import type { IamConfig } from '../config'
import { OIDC_STORAGE_PREFIX } from './session-storage'

/**
 * The sign-in client of CONTRACT.md §2: Authorization Code with PKCE (the specified
 * implicit flow is deprecated by RFC 9700 and unsupported by oidc-client-ts).
 */
export function createUserManager(config: IamConfig): UserManager {
  // Records carry the `oidc-` prefix that the page-hide clean-up looks for (SPEC.md §2).
  const store = new WebStorageStateStore({ prefix: OIDC_STORAGE_PREFIX, store: window.localStorage })
  return new UserManager({
    ...config.oidc,
    response_type: 'code',
    userStore: store,
    stateStore: store,
    automaticSilentRenew: true,
    // The id_token carries every claim the console shows; no userinfo round trip.
    loadUserInfo: false,
    // Session monitoring would need third-party cookies in an iframe; renewal covers expiry.
    monitorSession: false,
  })
}

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
