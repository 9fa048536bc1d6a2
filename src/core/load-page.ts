/**
 * A full page load of `address`, the one way the console's own code leaves for another page
 * (oidc-client-ts makes the redirects to the provider itself): nothing of this page, a typed
 * password included, stays in memory. Its own module so tests can replace it (a test page cannot
 * be navigated away).
 */
export function loadPage(address: string): void {
  window.location.assign(address)
}
