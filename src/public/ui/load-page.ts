/**
 * A full page load of `address`, the one way an end-user page leaves for another document: nothing
 * of this page, a typed password included, stays in memory. Its own module so tests can replace it
 * (a test page cannot be navigated away).
 */
export function loadPage(address: string): void {
  window.location.assign(address)
}
