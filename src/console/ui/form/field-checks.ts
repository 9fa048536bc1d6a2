import { z } from 'zod/mini'
import { t } from '../../../core/i18n/t'
import { formatNumber } from '../../../core/i18n/format'
import { NAME_MAX_LENGTH } from '../../../core/validation/field-rules'

/**
 * The console forms' limits as field messages (docs/product/constants.md), and the zod text field
 * that applies them; address formats are in address-checks.ts. Each `…Problem` gives the message
 * for a trimmed value, or undefined when it passes; an empty value passes, since being required
 * is a rule of its own. `field` is the field's visible label.
 */

/** What a field says of its limit: '{field} must be at most {max} characters', the number in the page's language. */
export function tooLongMessage(field: string, max: number): string {
  return t('validation.tooLong', { field, max: formatNumber(max) })
}

export function tooLongProblem(value: string, field: string, max = NAME_MAX_LENGTH): string | undefined {
  return value.length > max ? tooLongMessage(field, max) : undefined
}

/**
 * `problem`, except that the value the service already stores passes as it is: the service took it
 * (its own checks are looser than the console's), and an update that leaves it alone must not be
 * refused for it. A value typed anew is checked. `stored` is compared trimmed, as values are checked.
 */
export function unlessStored(stored: string | undefined, problem: (value: string) => string | undefined): (value: string) => string | undefined {
  return (value) => (stored !== undefined && value === stored.trim() ? undefined : problem(value))
}

/**
 * A text field of a zod form: trimmed, then held to `problem`, and required when `required`
 * gives the message of an empty one. Messages are made when a check runs, in the language shown then.
 */
export function checkedText(problem: (value: string) => string | undefined, required?: () => string) {
  return z.string().check(
    z.trim(),
    z.superRefine((value, context) => {
      const message = value === '' ? required?.() : problem(value)
      if (message !== undefined) context.addIssue({ code: 'custom', message, input: value })
    }),
  )
}
