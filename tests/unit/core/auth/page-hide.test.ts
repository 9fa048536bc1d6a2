import { afterEach, describe, expect, it } from 'vitest'
import { removeTokensOnPageHide } from '../../../../src/core/auth/page-hide'
import { STORAGE_KEYS, wasUserLoggedIn } from '../../../../src/core/auth/storage-keys'
import { setAuthRequestPending, storeTokens } from '../../../../src/core/auth/token-storage'

const tokens = { access_token: 'at', expires_in: 300, id_token: 'id.token.sig', token_type: 'Bearer' }

afterEach(() => {
  localStorage.clear()
})

describe('page hide', () => {
  it('removes tokens and oidc- records on page hide', () => {
    storeTokens(tokens)
    localStorage.setItem('oidc-user:issuer:iam-ui', '{}')
    localStorage.setItem('unrelated', 'kept')
    removeTokensOnPageHide()
    expect(localStorage.getItem(STORAGE_KEYS.tokenResponse)).toBeNull()
    expect(localStorage.getItem('oidc-user:issuer:iam-ui')).toBeNull()
    expect(localStorage.getItem('unrelated')).toBe('kept')
    expect(wasUserLoggedIn()).toBe(true)
  })

  it('keeps the oidc- request record of a sign-in in flight, but not the user record with its tokens', () => {
    setAuthRequestPending(true)
    localStorage.setItem('oidc-4f1d', '{"code_verifier":"v"}')
    localStorage.setItem('oidc-user:issuer:iam-ui', '{"id_token":"t"}')
    removeTokensOnPageHide()
    expect(localStorage.getItem('oidc-4f1d')).not.toBeNull()
    expect(localStorage.getItem('oidc-user:issuer:iam-ui')).toBeNull()
    setAuthRequestPending(false)
    removeTokensOnPageHide()
    expect(localStorage.getItem('oidc-4f1d')).toBeNull()
  })
})
