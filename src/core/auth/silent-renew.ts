// The silent-renew frame's script: hands the provider's reply to the console that opened the frame.
// The frame runs on the console's main thread at every reload and renewal, so it loads nothing
// else: its own page (silent-renew.html) has no stylesheet and no preloads, and this script posts
// the message oidc-client-ts' `signinSilentCallback` would post, without loading that library
// (a unit test keeps the two the same). See docs/decisions/014-bundle-split.md.
window.parent.postMessage({ source: 'oidc-client', url: window.location.href, keepOpen: false }, window.location.origin)
// Once handed on, the reply (a code, or whatever someone put in a link to this page) leaves this
// page's address and history entry: opened on its own, the page must not show or keep it.
window.history.replaceState(null, '', window.location.pathname)

export {}
