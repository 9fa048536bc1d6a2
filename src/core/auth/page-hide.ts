import { OIDC_STORAGE_PREFIX, STORAGE_KEYS, readLocal, removeMatching } from './storage-keys'

/** oidc-client-ts's record of the signed-in user, with its tokens: `oidc-user:<authority>:<client>`. */
const OIDC_USER_RECORD = `${OIDC_STORAGE_PREFIX}user:`

/**
 * On page hide, tokens leave storage (docs/product/storage.md): `oidc-` records and the token response.
 * A sign-in in flight keeps its `oidc-` request records, or the redirect could not finish; the
 * user record, which holds tokens, goes all the same. Apart from token-storage.ts so that the
 * page's entry installs it before its early sign-in can store a user, without the console's schemas.
 */
export function removeTokensOnPageHide(): void {
  try {
    const pending = readLocal(STORAGE_KEYS.authRequestExists) === 'true'
    removeMatching(localStorage, (key) => key.includes(OIDC_STORAGE_PREFIX) && (!pending || key.startsWith(OIDC_USER_RECORD)))
    localStorage.removeItem(STORAGE_KEYS.tokenResponse)
  } catch {
    // Storage is blocked (privacy settings): nothing was kept there to remove.
  }
}
