import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import OutlinedInput from '@mui/material/OutlinedInput'
import { useEffect, useId, useMemo, useState } from 'react'
import { t } from '../../core/i18n/t'
import { SEARCH_THROTTLE_MS, throttle } from '../../core/utils/throttle'

interface UsersFilterProps {
  /** The filter in the address. */
  value: string
  onChange: (filter: string) => void
}

/** The users filter: what is typed is searched at most once a second (docs/product/users.md 'Filter'). */
export function UsersFilter({ value, onChange }: UsersFilterProps) {
  const id = useId()
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

  // Back, a link or a reload changed the address to a filter this field did not send: show it.
  const [addressValue, setAddressValue] = useState(value)
  if (value !== addressValue) {
    setAddressValue(value)
    if (value !== sent) {
      setSent(value)
      setText(value)
    }
  }

  // FormControl, InputLabel and OutlinedInput are what TextField renders; TextField itself would
  // also bring MUI's Select, Menu and Popover to every list that has a filter (decision 019).
  return (
    <FormControl size="small" fullWidth>
      <InputLabel htmlFor={id}>{t('users.filter')}</InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label={t('users.filter')}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          search(event.target.value)
        }}
      />
    </FormControl>
  )
}
