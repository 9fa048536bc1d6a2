import { PageTitle } from '../../components/PageTitle'
import { t } from '../../i18n/t'

/** The users list (SPEC.md §2 'Users list'); its table arrives with the identities screens. */
export function UsersPage() {
  return <PageTitle>{t('identities.users')}</PageTitle>
}
