/**
 * Browser storage keys of SPEC.md §3 'Browser storage'. The identity token lives in local
 * storage so every tab shares one sign-in; the per-session flags live in session storage.
 */
export const STORAGE_KEYS = {
  tokenResponse: 'iam.token_response',
  authRequestExists: 'iam.auth_request_exists',
  isUserLoggedIn: 'iam.is_user_logged_in',
  chosenConnector: 'iam.chosen_connector',
  welcomeBannerTriggered: 'iam.welcome_banner_triggered',
  username: 'iam.username',
} as const

/** The stored identity token, sent as the Bearer credential of every API call (SPEC.md §6). */
export function getStoredIdToken(): string | undefined {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.tokenResponse)
    if (!raw) return undefined
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed === 'object' && parsed !== null && 'id_token' in parsed && typeof parsed.id_token === 'string') {
      return parsed.id_token
    }
  } catch {
    // Unreadable storage (blocked, or a value not written by us) means no token.
  }
  return undefined
}
