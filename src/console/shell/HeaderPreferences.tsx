import ContrastIcon from '@mui/icons-material/Contrast'
import TranslateIcon from '@mui/icons-material/Translate'
import { LANGUAGE_OPTIONS, chooseLanguageWithControl, languageControlRef, useLanguage } from '../../core/i18n/language'
import { t } from '../../core/i18n/t'
import { setThemeMode } from '../../core/theme-mode'
import { themeModeOptions, useThemeMode } from '../../core/use-theme-mode'
import { HeaderSelect } from './HeaderSelect'

/**
 * The header's preferences before the account button: 'Language' and 'Theme' (docs/product/languages.md,
 * theme.md). The header lays them out, in one group with the account button.
 */
export function HeaderPreferences() {
  const language = useLanguage()
  const { mode } = useThemeMode()
  return (
    <>
      <HeaderSelect
        label={t('language.label')}
        icon={<TranslateIcon fontSize="small" />}
        value={language}
        options={LANGUAGE_OPTIONS}
        onChange={chooseLanguageWithControl}
        selectRef={languageControlRef}
      />
      <HeaderSelect
        label={t('theme.label')}
        icon={<ContrastIcon fontSize="small" />}
        value={mode}
        options={themeModeOptions()}
        onChange={setThemeMode}
      />
    </>
  )
}
