import { describe, expect, it } from 'vitest'
import { applyLanguage } from '../../../../src/core/i18n/language'
import { lockoutWaitText, loginErrorText, MAX_RETRY_AFTER_SECONDS } from '../../../../src/public/login/login-messages'

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

describe('lockoutWaitText', () => {
  it.each([
    [300, 'You can try again in 5 minutes.'],
    ['300', 'You can try again in 5 minutes.'],
    [301, 'You can try again in 6 minutes.'],
    [61, 'You can try again in 2 minutes.'],
    [60, 'You can try again in 1 minute.'],
    [1, 'You can try again in 1 minute.'],
    [MAX_RETRY_AFTER_SECONDS, 'You can try again in 1,440 minutes.'],
  ])('reads %j seconds of a lockout in minutes, rounded up', (seconds, text) => {
    expect(lockoutWaitText('AUTHN_ERR_10', seconds)).toBe(text)
  })

  it.each([undefined, 0, -60, 2.5, Number.NaN, Infinity, MAX_RETRY_AFTER_SECONDS + 1, '', '5 minutes', '1e3', '0x10', ' 300', '9999999', '<b>5</b>'])(
    'ignores a wait of %j',
    (seconds) => {
      expect(lockoutWaitText('AUTHN_ERR_10', seconds)).toBeUndefined()
    },
  )

  it("counts the minutes by the language's own plural rules", async () => {
    try {
      await applyLanguage('de')
      expect(lockoutWaitText('AUTHN_ERR_10', 60)).toBe('Sie können es in 1 Minute erneut versuchen.')
      expect(lockoutWaitText('AUTHN_ERR_10', 300)).toBe('Sie können es in 5 Minuten erneut versuchen.')
      await applyLanguage('ar')
      // Arabic has a dual and a plural for three to ten, where the singular follows eleven and more.
      expect(lockoutWaitText('AUTHN_ERR_10', 120)).toContain('دقيقتان')
      // Intl's count is nominative: the sentence gives it no preposition that would want another case.
      expect(lockoutWaitText('AUTHN_ERR_10', 120)).toBe('الوقت المتبقي قبل المحاولة مرة أخرى: دقيقتان.')
      expect(lockoutWaitText('AUTHN_ERR_10', 300)).toContain('دقائق')
      expect(lockoutWaitText('AUTHN_ERR_10', 660)).not.toContain('دقائق')
    } finally {
      await applyLanguage('en')
    }
  })

  it.each([undefined, 'AUTHN_ERR_7', 'AUTHN_ERR_11', 'AUTHN_10', 'ERR-412'])('says nothing of a wait beside %j, which is no lockout', (code) => {
    expect(lockoutWaitText(code, 300)).toBeUndefined()
  })
})
