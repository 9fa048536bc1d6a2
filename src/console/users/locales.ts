import { t } from '../../core/i18n/t'
// Its English texts come with the user modal's code (other-screens-texts.ts).
import '../../core/i18n/other-screens-texts'

/** Locale codes offered for a local user: the product's list (docs/product/users.md) plus the common ones. */
const LOCALE_CODES = [
  'af_ZA', 'sq_AL', 'am_ET', 'ar_SA', 'hy_AM', 'as_IN', 'ca_ES', 'zh_CN', 'zh_TW', 'cs_CZ', 'da_DK',
  'nl_NL', 'en_GB', 'en_US', 'fi_FI', 'fr_FR', 'de_DE', 'el_GR', 'he_IL', 'hi_IN', 'hu_HU', 'id_ID',
  'it_IT', 'ja_JP', 'ko_KR', 'nb_NO', 'fa_IR', 'pl_PL', 'pt_PT', 'pt_BR', 'ro_RO', 'ru_RU', 'es_ES',
  'sv_SE', 'th_TH', 'tr_TR', 'uk_UA', 'vi_VN',
] as const

export interface LocaleOption {
  value: string
  label: string
}

/** The options, with a stored locale the list does not know kept as its own option. */
export function localeOptions(current?: string | null): LocaleOption[] {
  const options: LocaleOption[] = LOCALE_CODES.map((code) => ({
    value: code,
    label: t(`userModal.locales.${code}`),
  }))
  if (current && !LOCALE_CODES.includes(current as (typeof LOCALE_CODES)[number])) {
    options.push({ value: current, label: current })
  }
  return options
}
