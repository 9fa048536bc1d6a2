import { PageTitle } from '../../components/PageTitle'
import { t } from '../../i18n/t'

/** The create-service-account form page (SPEC.md §2); its form arrives with the identities screens. */
export function AddServiceAccountPage() {
  return <PageTitle>{t('serviceAccounts.modal.title')}</PageTitle>
}
