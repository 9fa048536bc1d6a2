import FormControl from '@mui/material/FormControl'
import FormHelperText from '@mui/material/FormHelperText'
import InputLabel from '@mui/material/InputLabel'
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput'
import { useId, type ReactNode, type Ref } from 'react'

export interface PlainTextFieldProps extends Omit<OutlinedInputProps, 'label' | 'id' | 'notched'> {
  label: string
  helperText?: ReactNode
  /** A role for the helper text, e.g. 'status' for a warning that should be announced. */
  helperTextRole?: string
  /** The outer element, e.g. to anchor a popover next to the field. */
  rootRef?: Ref<HTMLDivElement>
}

/**
 * An outlined text field, labelled and described like MUI's TextField, for the end-user pages.
 * TextField also carries the whole select machinery (Select, Menu, Popover); these pages, which
 * must load fast, never need it (docs/decisions/014-end-user-bundle.md).
 */
export function PlainTextField({
  label,
  helperText,
  helperTextRole,
  rootRef,
  error,
  required,
  disabled,
  fullWidth = true,
  'aria-describedby': describedBy,
  ...input
}: PlainTextFieldProps) {
  const id = useId()
  const helperId = `${id}-helper`
  const description = [describedBy, helperText ? helperId : undefined].filter(Boolean).join(' ')
  return (
    <FormControl ref={rootRef} error={error} required={required} disabled={disabled} fullWidth={fullWidth}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={description || undefined} {...input} />
      {helperText ? (
        <FormHelperText id={helperId} role={helperTextRole}>
          {helperText}
        </FormHelperText>
      ) : null}
    </FormControl>
  )
}
