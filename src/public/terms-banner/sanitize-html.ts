// Server-provided HTML (the terms banner, docs/product/terms-banner.md) made safe to show. The HTML is parsed
// in an inert document (no script runs, nothing loads) and the banner is built anew, node by node,
// from an allow-list of formatting elements and attributes. No HTML string is produced, so nothing
// is parsed twice and no re-parsing trick (mXSS) applies. See docs/decisions/018.
import { parseInertDocument } from '../../core/utils/inert-document'

/** Formatting the banner may use; any other element gives way to its sanitised content. */
const ALLOWED_ELEMENTS = new Set([
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'cite', 'code', 'dd', 'del', 'div', 'dl', 'dt', 'em',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'ins', 'kbd', 'li', 'mark', 'ol', 'p', 'pre', 'q', 's',
  'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
])

/** Elements whose content is code, another document or a control, not text: dropped whole. */
const DROPPED_WITH_CONTENT = new Set([
  'applet', 'audio', 'button', 'canvas', 'embed', 'frame', 'frameset', 'head', 'iframe', 'img', 'input',
  'link', 'math', 'meta', 'noembed', 'noframes', 'noscript', 'object', 'option', 'picture', 'script',
  'select', 'source', 'style', 'svg', 'template', 'textarea', 'title', 'video', 'xmp',
])

/** Attributes kept on any allowed element; the rest (handlers, style, id, class…) are dropped. */
const ALLOWED_ATTRIBUTES = new Set(['title', 'lang', 'dir'])

/** Attributes kept on one element only. `href` is checked by SAFE_URL as well. */
const ELEMENT_ATTRIBUTES: Readonly<Record<string, ReadonlySet<string>>> = {
  a: new Set(['href']),
  ol: new Set(['start', 'reversed']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan', 'scope']),
}

/** Web, mail, phone and same-site links; never protocol-relative (`//host`, `/\host`). */
const SAFE_URL = /^(?:https?:|mailto:|tel:|#|\/(?![/\\])|\.\.?\/)/i

/** Browsers drop tabs and line breaks inside a URL, so '/\t/host' would go to //host: test without them. */
const isSafeUrl = (href: string) => SAFE_URL.test(href.replace(/[\t\n\r]/g, '').trim())

function copyAttributes(from: Element, to: HTMLElement, tag: string): void {
  for (const { name, value } of from.attributes) {
    if (!ALLOWED_ATTRIBUTES.has(name) && !ELEMENT_ATTRIBUTES[tag]?.has(name)) continue
    if (name === 'href' && !isSafeUrl(value)) continue
    to.setAttribute(name, value)
  }
  if (tag === 'a' && to.hasAttribute('href')) {
    // A link opens in a new tab, with no access to this page and no referrer.
    to.setAttribute('target', '_blank')
    to.setAttribute('rel', 'noopener noreferrer')
  }
}

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml'

/** The safe copy of one element: itself if allowed, its content if not, nothing if dropped. */
function copyElement(element: Element, target: Document): Node {
  const tag = element.localName
  // SVG and MathML are dropped at their root; anything foreign that is left is dropped too.
  if (element.namespaceURI !== HTML_NAMESPACE || DROPPED_WITH_CONTENT.has(tag)) return target.createDocumentFragment()
  if (!ALLOWED_ELEMENTS.has(tag)) return copyChildren(element, target)
  const safe = target.createElement(tag)
  copyAttributes(element, safe, tag)
  safe.append(copyChildren(element, target))
  return safe
}

/** The safe copy of `source`'s children, made by `target` (the page's document). */
function copyChildren(source: ParentNode, target: Document): DocumentFragment {
  const copy = target.createDocumentFragment()
  for (const node of source.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) copy.append(target.createTextNode(node.textContent ?? ''))
    else if (node.nodeType === Node.ELEMENT_NODE) copy.append(copyElement(node as Element, target))
    // Comments, processing instructions and doctypes are left out.
  }
  return copy
}

/**
 * The banner's HTML as nodes of `target` that can do nothing but show formatted text: no script,
 * no event handler, no javascript: or data: URL, no frame, SVG, image or form, no style or id, and
 * nothing that loads from anywhere by itself. Links open in a new tab without access to this page.
 */
export function sanitizeHtml(html: string, target: Document = document): DocumentFragment {
  const inert = parseInertDocument(html, 'text/html')
  return copyChildren(inert.body, target)
}
