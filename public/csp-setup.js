// Runs before any module, so that what libraries do as their chunks load meets the
// Content-Security-Policy (docs/decisions/012-content-security-policy.md says why each step).
;(function () {
  var script = document.currentScript
  var nonce = script && (script.nonce || script.getAttribute('nonce'))
  // goober (notistack's styling) puts this nonce on its style element...
  if (nonce && nonce !== '__CSP_NONCE__') window.__nonce__ = nonce
  // ...and takes this element, rather than make one with innerHTML, which Trusted Types refuse.
  if (!document.getElementById('_goober')) {
    var sheet = document.createElement('style')
    sheet.id = '_goober'
    if (window.__nonce__) sheet.nonce = window.__nonce__
    sheet.appendChild(document.createTextNode(' '))
    document.head.appendChild(sheet)
  }
  // zod builds no code with new Function, which the policy forbids.
  window.__zod_globalConfig = Object.assign(window.__zod_globalConfig || {}, { jitless: true })
})()
