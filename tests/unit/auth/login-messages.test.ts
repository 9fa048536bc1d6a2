import { describe, expect, it } from 'vitest'
import { loginErrorText } from '../../../src/features/login/login-messages'

describe('loginErrorText', () => {
  it.each(['AUTHN_ERR_7', 'ERR-401', 'IAM_ERR_007'])('reads a failed login (%s) in its own sentence', (code) => {
    expect(loginErrorText(code)).toBe('Your username or password was incorrect. Please try again.')
  })

  it('reads other codes through the catalogue', () => {
    expect(loginErrorText('AUTHN_ERR_29')).toBe('We encountered a disabled account. Please try again.')
    expect(loginErrorText('AUTHN_ERR_10')).toBe('We encountered a locked user account. Please try again.')
    expect(loginErrorText('ERR_999')).toBe('We encountered an unknown error. Please try again.')
  })

  it.each([undefined, '', 'ERR-412', 'AUTHN_7', '<script>alert(1)</script>'])('shows nothing for %j', (code) => {
    expect(loginErrorText(code)).toBeUndefined()
  })
})
