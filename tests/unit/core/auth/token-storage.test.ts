import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  clearSessionStorage,
  getStoredIdToken,
  readStoredTokens,
  storeTokens,
  subscribeToLogoutElsewhere,
  subscribeToSession,
} from '../../../../src/core/auth/token-storage'
import { STORAGE_KEYS, wasUserLoggedIn } from '../../../../src/core/auth/storage-keys'

const tokens = { access_token: 'at', expires_in: 300, id_token: 'id.token.sig', token_type: 'Bearer' }

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('session storage', () => {
  it('stores the token response with its expiry and marks the user as logged in', () => {
    storeTokens(tokens, 1_000_000)
    expect(readStoredTokens()).toEqual({ ...tokens, expires_at: 1300 })
    expect(getStoredIdToken()).toBe('id.token.sig')
    expect(wasUserLoggedIn()).toBe(true)
  })

  it('ignores a stored value it did not write', () => {
    localStorage.setItem(STORAGE_KEYS.tokenResponse, '{"id_token": 5}')
    expect(getStoredIdToken()).toBeUndefined()
    localStorage.setItem(STORAGE_KEYS.tokenResponse, 'not json')
    expect(getStoredIdToken()).toBeUndefined()
  })

  it('parses the stored text once per change, and never serves a stale session: another tab\'s renewal or logout is read at once', () => {
    storeTokens(tokens, 1_000_000)
    const first = readStoredTokens()
    // Unchanged text: the same object, not a second parse.
    expect(readStoredTokens()).toBe(first)
    // Another tab's renewal writes the storage directly, with no event in this tab yet.
    localStorage.setItem(STORAGE_KEYS.tokenResponse, JSON.stringify({ ...tokens, id_token: 'renewed.id.token', expires_at: 1600 }))
    expect(readStoredTokens()).toEqual({ ...tokens, id_token: 'renewed.id.token', expires_at: 1600 })
    localStorage.removeItem(STORAGE_KEYS.tokenResponse)
    expect(readStoredTokens()).toBeUndefined()
    localStorage.setItem(STORAGE_KEYS.tokenResponse, '{"id_token": 5}')
    expect(readStoredTokens()).toBeUndefined()
    storeTokens(tokens, 1_000_000)
    expect(readStoredTokens()).toEqual(first)
  })

  it('forgets everything on logout, in both storages', () => {
    storeTokens(tokens)
    localStorage.setItem(STORAGE_KEYS.chosenConnector, '{}')
    localStorage.setItem('oidc-user:x', '{}')
    sessionStorage.setItem(STORAGE_KEYS.termsBannerAccepted, 'true')
    sessionStorage.setItem(STORAGE_KEYS.username, 'admin')
    clearSessionStorage()
    expect(localStorage.length).toBe(0)
    expect(sessionStorage.length).toBe(0)
  })

  it('tells subscribers when the session changes', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeToSession(listener)
    storeTokens(tokens)
    clearSessionStorage()
    unsubscribe()
    storeTokens(tokens)
    expect(listener).toHaveBeenCalledTimes(2)
  })
})

describe('a logout in another tab', () => {
  /** What another tab's change of storage looks like here. */
  const change = (key: string | null, newValue: string | null, storageArea: Storage = localStorage) =>
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea }))

  it('is the sign-in flag removed, or local storage emptied; not a tab taking its tokens away', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeToLogoutElsewhere(listener)
    change(STORAGE_KEYS.tokenResponse, null)
    change(STORAGE_KEYS.isUserLoggedIn, 'true')
    change(STORAGE_KEYS.isUserLoggedIn, null, sessionStorage)
    expect(listener).not.toHaveBeenCalled()
    change(STORAGE_KEYS.isUserLoggedIn, null)
    change(null, null)
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    change(STORAGE_KEYS.isUserLoggedIn, null)
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
