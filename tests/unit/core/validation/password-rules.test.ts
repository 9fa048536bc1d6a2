// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  canSavePassword,
  checkPasswordRules,
  confirmMismatch,
  differsFromOld,
  hasLowercase,
  hasNumber,
  hasSpecial,
  hasUppercase,
  hasValidLength,
  isNewPasswordValid,
  isNotDefault,
  newPasswordProblem,
} from '../../../../src/core/validation/password-rules'

const DEFAULT = 'Nutanix/4u'
const GOOD = 'Str0ng/Pass'

describe('each password rule', () => {
  it('length: 8 to 40 characters', () => {
    expect(hasValidLength('a'.repeat(7))).toBe(false)
    expect(hasValidLength('a'.repeat(8))).toBe(true)
    expect(hasValidLength('a'.repeat(40))).toBe(true)
    expect(hasValidLength('a'.repeat(41))).toBe(false)
    expect(hasValidLength('')).toBe(false)
  })

  it('a lowercase letter', () => {
    expect(hasLowercase('ABC123!')).toBe(false)
    expect(hasLowercase('ABc123!')).toBe(true)
  })

  it('an uppercase letter', () => {
    expect(hasUppercase('abc123!')).toBe(false)
    expect(hasUppercase('aBc123!')).toBe(true)
  })

  it('a number', () => {
    expect(hasNumber('abcDEF!')).toBe(false)
    expect(hasNumber('abcDEF!7')).toBe(true)
  })

  it('a special character: anything but an ASCII letter or digit', () => {
    expect(hasSpecial('abcDEF12')).toBe(false)
    for (const special of ['!', '/', ' ', '_', 'é', '€']) expect(hasSpecial(`abcDEF12${special}`)).toBe(true)
  })

  it('not the default password', () => {
    expect(isNotDefault(DEFAULT, DEFAULT)).toBe(false)
    expect(isNotDefault(`${DEFAULT}!`, DEFAULT)).toBe(true)
  })

  it('different from the old password', () => {
    expect(differsFromOld(GOOD, GOOD)).toBe(false)
    expect(differsFromOld(GOOD, 'Other/Pass1')).toBe(true)
  })

  it('ticks every rule separately', () => {
    expect(checkPasswordRules('', '', DEFAULT)).toEqual({
      length: false,
      lowercase: false,
      uppercase: false,
      number: false,
      special: false,
      notDefault: true,
      differentFromOld: false,
    })
    expect(checkPasswordRules('abc', 'x', DEFAULT)).toMatchObject({ lowercase: true, uppercase: false, length: false, differentFromOld: true })
    expect(Object.values(checkPasswordRules(GOOD, 'Old/Pass1', DEFAULT)).every(Boolean)).toBe(true)
    expect(checkPasswordRules(DEFAULT, 'Old/Pass1', DEFAULT).notDefault).toBe(false)
  })
})

describe('the whole new password', () => {
  it('is valid only when every rule holds', () => {
    expect(isNewPasswordValid(GOOD, 'Old/Pass1', DEFAULT)).toBe(true)
    expect(isNewPasswordValid(DEFAULT, 'Old/Pass1', DEFAULT)).toBe(false)
    expect(isNewPasswordValid(GOOD, GOOD, DEFAULT)).toBe(false)
    expect(isNewPasswordValid('short1!A', 'Old/Pass1', DEFAULT)).toBe(true)
    expect(isNewPasswordValid('short1!', 'Old/Pass1', DEFAULT)).toBe(false)
  })

  it('names the most specific problem, and nothing while empty', () => {
    expect(newPasswordProblem('', 'Old/Pass1', DEFAULT)).toBeUndefined()
    expect(newPasswordProblem(DEFAULT, DEFAULT, DEFAULT)).toBe('sameAsDefault')
    expect(newPasswordProblem(GOOD, GOOD, DEFAULT)).toBe('sameAsOld')
    expect(newPasswordProblem('weak', '', DEFAULT)).toBe('invalid')
    expect(newPasswordProblem(GOOD, '', DEFAULT)).toBeUndefined()
  })

  it('finds a confirmation that does not repeat it', () => {
    expect(confirmMismatch(GOOD, '')).toBe(false)
    expect(confirmMismatch(GOOD, 'Str0ng')).toBe(true)
    expect(confirmMismatch(GOOD, GOOD)).toBe(false)
  })
})

describe('Save', () => {
  const ok = { oldPassword: 'Old/Pass1', newPassword: GOOD, confirmPassword: GOOD }

  it('is allowed when new is valid, old is filled and differs, and confirm equals new', () => {
    expect(canSavePassword(ok, DEFAULT)).toBe(true)
  })

  it('is refused for each broken condition', () => {
    expect(canSavePassword({ ...ok, oldPassword: '' }, DEFAULT)).toBe(false)
    expect(canSavePassword({ ...ok, oldPassword: GOOD }, DEFAULT)).toBe(false)
    expect(canSavePassword({ ...ok, confirmPassword: `${GOOD}x` }, DEFAULT)).toBe(false)
    expect(canSavePassword({ ...ok, newPassword: 'weakpass', confirmPassword: 'weakpass' }, DEFAULT)).toBe(false)
    expect(canSavePassword({ ...ok, newPassword: DEFAULT, confirmPassword: DEFAULT }, DEFAULT)).toBe(false)
    expect(canSavePassword({ ...ok, newPassword: 'A1!b', confirmPassword: 'A1!b' }, DEFAULT)).toBe(false)
  })
})
