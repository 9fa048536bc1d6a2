import { UserManager, WebStorageStateStore } from 'oidc-client-ts'
import type { IamConfig } from '../config'
import { OIDC_STORAGE_PREFIX } from './session-storage'

/**
 * Loaded only when a sign-in, renewal or sign-out needs it (see `AuthController.userManager`), so
 * pages that need none (the login page above all) do not download oidc-client-ts.
 *
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
    // The auth controller renews on its own timer, so the client need not load before it is due.
    automaticSilentRenew: false,
    // The id_token carries every claim the console shows; no userinfo round trip.
    loadUserInfo: false,
    // Session monitoring would need third-party cookies in an iframe; renewal covers expiry.
    monitorSession: false,
  })
}
