import ContrastIcon from '@mui/icons-material/Contrast'
import Box from '@mui/material/Box'
import InputBase from '@mui/material/InputBase'
import NativeSelect from '@mui/material/NativeSelect'
import { t } from '../../core/i18n/t'
import { THEME_MODES, parseThemeMode, setThemeMode } from '../../core/theme-mode'
import { useThemeMode } from '../../core/use-theme-mode'

/**
 * The header's preferences, before the account button: today the Theme control
 * (docs/product/theme.md). A second control of the same kind goes beside it here.
 */
export function HeaderPreferences() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>
      <ThemeSelect />
    </Box>
  )
}

/**
 * The browser's own select, named 'Theme': its list is the platform's, with the keyboard and
 * screen-reader behaviour users know, and it costs next to nothing beside the pagination's Select.
 * The icon beside it stands for the name, which is not shown.
 */
function ThemeSelect() {
  const { mode } = useThemeMode()
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <ContrastIcon fontSize="small" aria-hidden="true" />
      <NativeSelect
        value={mode}
        onChange={(event) => setThemeMode(parseThemeMode(event.target.value))}
        input={<InputBase />}
        inputProps={{ 'aria-label': t('theme.label') }}
        sx={{
          color: 'inherit',
          fontSize: '0.875rem',
          // The header's text colour draws the edge, so the control shows on the light scheme's
          // blue bar and on the dark scheme's grey one alike.
          border: 1,
          borderColor: 'currentColor',
          borderRadius: 1,
          '&:has(:focus-visible)': { outline: '2px solid currentColor', outlineOffset: 2 },
          '& .MuiNativeSelect-select': { pl: 1 },
          '& .MuiNativeSelect-icon': { color: 'inherit' },
          // The list is drawn on the theme's paper; the header's white would not read there.
          '& option': { color: 'text.primary' },
        }}
      >
        {THEME_MODES.map((option) => (
          <option key={option} value={option}>
            {t(`theme.${option}`)}
          </option>
        ))}
      </NativeSelect>
    </Box>
  )
}
