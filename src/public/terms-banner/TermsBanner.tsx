import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { termsQuery } from './terms-banner-query'
import { TermsDialog } from './TermsBannerDialog'
import { rememberBannerAccepted, wasBannerAccepted } from './terms-banner-storage'

/**
 * The terms and conditions modal (docs/product/terms-banner.md): shown while the server turns it
 * on and it was not accepted in this session; accepting hides it for the rest of the session.
 */
export function TermsBanner() {
  const [accepted, setAccepted] = useState(wasBannerAccepted)
  // Escape closes it for this page only (docs/decisions/010-terms-banner.md); only Accept is remembered.
  const [dismissed, setDismissed] = useState(false)
  const config = useQuery({ ...termsQuery(), enabled: !accepted })
  if (accepted || dismissed || config.data?.welcome_banner_status !== true) return null

  return (
    <TermsDialog
      html={config.data.welcome_banner_content}
      onAccept={() => {
        rememberBannerAccepted()
        setAccepted(true)
      }}
      onDismiss={() => setDismissed(true)}
    />
  )
}
