import { NoticePage } from '../../components/NoticePage'
import { t } from '../../i18n/t'

/** SPEC.md's own placeholder for pages not yet designed (/roles, /identities/managecertificates). */
export function BeingBuiltPage() {
  return <NoticePage heading={t('app.beingBuilt')} />
}
