/**
 * A full page load of `address`, the one way the console's own code leaves for another page
 * (oidc-client-ts makes the redirects to the provider itself): nothing of this page, a typed
 * password included, stays in memory. Its own module so tests can replace it (a test page cannot
 * be navigated away).
 */
export function loadPage(address: string): void {
  window.location.assign(address)
}

/**
 * Loads this page again from the server. The one way to ask again for code that did not arrive:
 * a browser keeps a failed module import's answer for the life of the page, so importing it again
 * fails again without asking the server.
 */
export function reloadPage(): void {
  window.location.reload()
}
