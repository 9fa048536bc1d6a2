import { STORAGE_KEYS } from '../../auth/session-storage'

/** Whether the terms were accepted in this browser session (SPEC.md §4 'Welcome banner'). */
export function wasBannerAccepted(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.welcomeBannerTriggered) === 'true'
  } catch {
    return false
  }
}

export function rememberBannerAccepted(): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.welcomeBannerTriggered, 'true')
  } catch {
    // Storage refused (private mode): the banner is hidden for this page only.
  }
}

/**
 * Whether this page load began at the sign-in callback, i.e. the shell shows the first page
 * after a sign-in. The navigation entry keeps the address the document was loaded from even
 * after the console moves on to /identities.
 */
export function pageLoadedFromSignIn(): boolean {
  try {
    const [entry] = performance.getEntriesByType('navigation')
    return entry !== undefined && new URL(entry.name).pathname.replace(/\/+$/, '').endsWith('/callback')
  } catch {
    return false
  }
}
