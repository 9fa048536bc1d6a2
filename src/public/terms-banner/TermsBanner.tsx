import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { termsBannerQuery } from './terms-banner-query'
import { TermsBannerDialog } from './TermsBannerDialog'
import { rememberTermsBannerAccepted, wasTermsBannerAccepted } from './terms-banner-storage'

/**
 * The terms and conditions modal (docs/product/terms-banner.md): shown while the server turns it
 * on and it was not accepted in this session; accepting hides it for the rest of the session.
 */
export function TermsBanner() {
  const [accepted, setAccepted] = useState(wasTermsBannerAccepted)
  // Escape closes it for this page only (docs/decisions/010-terms-banner.md); only Accept is remembered.
  const [dismissed, setDismissed] = useState(false)
  const config = useQuery({ ...termsBannerQuery(), enabled: !accepted })
  if (accepted || dismissed || config.data?.welcome_banner_status !== true) return null

  return (
    <TermsBannerDialog
      html={config.data.welcome_banner_content}
      onAccept={() => {
        rememberTermsBannerAccepted()
        setAccepted(true)
      }}
      onDismiss={() => setDismissed(true)}
    />
  )
}
