import { t } from '../../../core/i18n/t'
// Its English texts are of the screens a first visit does not show, and come with this code.
import '../../../core/i18n/other-screens-texts'
import { INVISIBLE_CHARACTER, isDnsName, isEmailAddress, isHttpUrl, isLdapUrl } from '../../../core/validation/address-rules'
import { EMAIL_MAX_LENGTH, URL_MAX_LENGTH } from '../../../core/validation/field-rules'
import { tooLongProblem } from './field-checks'

/**
 * The forms' address formats and names as field messages (docs/product/constants.md), like
 * field-checks.ts: the message for a trimmed value, or undefined when it passes; an empty value passes.
 */

/**
 * A name that others find in a list or on the login page (a username, a service account, a provider,
 * a directory): at most 255 characters, and no character nobody sees or can type. Such a character
 * makes a name look like another's ('admin' and 'ad\u200Bmin'), or, as a direction mark, read backwards.
 */
export function nameProblem(value: string, field: string): string | undefined {
  return tooLongProblem(value, field) ?? (INVISIBLE_CHARACTER.test(value) ? t('addressChecks.nameInvisible', { field }) : undefined)
}

export function emailProblem(value: string, field: string): string | undefined {
  if (value === '') return undefined
  return tooLongProblem(value, field, EMAIL_MAX_LENGTH) ?? (isEmailAddress(value) ? undefined : t('addressChecks.email'))
}

export function httpUrlProblem(value: string, field: string): string | undefined {
  if (value === '') return undefined
  return tooLongProblem(value, field, URL_MAX_LENGTH) ?? (isHttpUrl(value) ? undefined : t('addressChecks.httpUrl', { field }))
}

export function ldapUrlProblem(value: string, field: string): string | undefined {
  if (value === '') return undefined
  return tooLongProblem(value, field, URL_MAX_LENGTH) ?? (isLdapUrl(value) ? undefined : t('addressChecks.ldapUrl', { field }))
}

export function dnsNameProblem(value: string, field: string): string | undefined {
  if (value === '') return undefined
  return isDnsName(value) ? undefined : t('addressChecks.dnsName', { field })
}
