import { useTheme } from '@mui/material/styles'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import useMediaQuery from '@mui/material/useMediaQuery'
import { AS_TYPED } from '../../../core/validation/field-rules'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

/** What the form gives the field; the other props are MUI's, as the screen sets them. */
type FromTheForm = 'name' | 'value' | 'defaultValue' | 'onBlur' | 'inputRef' | 'error'

export type FormTextFieldProps<Values extends FieldValues, Name extends FieldPath<Values>, Transformed> = Omit<
  TextFieldProps,
  FromTheForm
> & {
  control: Control<Values, unknown, Transformed>
  name: Name
  /** The field holds an identifier, which a phone's keyboard must take as typed (`AS_TYPED`). */
  identifier?: boolean
}

const LABEL_ABOVE = { shrink: true }

/**
 * A MUI text field, or select with `select`, bound to one field of a react-hook-form form: the
 * one way the console's forms show a field.
 * - The form's ref goes to the input itself, not to MUI's wrapper, so a submit with errors
 *   focuses the first field in error.
 * - The field's message (a catalogue text, from the form's schema) shows under it, in place of
 *   its `helperText` hint, and marks it invalid.
 * - `onChange` runs after the form has taken the new value.
 * - Below 600 px (a phone, where every dialog takes the whole screen) the label sits above the
 *   field from the start (docs/product/shell-and-routes.md 'Narrow screens'). Inside an empty
 *   field it has the field's width less its padding, which cut the longest label on a 390 px
 *   screen; above, it is drawn at three quarters of its size with a third more room.
 */
export function FormTextField<Values extends FieldValues, Name extends FieldPath<Values>, Transformed = Values>({
  control,
  name,
  onChange,
  helperText,
  identifier = false,
  ...props
}: FormTextFieldProps<Values, Name, Transformed>) {
  const { field, fieldState } = useController({ control, name })
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true })
  const { htmlInput } = props.slotProps ?? {}
  return (
    <TextField
      {...props}
      slotProps={{
        ...props.slotProps,
        // The field's own input props are kept; none of the console's forms gives them as a function.
        ...(identifier && typeof htmlInput !== 'function' && { htmlInput: { ...htmlInput, ...AS_TYPED } }),
        ...(phone && { inputLabel: LABEL_ABOVE }),
      }}
      name={field.name}
      // A value the form holds as undefined shows as empty, so the input stays controlled.
      value={field.value ?? ''}
      onChange={(event) => {
        field.onChange(event)
        onChange?.(event)
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
    />
  )
}
