import TextField from '@mui/material/TextField'
import { memo, useEffect, useMemo, useState, type CompositionEvent } from 'react'
import { AS_TYPED } from '../../core/validation/field-rules'
import { t } from '../../core/i18n/t'
import { SEARCH_THROTTLE_MS, throttle } from '../../core/utils/throttle'
import { tooLongMessage } from '../ui/form/field-checks'
import { FILTER_MAX_LENGTH } from './users-search'

interface UsersFilterProps {
  /** The filter in the address. */
  value: string
  onChange: (filter: string) => void
}

/**
 * The users filter: what is typed is searched at most once a second (docs/product/users.md 'Filter').
 * Memoised, so checking a row does not draw the field again; `onChange` stays the same (useCallback).
 */
export const UsersFilter = memo(function UsersFilter({ value, onChange }: UsersFilterProps) {
  const [text, setText] = useState(value)
  const [sent, setSent] = useState(value)
  const search = useMemo(
    () =>
      throttle((next: string) => {
        setSent(next)
        onChange(next)
      }, SEARCH_THROTTLE_MS),
    [onChange],
  )
  useEffect(() => () => search.cancel(), [search])

  // Back, a link or a reload changed the address to a filter this field did not send: show it, and
  // drop what the field still had to send, which was typed for the address before and would be
  // written over this one.
  const [addressValue, setAddressValue] = useState(value)
  const [overruled, setOverruled] = useState(0)
  if (value !== addressValue) {
    setAddressValue(value)
    if (value !== sent) {
      setSent(value)
      setText(value)
      setOverruled((count) => count + 1)
    }
  }
  useEffect(() => search.cancel(), [overruled, search])

  return (
    <TextField
      type="search"
      size="small"
      fullWidth
      label={t('users.filter')}
      value={text}
      // At the limit the field says so: a longer paste is cut there, and no username is longer.
      helperText={text.length >= FILTER_MAX_LENGTH ? tooLongMessage(t('users.filter'), FILTER_MAX_LENGTH) : undefined}
      slotProps={{
        // An input method's word is searched once it is chosen, not as it is composed
        // (docs/product/users.md 'Filter'); browsers differ in whether an input follows its end.
        htmlInput: {
          ...AS_TYPED,
          maxLength: FILTER_MAX_LENGTH,
          onCompositionEnd: (event: CompositionEvent<HTMLInputElement>) => search(event.currentTarget.value),
        },
      }}
      // Leaving the field (for a button, another field) sends what it still had to send first, so
      // the list the user goes on from is the one typed for.
      onBlur={() => search.flush()}
      onChange={(event) => {
        setText(event.target.value)
        if (!(event.nativeEvent instanceof InputEvent && event.nativeEvent.isComposing)) search(event.target.value)
      }}
    />
  )
})
