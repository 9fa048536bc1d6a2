import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import './plain.css'

export interface PlainTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  helperText?: ReactNode
  /**
   * A role for the helper text, e.g. 'status' for a warning that should be announced. With a role
   * the helper's element stays on the page while empty: a live region must be there before its text.
   */
  helperTextRole?: string
  error?: boolean
  /** Inside the field's border after the input, e.g. a show-password button. */
  endAdornment?: ReactNode
  inputRef?: Ref<HTMLInputElement>
}

/**
 * A labelled text field of the end-user pages: its helper text describes the input, an error
 * marks it invalid. The label sits above the input and never moves.
 */
export function PlainTextField({
  label,
  helperText,
  helperTextRole,
  error,
  endAdornment,
  inputRef,
  required,
  disabled,
  'aria-describedby': describedBy,
  ...input
}: PlainTextFieldProps) {
  const id = useId()
  const helperId = `${id}-helper`
  const description = [describedBy, helperText ? helperId : undefined].filter(Boolean).join(' ')
  return (
    <div className="plain-field" data-error={error || undefined} data-disabled={disabled || undefined}>
      {/* A required field's mark is drawn by the style sheet, outside the label's words and name. */}
      <label htmlFor={id} data-required={required || undefined}>
        {label}
      </label>
      <div className="plain-field-input">
        <input
          id={id}
          ref={inputRef}
          required={required}
          disabled={disabled}
          aria-invalid={error || undefined}
          aria-describedby={description || undefined}
          {...input}
        />
        {endAdornment}
      </div>
      {helperText || helperTextRole ? (
        <p id={helperId} className="plain-helper" role={helperTextRole}>
          {helperText}
        </p>
      ) : null}
    </div>
  )
}
