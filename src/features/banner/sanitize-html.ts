import DOMPurify from 'dompurify'

const SAFE_URL = /^(?:https?:|mailto:|tel:|#|\/(?![/\\])|\.\.?\/)/i

let hooked = false

function purifier(): typeof DOMPurify {
  if (!hooked) {
    hooked = true
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName !== 'A') return
      const href = node.getAttribute('href')
      // Only web, mail and same-site links survive; data:, javascript: and the like are dropped.
      // Browsers drop tabs and line breaks inside a URL, so '/\t/host' would go to //host: test without them.
      if (href !== null && !SAFE_URL.test(href.replace(/[\t\n\r]/g, '').trim())) node.removeAttribute('href')
      if (node.hasAttribute('href')) {
        node.setAttribute('target', '_blank')
        node.setAttribute('rel', 'noopener noreferrer')
      }
    })
  }
  return DOMPurify
}

/**
 * Server-provided HTML (the welcome banner, CONTRACT.md §3.6) made safe to render: no
 * script, no event handler, no javascript: or data: URL, no frame, SVG or form survives, and
 * nothing loads from anywhere by itself; formatting stays and links open in a new tab without
 * access to this page.
 */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'iframe',
      'frame',
      'object',
      'embed',
      'form',
      'input',
      'button',
      'svg',
      'math',
      'img',
      'video',
      'audio',
      'source',
      'link',
      'meta',
      'base',
      'template',
    ],
    // `background` (table, tr, td, th) would make the browser fetch the URL from any host on sight.
    FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'background'],
    ADD_ATTR: ['target'],
  })
}
