import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from '../../../../src/public/terms-banner/sanitize-html'

// The banner sanitiser against thousands of published XSS and mXSS vectors (decision 018). The
// checks below say what must never reach the page, whatever the sanitiser's own rules look like:
// nothing that runs script, loads anything by itself or navigates anywhere but a web or mail link.

interface CorpusGroup {
  source: string
  commit: string
  licence: string
  vectors: string[]
}

const corpus = JSON.parse(readFileSync(resolve(import.meta.dirname, 'xss-corpus.json'), 'utf8')) as { groups: CorpusGroup[] }
const vectors = corpus.groups.flatMap((group) => group.vectors)

/** The formatting decision 018 lets the banner show; anything else is a finding. */
const FORMATTING = new Set([
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'cite', 'code', 'dd', 'del', 'div', 'dl', 'dt', 'em',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'ins', 'kbd', 'li', 'mark', 'ol', 'p', 'pre', 'q', 's',
  'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
])

/** Elements that run code, load something, hold another document, submit or restyle: named in findings. */
const ACTIVE_ELEMENTS = new Set([
  'script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'link', 'meta', 'style', 'form',
  'input', 'button', 'select', 'textarea', 'svg', 'math', 'img', 'image', 'picture', 'video', 'audio', 'source',
  'track', 'template', 'noscript', 'portal', 'fencedframe', 'canvas', 'xmp', 'plaintext', 'noembed', 'noframes',
  'isindex', 'xml', 'import', 'bgsound', 'marquee',
])

/** Attributes that name something to load, a place to submit to or code to run. */
const LOADING_ATTRIBUTES = new Set([
  'src', 'srcset', 'srcdoc', 'action', 'formaction', 'background', 'poster', 'data', 'code', 'codebase', 'classid',
  'archive', 'ping', 'dynsrc', 'lowsrc', 'usemap', 'longdesc', 'manifest', 'profile', 'icon', 'content',
  'http-equiv', 'style', 'is', 'datasrc', 'datafld', 'behavior',
])

/** What the banner's markup may carry besides the link attributes checked on their own. */
const HARMLESS_ATTRIBUTES = new Set(['title', 'lang', 'dir', 'start', 'reversed', 'colspan', 'rowspan', 'scope'])

/** Link schemes a banner may use: pages, mail, phone numbers. */
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/** The page the banner is shown on: relative links resolve against it, as in the console. */
const PAGE = new URL('https://console.example/ui/iam/login')

/** `href` without what the URL parser skips: tabs and line breaks, leading controls and spaces. */
function asTheUrlParserReadsIt(href: string): string {
  let read = href.replace(/[\t\n\r]/g, '')
  while (read !== '' && read.charCodeAt(0) <= 0x20) read = read.slice(1)
  return read
}

/**
 * Where the browser would go, parsed as a browser parses an href (jsdom's URL is the WHATWG
 * parser): character references are already decoded by the HTML parser, tabs and line breaks
 * removed, leading control characters and spaces trimmed, the scheme lower-cased.
 */
function linkDanger(href: string): string | null {
  let url: URL
  try {
    url = new URL(href, PAGE)
  } catch {
    return null // The browser does not follow an href it cannot parse.
  }
  if (!LINK_SCHEMES.has(url.protocol)) return `a link to a ${url.protocol} URL`
  // Without a scheme of its own a link must stay on this site: `//host` or `/\host` leaves it.
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(asTheUrlParserReadsIt(href))
  if (!hasScheme && url.origin !== PAGE.origin) return `a relative-looking link to ${url.origin}`
  return null
}

/** Why `element` could run script, load, navigate or clobber, or null if it cannot. */
function elementDanger(element: Element): string | null {
  const tag = element.localName
  if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml') return `<${tag}> in ${element.namespaceURI ?? 'no namespace'}`
  if (ACTIVE_ELEMENTS.has(tag)) return `a <${tag}> element`
  if (!FORMATTING.has(tag)) return `<${tag}>, not a formatting element`
  for (const { name, value, namespaceURI } of element.attributes) {
    if (namespaceURI !== null || name.includes(':')) return `a namespaced attribute ${name} on <${tag}>`
    if (name.startsWith('on')) return `an event handler ${name} on <${tag}>`
    if (LOADING_ATTRIBUTES.has(name)) return `${name} on <${tag}>`
    if (name === 'id' || name === 'name') return `${name}="${value}" on <${tag}>, which could stand in for a global`
    if (name === 'href') {
      if (tag !== 'a') return `href on <${tag}>`
      const danger = linkDanger(value)
      if (danger !== null) return `${danger} (href="${value}")`
    } else if (name === 'target') {
      // A page opened with an opener can navigate the console's tab (reverse tabnabbing).
      const rel = (element.getAttribute('rel') ?? '').toLowerCase().split(/\s+/)
      if (!rel.includes('noopener') && !rel.includes('noreferrer')) return `target="${value}" without rel=noopener`
    } else if (name !== 'rel' && !HARMLESS_ATTRIBUTES.has(name)) return `an unexpected attribute ${name} on <${tag}>`
  }
  return null
}

/** The first danger anywhere under `root`, or null: only formatting elements and text may be there. */
function findDanger(root: Node): string | null {
  // Walked by sibling links: jsdom's live childNodes list is slow to iterate thousands of times.
  for (let node = root.firstChild; node !== null; node = node.nextSibling) {
    if (node.nodeType === Node.TEXT_NODE) continue
    if (node.nodeType !== Node.ELEMENT_NODE) return `a ${node.nodeName} node`
    const danger = elementDanger(node as Element) ?? findDanger(node)
    if (danger !== null) return danger
  }
  return null
}

/** A document without a window: markup parsed into it runs nothing and loads nothing. */
const inertDocument = () => document.implementation.createHTMLDocument('')
// Scripting is off there, so <noscript> content would parse as markup, unlike in the page: the
// first check already refuses any <noscript>.
const reparsing = inertDocument()

/** The markup as the page would hold it, and as it would come out of parsing its HTML again, twice. */
function findDangerInOutput(html: string, sanitize: (html: string) => DocumentFragment): string | null {
  const fragment = sanitize(html)
  const shown = fragment.ownerDocument.createElement('div')
  shown.append(fragment)
  const first = findDanger(shown)
  if (first !== null) return first
  // Mutation XSS lives in the next parse: the output must stay harmless when serialised and parsed again.
  // A tree that serialises back to the same markup parses the same way every time after.
  let markup = shown.innerHTML
  for (const round of [2, 3]) {
    const reparsed = reparsing.createElement('div')
    reparsed.innerHTML = markup
    const danger = findDanger(reparsed)
    if (danger !== null) return `after parse ${round}: ${danger}`
    if (reparsed.innerHTML === markup) return null
    markup = reparsed.innerHTML
  }
  return null
}

/** No sanitiser at all, in an inert document: what the checks must catch. */
function verbatim(html: string): DocumentFragment {
  return inertDocument().createRange().createContextualFragment(html)
}

/** A place for a vector in the banner's HTML: its name, and the HTML with the vector there. */
type Context = readonly [name: string, wrap: (vector: string) => string]

/** Where a vector lands, besides as it is: where parsing rules change (mXSS breakouts). */
const WRAPPERS: readonly Context[] = [
  ['in <p>', (v) => `<p>${v}</p>`],
  ['in <table>', (v) => `<table>${v}</table>`],
  ['in <svg>', (v) => `<svg>${v}</svg>`],
  ['in <math>', (v) => `<math>${v}</math>`],
  ['in <noscript>', (v) => `<noscript>${v}</noscript>`],
  ['in <template>', (v) => `<template>${v}</template>`],
]

/**
 * Each vector as it is and in two of the wrappers, taken in turn, so that each wrapper gets a third
 * of the corpus: every vector in every wrapper takes jsdom some ten seconds.
 * BANNER_CORPUS_ALL_CONTEXTS=1 runs them all, for a change to the sanitiser.
 */
function contextsOf(index: number): readonly Context[] {
  const all = process.env.BANNER_CORPUS_ALL_CONTEXTS === '1'
  const wrappers = all ? WRAPPERS : WRAPPERS.filter((_wrapper, turn) => turn % 3 === index % 3)
  return [['as it is', (v) => v], ...wrappers]
}

interface Finding {
  vector: string
  context: string
  danger: string
}

/** Every vector in its contexts through `sanitize`: what came out dangerous. */
function attack(sanitize: (html: string) => DocumentFragment, payloads: readonly string[]): Finding[] {
  const findings: Finding[] = []
  payloads.forEach((vector, index) => {
    for (const [context, wrap] of contextsOf(index)) {
      const danger = findDangerInOutput(wrap(vector), sanitize)
      if (danger !== null) findings.push({ vector, context, danger })
    }
  })
  return findings
}

/** A source's repository and first file, for a test's name. */
function describeSource(source: string): string {
  const [files = ''] = source.split(', ')
  const more = source.split(', ').length - 1
  return more > 0 ? `${files} and ${more} more files` : files
}

function report(findings: readonly Finding[]): string {
  const shown = findings.slice(0, 8).map(({ vector, context, danger }) => `- ${danger}, ${context}: ${JSON.stringify(vector.slice(0, 200))}`)
  return `${findings.length} findings in the sanitised output (a vector, in a context, and what it left):\n${shown.join('\n')}`
}

describe('sanitizeHtml against a corpus of known XSS and mXSS vectors', () => {
  it('holds thousands of distinct vectors, each group credited to its source and licence', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(2000)
    expect(new Set(vectors).size).toBe(vectors.length)
    for (const group of corpus.groups) {
      expect(group.source).toMatch(/^[\w.-]+\/[\w.-]+ \S/)
      expect(group.commit).toMatch(/^[0-9a-f]{40}$/)
      expect(group.licence).not.toBe('')
    }
  })

  it.each(corpus.groups.map((group) => [describeSource(group.source), group.vectors] as const))(
    'lets no vector from %s through that could run script, load anything or navigate',
    (_source, payloads) => {
      const findings = attack((html) => sanitizeHtml(html), payloads)
      expect(findings, report(findings)).toEqual([])
    },
  )

  // The checks above must be able to fail: unsanitised markup, and each trick they look for, is caught.
  it('catches the corpus when nothing sanitises it', () => {
    const sample = vectors.filter((_vector, index) => index % 20 === 0)
    const caught = new Set(attack(verbatim, sample).map((finding) => finding.vector))
    // A few are harmless in a fragment: a lone </script>, handlers on a <body> that fragments leave out.
    expect(caught.size).toBeGreaterThan(sample.length * 0.95)
  })

  it.each([
    ['an event handler on a kept element', '<p onclick="alert(1)">x</p>', /event handler onclick/],
    ['a javascript: link, entity-encoded and split by a tab', '<a href="&#x6A;ava\tscript&colon;alert(1)">x</a>', /javascript: URL/],
    ['a javascript: link behind control characters', '<a href="\x01 javascript:alert(1)">x</a>', /javascript: URL/],
    ['a data: link', '<a href="data:text/html,x">x</a>', /data: URL/],
    ['a protocol-relative link', '<a href="/\\evil.example/">x</a>', /relative-looking link to https:\/\/evil\.example/],
    ['a link that opens a tab with an opener', '<a href="https://example.com" target="_blank">x</a>', /without rel=noopener/],
    ['an image', '<img src="https://evil.example/x.png">', /<img> element/],
    ['a custom element', '<x-widget>x</x-widget>', /not a formatting element/],
    ['SVG', '<svg><a href="https://example.com">x</a></svg>', /<svg> in http:\/\/www\.w3\.org\/2000\/svg/],
    ['a style attribute', '<p style="background:url(https://evil.example/)">x</p>', /style on <p>/],
    ['an xlink:href', '<a xlink:href="javascript:alert(1)">x</a>', /namespaced attribute xlink:href/],
    ['an id that clobbers a global', '<p id="config">x</p>', /could stand in for a global/],
    ['a comment', '<p><!-- x --></p>', /#comment/],
  ])('finds %s', (_name, markup, danger) => {
    expect(findDangerInOutput(markup, verbatim)).toMatch(danger)
  })

  it('keeps what the banner is for: formatting, web and mail links that open without an opener', () => {
    const markup =
      '<h2 title="t">Terms</h2><p lang="en" dir="ltr"><strong>b</strong> <em>i</em></p><ol start="2"><li>x</li></ol>' +
      '<table><tbody><tr><th scope="col" colspan="2">h</th></tr></tbody></table>' +
      '<a href="https://example.com/t" target="_blank" rel="noopener noreferrer">t</a><a href="/ui/iam/help">h</a>' +
      '<a href="mailto:it@example.com">m</a><a href="#top">top</a>'
    expect(findDangerInOutput(markup, verbatim)).toBeNull()
  })
})
