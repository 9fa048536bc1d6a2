import type { UseFormReturn } from 'react-hook-form'
import type { SamlForm } from './saml-form'

export type SamlFormApi = UseFormReturn<SamlForm>
type TextFieldName = Exclude<keyof SamlForm, 'type' | 'name_id_policy_format'>

/**
 * A text field's props for the provider form: the input (not MUI's wrapper) gets the ref, so
 * a failed submit can focus the first field in error; the message shows under the field.
 */
export function bindField(form: SamlFormApi, name: TextFieldName) {
  const { ref, ...registered } = form.register(name)
  const error = form.formState.errors[name]
  return { ...registered, inputRef: ref, error: error !== undefined, helperText: error?.message }
}
