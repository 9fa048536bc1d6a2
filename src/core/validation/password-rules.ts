/**
 * The password rules (docs/product/change-password.md), as pure checks in one place: the
 * change-password page (its popover and form) and the console's Create Local User form
 * (docs/product/users.md) both judge a new password by them.
 */

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 40

export const PASSWORD_RULES = [
  'length',
  'lowercase',
  'uppercase',
  'number',
  'special',
  'notDefault',
  'differentFromOld',
] as const
export type PasswordRule = (typeof PASSWORD_RULES)[number]

export interface PasswordValues {
  oldPassword: string
  newPassword: string
  confirmPassword: string
}

/** 8 to 40 characters (UTF-16 units, as the service counts them). */
export const hasValidLength = (password: string): boolean =>
  password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH
export const hasLowercase = (password: string): boolean => /[a-z]/.test(password)
export const hasUppercase = (password: string): boolean => /[A-Z]/.test(password)
export const hasNumber = (password: string): boolean => /[0-9]/.test(password)
/** Anything that is not an ASCII letter or digit counts as special, as on the service. */
export const hasSpecial = (password: string): boolean => /[^A-Za-z0-9]/.test(password)
export const isNotDefault = (password: string, defaultPassword: string): boolean => password !== defaultPassword
/** An empty old password has nothing to collide with; the rule is met once the two differ. */
export const differsFromOld = (password: string, oldPassword: string): boolean => password !== oldPassword

/** Each rule for the new password, met or not. */
export function checkPasswordRules(
  newPassword: string,
  oldPassword: string,
  defaultPassword: string,
): Record<PasswordRule, boolean> {
  return {
    length: hasValidLength(newPassword),
    lowercase: hasLowercase(newPassword),
    uppercase: hasUppercase(newPassword),
    number: hasNumber(newPassword),
    special: hasSpecial(newPassword),
    notDefault: isNotDefault(newPassword, defaultPassword),
    differentFromOld: differsFromOld(newPassword, oldPassword),
  }
}

/** The rules about the password's own characters (what the popover calls its composition). */
function hasValidComposition(password: string): boolean {
  return hasValidLength(password) && hasLowercase(password) && hasUppercase(password) && hasNumber(password) && hasSpecial(password)
}

/** Every rule holds for the new password. */
export function isNewPasswordValid(newPassword: string, oldPassword: string, defaultPassword: string): boolean {
  return Object.values(checkPasswordRules(newPassword, oldPassword, defaultPassword)).every(Boolean)
}

/**
 * docs/product/change-password.md: Save is allowed only if new is valid, old is non-empty, old differs from new,
 * and confirm equals new and has at least 8 characters.
 */
export function canSavePassword(values: PasswordValues, defaultPassword: string): boolean {
  const { oldPassword, newPassword, confirmPassword } = values
  return (
    isNewPasswordValid(newPassword, oldPassword, defaultPassword) &&
    oldPassword !== '' &&
    oldPassword !== newPassword &&
    confirmPassword === newPassword &&
    confirmPassword.length >= PASSWORD_MIN_LENGTH
  )
}

export type NewPasswordProblem = 'sameAsDefault' | 'sameAsOld' | 'invalid'

/** Why the typed new password cannot be used, most specific first; undefined when empty or fine. */
export function newPasswordProblem(newPassword: string, oldPassword: string, defaultPassword: string): NewPasswordProblem | undefined {
  if (newPassword === '') return undefined
  if (!isNotDefault(newPassword, defaultPassword)) return 'sameAsDefault'
  if (oldPassword !== '' && !differsFromOld(newPassword, oldPassword)) return 'sameAsOld'
  if (!hasValidComposition(newPassword)) return 'invalid'
  return undefined
}

/** The confirmation does not repeat the new password (nothing to say while it is empty). */
export function confirmMismatch(newPassword: string, confirmPassword: string): boolean {
  return confirmPassword !== '' && confirmPassword !== newPassword
}
