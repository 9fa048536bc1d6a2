/**
 * Browser storage of SPEC.md §3 'Browser storage'. Tokens, sign-in flags and the chosen
 * connector live in local storage; the banner flag and the username in session storage.
 * Kept apart from session-storage.ts so that the silent-renew frame can name them without
 * loading the console's schemas.
 */
export const STORAGE_KEYS = {
  tokenResponse: 'iam.token_response',
  authRequestExists: 'iam.auth_request_exists',
  isUserLoggedIn: 'iam.is_user_logged_in',
  chosenConnector: 'iam.chosen_connector',
  welcomeBannerTriggered: 'iam.welcome_banner_triggered',
  username: 'iam.username',
} as const

/** oidc-client-ts keeps its own records under this prefix. */
export const OIDC_STORAGE_PREFIX = 'oidc-'
