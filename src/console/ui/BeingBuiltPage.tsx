import { NoticePage } from '../../public/ui/NoticePage'
import { t } from '../../core/i18n/t'

/** The product's own placeholder for pages not yet designed (/roles, /identities/managecertificates;
 * docs/product/shell-and-routes.md). */
export function BeingBuiltPage() {
  return <NoticePage heading={t('app.beingBuilt')} />
}
