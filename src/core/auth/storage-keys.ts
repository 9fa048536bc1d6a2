/**
 * Browser storage (docs/product/storage.md). Tokens, sign-in flags, the chosen connector and each
 * list's rows per page live in local storage; the banner flag and the username in session storage.
 * Kept apart from token-storage.ts so that the page's entry can read them without loading the
 * console's schemas (decision 014).
 */
export const STORAGE_KEYS = {
  tokenResponse: 'iam.token_response',
  authRequestExists: 'iam.auth_request_exists',
  isUserLoggedIn: 'iam.is_user_logged_in',
  chosenConnector: 'iam.chosen_connector',
  termsBannerAccepted: 'iam.welcome_banner_triggered',
  /** The username a login attempt or the header's 'Change password' leaves for the next form (remembered-username.ts). */
  username: 'iam.username',
  /** The one-time `state` of the login form's post, kept in session storage (sign-in-state.ts). */
  signInState: 'iam.sign_in_state',
  /** Each list's chosen rows per page, read back only if it is one of the offered sizes (src/console/ui/list/page-size.ts). */
  usersPageSize: 'iam.page_size.users',
  serviceAccountsPageSize: 'iam.page_size.service_accounts',
  samlProvidersPageSize: 'iam.page_size.saml_providers',
  directoriesPageSize: 'iam.page_size.directories',
} as const

/** oidc-client-ts keeps its own records under this prefix. */
export const OIDC_STORAGE_PREFIX = 'oidc-'

/** A local-storage value; null where storage is blocked (privacy settings). */
export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

/** Removes every key of `storage` that `matches`. */
export function removeMatching(storage: Storage, matches: (key: string) => boolean): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index))
  for (const key of keys) if (key !== null && matches(key)) storage.removeItem(key)
}

/** Whether this browser was signed in before: a reload then tries a silent sign-in first. */
export function wasUserLoggedIn(): boolean {
  return readLocal(STORAGE_KEYS.isUserLoggedIn) === 'true'
}

/** Whether a token response is stored, valid or not. */
export function holdsTokenResponse(): boolean {
  return readLocal(STORAGE_KEYS.tokenResponse) !== null
}
