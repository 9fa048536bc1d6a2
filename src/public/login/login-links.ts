import { BASE_PATH } from '../../core/paths'

/** The vendor's user guide for this version (`docsVersion`, docs/product/serving-and-config.md). */
export function helpLink(docsVersion: string): string {
  return `https://portal.nutanix.com/page/documents/details?targetId=Nutanix-Security-Guide-v${encodeURIComponent(docsVersion)}`
}

export const PROVIDERS_PATH = `${BASE_PATH}/providers`

export const FOOTER_LINKS = [
  { key: 'customers', href: 'https://www.nutanix.com/customers' },
  { key: 'partners', href: 'https://www.nutanix.com/partners' },
  {
    key: 'education',
    href: 'https://www.nutanix.com/support-services/training-certification',
  },
  { key: 'support', href: 'https://www.nutanix.com/support-services' },
] as const
