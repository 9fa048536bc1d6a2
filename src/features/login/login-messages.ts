import { errorCodeText } from '../../api/errors'
import { t } from '../../i18n/t'

/**
 * The alert for a `?error=` code (CONTRACT.md §3.8): only codes containing 'ERR' and not
 * '412' are shown; a failed login (7 or 401) has its own sentence.
 */
export function loginErrorText(code: string | undefined): string | undefined {
  const text = errorCodeText(code)
  if (text === undefined || code === undefined) return undefined
  const number = Number(code.match(/(\d+)(?!.*\d)/)?.[1])
  return number === 7 || number === 401 ? t('login.incorrectCredentials') : text
}
