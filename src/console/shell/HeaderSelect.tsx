import Box from '@mui/material/Box'
import InputBase from '@mui/material/InputBase'
import NativeSelect from '@mui/material/NativeSelect'
import type { ReactNode, Ref } from 'react'
import { fieldTextSize } from '../ui/field-text'

export interface SelectOption<Value extends string> {
  value: Value
  label: string
  /** The option's own language, when it is not the page's (a language's name in itself). */
  lang?: string
}

interface HeaderSelectProps<Value extends string> {
  /** The control's accessible name; the icon stands for it on screen. */
  label: string
  icon: ReactNode
  value: Value
  options: readonly SelectOption<Value>[]
  onChange: (value: Value) => void
  selectRef?: Ref<HTMLSelectElement>
}

/**
 * A preference in the header (language, theme): the browser's own select, whose list is the
 * platform's, with the keyboard and screen-reader behaviour users know. Below 600 px the icon gives
 * way, so the header keeps its title and account button on a phone.
 */
export function HeaderSelect<Value extends string>({ label, icon, value, options, onChange, selectRef }: HeaderSelectProps<Value>) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline-flex' } }} aria-hidden="true">
        {icon}
      </Box>
      <NativeSelect
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value)
          if (chosen) onChange(chosen.value)
        }}
        input={<InputBase />}
        inputRef={selectRef}
        inputProps={{ 'aria-label': label }}
        sx={{
          color: 'inherit',
          ...fieldTextSize('0.875rem'),
          minHeight: 32,
          // The header's text colour draws the edge, on the light scheme's blue bar and the dark one's grey alike.
          border: 1,
          borderColor: 'currentColor',
          borderRadius: 1,
          '&:has(:focus-visible)': { outline: '2px solid currentColor', outlineOffset: 2 },
          // Half the room before the text on a phone, so that with a touch screen's larger text the
          // header's title still shows whole at 360 px.
          '& .MuiNativeSelect-select': { pl: { xs: 0.5, sm: 1 } },
          '& .MuiNativeSelect-icon': { color: 'inherit' },
          // The list is drawn on the theme's paper; the header's white would not read there.
          '& option': { color: 'text.primary' },
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </Box>
  )
}
