import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  MAX_REMEMBERED_USERNAME_LENGTH,
  forgetRememberedUsername,
  rememberUsername,
  rememberedUsername,
} from '../../../../src/core/auth/remembered-username'
import { STORAGE_KEYS } from '../../../../src/core/auth/storage-keys'

afterEach(() => sessionStorage.clear())

describe('the remembered username', () => {
  it('is kept in session storage under iam.username, as typed', () => {
    rememberUsername(' Jane.Doe ')
    expect(sessionStorage.getItem(STORAGE_KEYS.username)).toBe(' Jane.Doe ')
    expect(STORAGE_KEYS.username).toBe('iam.username')
    expect(rememberedUsername()).toBe(' Jane.Doe ')
    expect(localStorage.length).toBe(0)
  })

  it('keeps nothing blank or too long to be a username, and drops what was kept before', () => {
    for (const value of ['', '   ', 'x'.repeat(MAX_REMEMBERED_USERNAME_LENGTH + 1)]) {
      rememberUsername('jane')
      rememberUsername(value)
      expect(sessionStorage.getItem(STORAGE_KEYS.username)).toBeNull()
    }
    rememberUsername('x'.repeat(MAX_REMEMBERED_USERNAME_LENGTH))
    expect(rememberedUsername()).toHaveLength(MAX_REMEMBERED_USERNAME_LENGTH)
  })

  it('reads back nothing it would not have kept, whoever wrote it', () => {
    sessionStorage.setItem(STORAGE_KEYS.username, 'x'.repeat(5000))
    expect(rememberedUsername()).toBeUndefined()
    sessionStorage.setItem(STORAGE_KEYS.username, '  ')
    expect(rememberedUsername()).toBeUndefined()
  })

  it('is forgotten on request', () => {
    rememberUsername('jane')
    forgetRememberedUsername()
    expect(rememberedUsername()).toBeUndefined()
  })

  it('carries on without storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(() => rememberUsername('jane')).not.toThrow()
    expect(rememberedUsername()).toBeUndefined()
  })
})
