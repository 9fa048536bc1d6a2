import { STORAGE_KEYS } from '../../core/auth/storage-keys'

/** Whether the terms were accepted in this browser session (docs/product/terms-banner.md). */
export function wasTermsBannerAccepted(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.termsBannerAccepted) === 'true'
  } catch {
    return false
  }
}

export function rememberTermsBannerAccepted(): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.termsBannerAccepted, 'true')
  } catch {
    // Storage refused (private mode): the banner is hidden for this page only.
  }
}
