import createCache from '@emotion/cache'

/** What vite.config.ts writes into index.html; a server that did not replace it sent no nonce. */
const PLACEHOLDER = '__CSP_NONCE__'

/**
 * The per-response nonce the server put into index.html, read once from Vite's
 * `<meta property="csp-nonce">`. Browsers hide the attribute once the page is parsed, so the
 * `nonce` property comes first.
 */
function readNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined
  return nonce === PLACEHOLDER ? undefined : nonce
}

/**
 * Emotion's style elements carry the nonce, so the policy needs no 'unsafe-inline' for MUI;
 * portals (dialogs, menus, tooltips) render through the same cache.
 */
export const emotionCache = createCache({ key: 'css', nonce: readNonce() })
