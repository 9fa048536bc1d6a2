import { STORAGE_KEYS } from './storage-keys'

/** How long a login form's `state` may wait for the service's answer. */
export const SIGN_IN_STATE_TTL_MS = 10 * 60 * 1000

interface StoredState {
  value: string
  /** Milliseconds since the epoch. */
  createdAt: number
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/**
 * Starts a sign-in through the login form: a fresh random `state` (256 bits) is kept for this tab
 * and posted with the credentials. A token response in the address is accepted only when it echoes
 * it (docs/product/sign-in.md), so a link made by someone else can never sign this tab in.
 */
export function beginFormSignIn(now = Date.now()): string {
  const state: StoredState = { value: randomState(), createdAt: now }
  try {
    sessionStorage.setItem(STORAGE_KEYS.signInState, JSON.stringify(state))
  } catch {
    // Blocked storage: the login still posts, and a token response to it is refused.
  }
  return state.value
}

/**
 * The `state` this tab posted, if it is at most ten minutes old. It is removed whatever it holds:
 * each state answers one sign-in, so a token response cannot be replayed.
 */
export function takeSignInState(now = Date.now()): string | undefined {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEYS.signInState)
    sessionStorage.removeItem(STORAGE_KEYS.signInState)
    const stored = JSON.parse(raw ?? 'null') as Partial<StoredState> | null
    if (typeof stored?.value !== 'string' || typeof stored.createdAt !== 'number') return undefined
    const age = now - stored.createdAt
    return age >= 0 && age <= SIGN_IN_STATE_TTL_MS ? stored.value : undefined
  } catch {
    // Blocked storage or a value this console did not write: no sign-in was started here.
    return undefined
  }
}
