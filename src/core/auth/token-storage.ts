import { z } from 'zod/mini'
import { tokenResponseSchema, type TokenResponse } from '../api/schemas'
import { OIDC_STORAGE_PREFIX, STORAGE_KEYS, readLocal, removeMatching } from './storage-keys'
import { keepLastResult } from '../utils/last-result'

/** The token response as stored: the reply's fields plus when it stops being valid. */
export type StoredTokens = TokenResponse & { expires_at: number }

// Built once: every API call and every render that asks who is signed in reads the stored tokens.
const storedTokensSchema = z.extend(tokenResponseSchema, { expires_at: tokenResponseSchema.shape.expires_in })

const SESSION_CHANGED = 'iam:session-changed'

function announce(): void {
  window.dispatchEvent(new Event(SESSION_CHANGED))
}

/** Calls `listener` whenever the stored session changes, in this tab or another. */
export function subscribeToSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.tokenResponse) listener()
  }
  window.addEventListener(SESSION_CHANGED, listener)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(SESSION_CHANGED, listener)
    window.removeEventListener('storage', onStorage)
  }
}

/**
 * Calls `listener` when another tab of this browser logs out: logout, and nothing else, removes the
 * sign-in flag (docs/product/storage.md). A tab's page hide removes only the tokens, which a
 * silent sign-in restores; that is no logout. A storage emptied whole counts as one.
 */
export function subscribeToLogoutElsewhere(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    const flagRemoved = event.key === STORAGE_KEYS.isUserLoggedIn && event.newValue === null
    if (event.storageArea === window.localStorage && (flagRemoved || event.key === null)) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read()
  } catch {
    // Storage may be blocked (privacy settings) or hold a value we did not write.
    return fallback
  }
}

/**
 * The tokens a stored text holds, parsed once per text: every API call, and every render that asks
 * who is signed in, reads them, and the text changes only with a sign-in, a renewal or a logout.
 */
const parseStoredTokens = keepLastResult((raw: string): Readonly<StoredTokens> | undefined => {
  const parsed = storedTokensSchema.safeParse(JSON.parse(raw))
  return parsed.success ? parsed.data : undefined
})

export function readStoredTokens(): Readonly<StoredTokens> | undefined {
  return safely(() => {
    const raw = readLocal(STORAGE_KEYS.tokenResponse)
    return raw ? parseStoredTokens(raw) : undefined
  }, undefined)
}

/** The stored identity token, sent as the Bearer credential of every API call (docs/product/api.md). */
export function getStoredIdToken(): string | undefined {
  return readStoredTokens()?.id_token
}

export function storeTokens(tokens: TokenResponse, now = Date.now()): void {
  const stored: StoredTokens = { ...tokens, expires_at: Math.floor(now / 1000) + tokens.expires_in }
  localStorage.setItem(STORAGE_KEYS.tokenResponse, JSON.stringify(stored))
  localStorage.setItem(STORAGE_KEYS.isUserLoggedIn, 'true')
  announce()
}

/**
 * The connector the user signs in through (docs/product/storage.md), kept before the redirect. A
 * browser that refuses to store it (privacy settings, a full quota) still goes to the provider.
 */
export function storeChosenConnector(connector: { name: string; type?: string | null; url: string }): void {
  const stored = { name: connector.name, type: connector.type ?? null, url: connector.url }
  safely(() => localStorage.setItem(STORAGE_KEYS.chosenConnector, JSON.stringify(stored)), undefined)
}

export function setAuthRequestPending(pending: boolean): void {
  if (pending) localStorage.setItem(STORAGE_KEYS.authRequestExists, 'true')
  else localStorage.removeItem(STORAGE_KEYS.authRequestExists)
}

/** Forgets everything a sign-in left behind, for logout. */
export function clearSessionStorage(): void {
  safely(() => {
    // The sign-in flag goes first: other tabs learn of the logout from it, before they see the
    // tokens go, so none of them mistakes the logout for a closed tab and restores the session.
    localStorage.removeItem(STORAGE_KEYS.isUserLoggedIn)
    removeMatching(localStorage, (key) => key.includes(OIDC_STORAGE_PREFIX))
    for (const key of Object.values(STORAGE_KEYS)) {
      localStorage.removeItem(key)
      sessionStorage.removeItem(key)
    }
  }, undefined)
  announce()
}
