// Runs before any module of the console, so that libraries which act while their chunk loads
// already comply with the Content-Security-Policy (docs/decisions/012-content-security-policy.md):
// - goober (notistack's styling) puts window.__nonce__ on its style element;
// - goober would create that element with `innerHTML = ' '`, a string into an HTML sink, which
//   Trusted Types refuse; it takes an existing element with the id _goober instead, made here;
// - zod would otherwise probe `new Function` when schemas are built, which a policy without
//   'unsafe-eval' refuses and reports as a violation; zod reads this global config object.
;(function () {
  var script = document.currentScript
  var nonce = script && (script.nonce || script.getAttribute('nonce'))
  if (nonce && nonce !== '__CSP_NONCE__') window.__nonce__ = nonce
  if (!document.getElementById('_goober')) {
    var sheet = document.createElement('style')
    sheet.id = '_goober'
    if (window.__nonce__) sheet.nonce = window.__nonce__
    // goober writes its rules into this first text node.
    sheet.appendChild(document.createTextNode(' '))
    document.head.appendChild(sheet)
  }
  window.__zod_globalConfig = Object.assign(window.__zod_globalConfig || {}, { jitless: true })
})()
