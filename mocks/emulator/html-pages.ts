import { escapeHtml } from './http-utils'
import { NONCE_ATTRIBUTE } from './security-headers'

// Every page here is self-contained: no fonts, styles or scripts from elsewhere, so the
// emulator works offline and a strict Content-Security-Policy can be applied to it. Inline
// style and script carry the nonce placeholder; whoever sends a page swaps in a fresh nonce.
const STYLE =
  'body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1b1d21}' +
  'table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.3rem .6rem;border-bottom:1px solid #d9dce1}' +
  'code{font-family:ui-monospace,monospace}h2{margin-top:2rem}.public{color:#1b6b2f}'

export function page(title: string, body: string, head = ''): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style ${NONCE_ATTRIBUTE}>${STYLE}</style>`,
    head,
    '</head>',
    `<body>${body}</body>`,
    '</html>',
  ].join('\n')
}

/** oidc-provider's error page, without its web font. */
export function errorPage(error: string, description: string | undefined): string {
  return page(
    'Sign-in error',
    [
      '<h1>Sign-in error</h1>',
      `<p><code>${escapeHtml(error)}</code>${description ? `: ${escapeHtml(description)}` : ''}</p>`,
      '<p><a href="/ui/iam/login">Back to the login page</a></p>',
    ].join('\n'),
  )
}

/** oidc-provider's logout form (which carries the anti-forgery secret), ending the whole session. */
const wholeLogoutForm = (providerForm: string) => providerForm.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>')

/**
 * RP-initiated logout without a confirmation step, for a request that names the signed-in user's
 * own id_token: the form is submitted at once.
 */
export function autoLogoutPage(providerForm: string): string {
  const form = wholeLogoutForm(providerForm)
  return page(
    'Signing out',
    [
      '<p>Signing out…</p>',
      form,
      '<noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript>',
      `<script ${NONCE_ATTRIBUTE}>document.getElementById("op.logoutForm").submit()</script>`,
    ].join('\n'),
  )
}

/**
 * A logout that does not name the signed-in user's id_token, as a link from any other site would
 * not: the user confirms it, so that no other site can end their session.
 */
export function confirmLogoutPage(providerForm: string): string {
  return page(
    'Sign out',
    ['<h1>Sign out?</h1>', '<p>Sign out of the IAM service on this browser.</p>', wholeLogoutForm(providerForm), '<button type="submit" form="op.logoutForm">Sign out</button>'].join('\n'),
  )
}

/** Shown only when a logout names no (registered) post-logout address. */
export function signedOutPage(): string {
  return page('Signed out', '<h1>Signed out</h1>\n<p><a href="/ui/iam/login">Log in again</a></p>')
}

/** Where an external connector's login URL leads: the emulator has no SAML or LDAP identity provider behind it. */
export function externalConnectorPage(connectorId: string): string {
  return page(
    'External sign-in unavailable',
    [
      '<h1>External sign-in is not emulated</h1>',
      `<p>The local IAM emulator cannot sign you in through the connector <code>${escapeHtml(connectorId)}</code>:`,
      ' there is no SAML or directory service behind it. Use a local account instead.</p>',
      '<p><a href="/ui/iam/login">Log in with a local account</a></p>',
    ].join('\n'),
  )
}
