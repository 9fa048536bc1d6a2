import { useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { onItsWayElsewhere } from '../ui/list/list-history'
import { PageTitle } from '../ui/PageTitle'
import { t } from '../../core/i18n/t'
import { ServiceAccountForm } from './ServiceAccountForm'
// This screen's English texts come with its code (other-screens-texts.ts).
import '../../core/i18n/other-screens-texts'

/** The create form as a page of its own (docs/product/service-accounts.md); it returns to the list afterwards. */
export function AddServiceAccountPage() {
  const navigate = useNavigate()
  const router = useRouter()
  const shown = useRef(true)
  useEffect(() => {
    shown.current = true
    return () => {
      shown.current = false
    }
  }, [])
  const backToList = () => void navigate({ to: '/identities/serviceusers' })
  // A create answered after the user left the page (or while the browser is on its way to another
  // one) leaves them where they went, with whatever they are typing there
  // (docs/product/service-accounts.md); the toast still says it was done.
  const backToListIfStillHere = () => {
    if (shown.current && !onItsWayElsewhere(router)) backToList()
  }
  return (
    <section aria-label={t('serviceAccounts.modal.title')}>
      <PageTitle>{t('serviceAccounts.modal.title')}</PageTitle>
      <ServiceAccountForm variant="page" onCreated={backToListIfStillHere} onCancel={backToList} />
    </section>
  )
}
