import { afterEach, describe, expect, it, vi } from 'vitest'
import { beginFormSignIn, SIGN_IN_STATE_TTL_MS, takeSignInState } from '../../../../src/core/auth/sign-in-state'
import { STORAGE_KEYS } from '../../../../src/core/auth/storage-keys'

afterEach(() => sessionStorage.clear())

describe('the login form’s one-time state', () => {
  it('is random, at least 128 bits of base64url, and kept in this tab’s session storage', () => {
    const first = beginFormSignIn()
    expect(first).toMatch(/^[A-Za-z0-9_-]{22,}$/)
    expect(sessionStorage.getItem(STORAGE_KEYS.signInState)).toContain(first)
    expect(localStorage.getItem(STORAGE_KEYS.signInState)).toBeNull()
    expect(beginFormSignIn()).not.toBe(first)
  })

  it('is given back once, within ten minutes', () => {
    const state = beginFormSignIn(1_000)
    expect(takeSignInState(1_000 + SIGN_IN_STATE_TTL_MS)).toBe(state)
    expect(takeSignInState(1_000 + SIGN_IN_STATE_TTL_MS)).toBeUndefined()
  })

  it('is removed, not given back, when older than ten minutes or from the future', () => {
    beginFormSignIn(1_000)
    expect(takeSignInState(1_000 + SIGN_IN_STATE_TTL_MS + 1)).toBeUndefined()
    expect(sessionStorage.getItem(STORAGE_KEYS.signInState)).toBeNull()
    beginFormSignIn(5_000)
    expect(takeSignInState(4_000)).toBeUndefined()
  })

  it('ignores a stored value this console did not write', () => {
    sessionStorage.setItem(STORAGE_KEYS.signInState, 'not json')
    expect(takeSignInState()).toBeUndefined()
    sessionStorage.setItem(STORAGE_KEYS.signInState, JSON.stringify({ value: 42, createdAt: Date.now() }))
    expect(takeSignInState()).toBeUndefined()
  })

  it('still gives the form a state when storage is blocked; nothing can then be accepted', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(beginFormSignIn()).toMatch(/^[A-Za-z0-9_-]{22,}$/)
    expect(takeSignInState()).toBeUndefined()
  })
})
