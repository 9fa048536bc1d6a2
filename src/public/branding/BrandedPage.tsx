import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { appConfig } from '../../core/config'
import { BrandPanel } from './BrandPanel'
import { brandingFrom } from './branding'
import { versionQuery } from './version-query'
import './branded-page.css'

/**
 * An end-user page with the branded panel beside its content (the login and providers pages):
 * the panel's titles, colours and version come from the version call, or the default look while
 * it is pending or when it fails (docs/product/login.md 'Branding and version').
 */
export function BrandedPage({ children }: { children: ReactNode }) {
  const version = useQuery(versionQuery())
  const branding = brandingFrom(version.data, appConfig().versionKey)
  return (
    <main className="branded-page">
      <BrandPanel branding={branding} />
      <div className="branded-column">{children}</div>
    </main>
  )
}
