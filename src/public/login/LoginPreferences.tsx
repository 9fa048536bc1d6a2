import { LANGUAGE_OPTIONS, chooseLanguageWithControl, languageControlRef, useLanguage } from '../../core/i18n/language'
import { t } from '../../core/i18n/t'
import { setThemeMode } from '../../core/theme-mode'
import { themeModeOptions, useThemeMode } from '../../core/use-theme-mode'
import { Icon } from '../ui/icons'
import { PlainSelect } from '../ui/PlainSelect'
import './login.css'

/**
 * The login page's preferences, in the top corner of the form's side: 'Language' and 'Theme'
 * (docs/product/languages.md, theme.md).
 */
export function LoginPreferences() {
  const language = useLanguage()
  const { mode } = useThemeMode()
  return (
    <div className="login-preferences">
      <PlainSelect
        label={t('language.label')}
        icon={<Icon name="translate" size="small" />}
        value={language}
        options={LANGUAGE_OPTIONS}
        onChange={chooseLanguageWithControl}
        selectRef={languageControlRef}
      />
      <PlainSelect
        label={t('theme.label')}
        icon={<Icon name="contrast" size="small" />}
        value={mode}
        options={themeModeOptions()}
        onChange={setThemeMode}
      />
    </div>
  )
}
