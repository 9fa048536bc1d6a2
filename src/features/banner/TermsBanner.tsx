import { useQuery } from '@tanstack/react-query'
import { Suspense, useState } from 'react'
import { apiQuery } from '../../api/hooks'
import { lazyComponent } from '../../components/lazy-component'
import { rememberBannerAccepted, wasBannerAccepted } from './welcome-banner-storage'

// The dialog and the HTML sanitiser load only when there are terms to show.
const TermsDialog = lazyComponent(() => import('./TermsDialog').then((module) => module.TermsDialog))

/**
 * The terms and conditions modal (SPEC.md §4 'Welcome banner'): shown while the server turns it
 * on and it was not accepted in this session; accepting hides it for the rest of the session.
 */
export function TermsBanner() {
  const [accepted, setAccepted] = useState(wasBannerAccepted)
  // Escape closes it for this page only (CONTRACT.md §4); only Accept is remembered.
  const [dismissed, setDismissed] = useState(false)
  const config = useQuery({
    ...apiQuery('GET_SYSTEM_CONFIG', {}, { failureShownByScreen: true }),
    enabled: !accepted,
    staleTime: Infinity,
  })
  if (accepted || dismissed || config.data?.welcome_banner_status !== true) return null

  return (
    <Suspense fallback={null}>
      <TermsDialog
        html={config.data.welcome_banner_content}
        onAccept={() => {
          rememberBannerAccepted()
          setAccepted(true)
        }}
        onDismiss={() => setDismissed(true)}
      />
    </Suspense>
  )
}
