import { t } from '../../core/i18n/t'
import { THEME_MODES, parseThemeMode, setThemeMode } from '../../core/theme-mode'
import { useThemeMode } from '../../core/use-theme-mode'
import { Icon } from '../ui/icons'
import './login.css'

/**
 * The login page's preferences, in the top corner of the form's side: today the Theme control
 * (docs/product/theme.md). A second control of the same kind goes beside it here.
 */
export function LoginPreferences() {
  return (
    <div className="login-preferences">
      <ThemeSelect />
    </div>
  )
}

/** The browser's own select, named 'Theme'; the icon beside it stands for the name, which is not shown. */
function ThemeSelect() {
  const { mode } = useThemeMode()
  return (
    <span className="plain-select-field">
      <Icon name="contrast" size="small" />
      <select
        className="plain-select"
        aria-label={t('theme.label')}
        value={mode}
        onChange={(event) => setThemeMode(parseThemeMode(event.target.value))}
      >
        {THEME_MODES.map((option) => (
          <option key={option} value={option}>
            {t(`theme.${option}`)}
          </option>
        ))}
      </select>
    </span>
  )
}
