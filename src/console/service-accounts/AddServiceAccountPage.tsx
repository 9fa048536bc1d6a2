import { useNavigate } from '@tanstack/react-router'
import { PageTitle } from '../ui/PageTitle'
import { t } from '../../core/i18n/t'
import { ServiceAccountForm } from './ServiceAccountForm'
// This screen's English texts come with its code (other-screens-texts.ts).
import '../../core/i18n/other-screens-texts'

/** The create form as a page of its own (docs/product/service-accounts.md); it returns to the list afterwards. */
export function AddServiceAccountPage() {
  const navigate = useNavigate()
  const backToList = () => void navigate({ to: '/identities/serviceusers' })
  return (
    <section aria-label={t('serviceAccounts.modal.title')}>
      <PageTitle>{t('serviceAccounts.modal.title')}</PageTitle>
      <ServiceAccountForm variant="page" onCreated={backToList} onCancel={backToList} />
    </section>
  )
}
