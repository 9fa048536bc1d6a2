import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { termsBannerQuery } from './terms-banner-query'
import { TermsBannerDialog } from './TermsBannerDialog'
import { rememberTermsBannerAccepted, wasTermsBannerAccepted } from './terms-banner-storage'

/**
 * The terms and conditions modal (docs/product/terms-banner.md): shown while the server turns it
 * on and it was not accepted in this session; only accepting closes it, for the rest of the session.
 * `onAccepted` lets the page put the focus where it wants it, once the page is no longer inert.
 */
export function TermsBanner({ onAccepted }: { onAccepted?: () => void }) {
  const [accepted, setAccepted] = useState(wasTermsBannerAccepted)
  const config = useQuery({ ...termsBannerQuery(), enabled: !accepted })
  if (accepted || config.data?.welcome_banner_status !== true) return null

  return (
    <TermsBannerDialog
      html={config.data.welcome_banner_content}
      onAccept={() => {
        rememberTermsBannerAccepted()
        setAccepted(true)
        onAccepted?.()
      }}
    />
  )
}
