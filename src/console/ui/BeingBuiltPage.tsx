import { t } from '../../core/i18n/t'
import { Notice } from './Notice'

/** The product's own placeholder for pages not yet designed (/roles, /identities/managecertificates;
 * docs/product/shell-and-routes.md). */
export function BeingBuiltPage() {
  return <Notice heading={t('app.beingBuilt')} />
}
