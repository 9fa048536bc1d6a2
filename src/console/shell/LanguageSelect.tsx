import TranslateIcon from '@mui/icons-material/Translate'
import { LANGUAGE_OPTIONS, chooseLanguage, useLanguage } from '../../core/i18n/language'
import { t } from '../../core/i18n/t'
import { HeaderSelect } from './HeaderSelect'

/** The header's 'Language' control (docs/product/languages.md). */
export function LanguageSelect() {
  return (
    <HeaderSelect
      label={t('language.label')}
      icon={<TranslateIcon fontSize="small" />}
      value={useLanguage()}
      options={LANGUAGE_OPTIONS}
      onChange={(language) => void chooseLanguage(language)}
    />
  )
}
