import { errorCodeText } from '../../core/api/errors'
import { t } from '../../core/i18n/t'
import { formatMinutes } from '../../core/i18n/format'

/** The number an error code ends with, which selects its text (7 in AUTHN_ERR_7). */
const codeNumber = (code: string) => Number(code.match(/(\d+)(?!.*\d)/)?.[1])

/**
 * The alert for a `?error=` code (docs/product/login.md): only codes containing 'ERR' and not
 * '412' are shown; a failed login (7 or 401) has its own sentence.
 */
export function loginErrorText(code: string | undefined): string | undefined {
  const text = errorCodeText(code)
  if (text === undefined || code === undefined) return undefined
  const number = codeNumber(code)
  return number === 7 || number === 401 ? t('login.incorrectCredentials') : text
}

/** The longest wait repeated to the user, a day: a larger value is not believed, and not shown. */
export const MAX_RETRY_AFTER_SECONDS = 24 * 60 * 60

/**
 * How long a locked account waits, from the `retry_after` seconds that come with the locked code
 * (docs/decisions/013-login-lockout.md), in minutes rounded up. Nothing for any other code, nor
 * for a value that is not a whole number of seconds from 1 up to a day.
 */
export function lockoutWaitText(code: string | undefined, retryAfter: number | string | undefined): string | undefined {
  if (loginErrorText(code) === undefined || code === undefined || codeNumber(code) !== 10) return undefined
  const seconds = typeof retryAfter === 'string' && /^\d{1,6}$/.test(retryAfter) ? Number(retryAfter) : retryAfter
  if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 1 || seconds > MAX_RETRY_AFTER_SECONDS) return undefined
  const minutes = Math.ceil(seconds / 60)
  return t('login.tryAgainIn', { duration: formatMinutes(minutes) })
}
