import { t } from '../../core/i18n/t'
import { Notice } from './Notice'
// Its English text comes with its code (other-screens-texts.ts).
import '../../core/i18n/other-screens-texts'

/** The product's own placeholder for pages not yet designed (/roles, /identities/managecertificates;
 * docs/product/shell-and-routes.md). */
export function BeingBuiltPage() {
  return <Notice heading={t('placeholders.beingBuilt')} />
}
