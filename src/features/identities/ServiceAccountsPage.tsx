import { PageTitle } from '../../components/PageTitle'
import { t } from '../../i18n/t'

/** The service accounts list (SPEC.md §2); its table arrives with the identities screens. */
export function ServiceAccountsPage() {
  return <PageTitle>{t('identities.serviceAccounts')}</PageTitle>
}
