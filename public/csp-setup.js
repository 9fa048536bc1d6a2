// Runs before any module of the console, so that libraries which act while their chunk loads
// already comply with the Content-Security-Policy (docs/decisions/012-content-security-policy.md):
// - goober (notistack's styling) puts window.__nonce__ on its style element;
// - zod would otherwise probe `new Function` when schemas are built, which a policy without
//   'unsafe-eval' refuses and reports as a violation; zod reads this global config object.
;(function () {
  var script = document.currentScript
  var nonce = script && (script.nonce || script.getAttribute('nonce'))
  if (nonce && nonce !== '__CSP_NONCE__') window.__nonce__ = nonce
  window.__zod_globalConfig = Object.assign(window.__zod_globalConfig || {}, { jitless: true })
})()
