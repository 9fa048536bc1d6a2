import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'
import type { MutationName } from '../../../core/api/endpoints'
import { isApiError } from '../../../core/api/errors'
import { failureMessage } from '../../../core/api/query-client'

/**
 * The service refused a create or update with 409: another item already has the name. The
 * console's writes that answer 409 for anything else are not forms (docs/product/api.md).
 */
export function isNameTaken(error: unknown): boolean {
  return isApiError(error) && error.status === 409
}

/**
 * Says at the name field, and focuses it, that the name is taken, when `error` says so; the
 * form keeps everything typed, and its own alert leaves the failure out (`formFailure`).
 */
export function showNameTaken<Values extends FieldValues, Transformed>(
  form: UseFormReturn<Values, unknown, Transformed>,
  error: unknown,
  field: FieldPath<Values>,
  message: string,
): void {
  if (isNameTaken(error)) form.setError(field, { type: 'conflict', message }, { shouldFocus: true })
}

/**
 * What a form's own alert says about its failed write: nothing while there is none, nor for a
 * taken name when the form says that at its name field (`nameAtField`); else the failure's text.
 */
export function formFailure(name: MutationName, write: { isError: boolean; error: unknown }, nameAtField = true): string | undefined {
  if (!write.isError || (nameAtField && isNameTaken(write.error))) return undefined
  return failureMessage(name, write.error)
}
