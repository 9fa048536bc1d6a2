import { expect, type Page } from '@playwright/test'

/**
 * Hostile strings for every server-provided field. Each one, if a browser ever ran it, calls
 * the marker `__xss(<id>)`, opens a dialog or loads `https://xss.invalid/<id>`, so running is
 * observable (see `watchForXss`). Ids are the payloads' positions, from 1.
 */
export interface XssPayload {
  id: number
  text: string
}

/** The host every leaking payload loads from; `.invalid` never resolves (RFC 6761). */
export const XSS_HOST = 'xss.invalid'

const beacon = (id: number) => `https://${XSS_HOST}/${String(id)}`
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64')

type Build = (id: number) => string

const BUILDERS: readonly Build[] = [
  // Script and event handlers.
  (id) => `<script>__xss(${id})</script>`,
  (id) => `<img src=x onerror=__xss(${id})>`,
  (id) => `<img src="x:x" onerror="alert(${id})">`,
  (id) => `<svg onload=__xss(${id})>`,
  (id) => `<svg><script>__xss(${id})</script></svg>`,
  (id) => `<body onload=__xss(${id})>`,
  (id) => `<details open ontoggle=__xss(${id})>`,
  (id) => `<input autofocus onfocus=__xss(${id})>`,
  (id) => `<svg><animate onbegin=__xss(${id}) attributeName=x dur=1s>`,
  // javascript: and data: URLs, plain and disguised.
  (id) => `<a href="javascript:__xss(${id})">click</a>`,
  (id) => `<a href="JaVaScRiPt:__xss(${id})">mixed case</a>`,
  (id) => `<a href="jav&#x09;ascript:__xss(${id})">entity tab</a>`,
  (id) => `<a href="&#x6A;avascript&#58;__xss(${id})">encoded scheme</a>`,
  (id) => `<a href=" &#14; javascript:__xss(${id})">control character</a>`,
  (id) => `<a href="data:text/html,<script>location='${beacon(id)}'</script>">data link</a>`,
  (id) => `<iframe src="javascript:top.__xss(${id})"></iframe>`,
  (id) => `<iframe src="data:text/html,<img src=${beacon(id)}>"></iframe>`,
  (id) => `<iframe srcdoc="<script>top.__xss(${id})</script>"></iframe>`,
  (id) => `<object data="javascript:__xss(${id})"></object>`,
  (id) => `<embed src="${beacon(id)}">`,
  (id) => `<form action="javascript:__xss(${id})"><button>send</button></form>`,
  (id) => `<svg><a xlink:href="javascript:__xss(${id})"><text x=9 y=9>svg link</text></a></svg>`,
  (id) => `javascript:__xss(${id})`,
  (id) => `data:text/html;base64,${base64(`<script>location='${beacon(id)}'</script>`)}`,
  (id) => `//${XSS_HOST}/${id}`,
  (id) => `<a href="/&#9;/${XSS_HOST}/${id}">a path split by a tab</a>`,
  // Resources that would leave the origin on their own.
  (id) => `<img src="${beacon(id)}">`,
  (id) => `<link rel=stylesheet href="${beacon(id)}">`,
  (id) => `<meta http-equiv="refresh" content="0;url=${beacon(id)}">`,
  (id) => `<base href="${beacon(id)}/">`,
  (id) => `<style>@import '${beacon(id)}';</style>`,
  (id) => `<p style="background:url(${beacon(id)})">styled</p>`,
  (id) => `<table background="${beacon(id)}"><tr><td>table</td></tr></table>`,
  (id) => `<video poster="${beacon(id)}"></video>`,
  (id) => `<svg><image href="${beacon(id)}"/></svg>`,
  (id) => `<a href="https://example.com/${id}" ping="${beacon(id)}">ping</a>`,
  // template, noscript and mXSS-style nesting that changes meaning when parsed twice.
  (id) => `<template><img src=x onerror=__xss(${id})></template>`,
  (id) => `<noscript><p title="</noscript><img src=x onerror=__xss(${id})>"></noscript>`,
  (id) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=__xss(${id})>`,
  (id) => `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=__xss(${id})&gt;">`,
  (id) => `<svg></p><style><a id="</style><img src=1 onerror=__xss(${id})>">`,
  (id) => `<!--<img src="--><img src=x onerror=__xss(${id})//">`,
  // Breaking out of an attribute, a script, a title or a text area.
  (id) => `"><img src=x onerror=__xss(${id})>`,
  (id) => `';__xss(${id});'`,
  (id) => `</script><script>__xss(${id})</script>`,
  (id) => `</title></textarea><script>__xss(${id})</script>`,
  // Encoded variants, which must stay the characters they are.
  (id) => `&lt;img src=x onerror=__xss(${id})&gt;`,
  (id) => `%3Cimg%20src%3Dx%20onerror%3D__xss(${id})%3E`,
  (id) => `\\u003cimg src=x onerror=__xss(${id})\\u003e`,
  (id) => `<img src=x onerror="&#95;&#95;xss(${id})">`,
  (id) => `\uFF1Cimg src=x onerror=__xss(${id})\uFF1E`,
  // Template and CSS injection.
  (id) => `{{constructor.constructor('__xss(${id})')()}}`,
  (id) => `\${__xss(${id})}`,
  (id) => `red;background-image:url(${beacon(id)})`,
  (id) => `#fff;}</style><script>__xss(${id})</script>`,
  (id) => `expression(__xss(${id}))`,
]

export const XSS_PAYLOADS: readonly XssPayload[] = BUILDERS.map((build, index) => ({ id: index + 1, text: build(index + 1) }))

/** What a page did that hostile data must never make it do. */
export interface XssWatch {
  /** Ids passed to the `__xss` marker, from any frame. */
  hits: string[]
  dialogs: string[]
  /** http(s) and ws(s) requests to any host but the console's. */
  offOrigin: string[]
  popups: string[]
  /** Uncaught exceptions: a value that breaks a screen hides the fields after it. */
  pageErrors: string[]
}

/**
 * Arms `page` before it loads anything: an init script defines the `__xss` marker in every
 * frame (reported to the test through a binding, so hits survive navigations), dialogs are
 * recorded and dismissed, and every request to another host is recorded. Requests are watched,
 * not routed: a route makes Playwright hold every request of the page, which slowed these
 * tests badly, and a leaking payload's `.invalid` host never resolves anyway.
 */
export async function watchForXss(page: Page, consoleOrigin: string): Promise<XssWatch> {
  const watch: XssWatch = { hits: [], dialogs: [], offOrigin: [], popups: [], pageErrors: [] }
  const host = new URL(consoleOrigin).host
  const leaves = (address: string) => {
    const url = new URL(address)
    return /^(?:https?|wss?):$/.test(url.protocol) && url.host !== host
  }

  await page.exposeFunction('__xssReport', (id: unknown) => {
    watch.hits.push(String(id))
  })
  await page.addInitScript(() => {
    const reporter = window as unknown as { __xssReport?: (id: string) => Promise<void> }
    const hits: string[] = []
    Object.defineProperty(window, '__xssHits', { value: hits })
    // Not writable: hostile markup that clobbers globals (an element with id="__xss") cannot hide a hit.
    Object.defineProperty(window, '__xss', {
      value: (id: unknown) => {
        hits.push(String(id))
        void reporter.__xssReport?.(String(id))
      },
    })
  })
  page.on('dialog', (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss().catch(() => undefined)
  })
  page.on('request', (request) => {
    if (leaves(request.url())) watch.offOrigin.push(request.url())
  })
  page.on('websocket', (socket) => {
    if (leaves(socket.url())) watch.offOrigin.push(socket.url())
  })
  page.on('popup', (popup) => watch.popups.push(popup.url()))
  page.on('pageerror', (error) => watch.pageErrors.push(error.message))
  return watch
}

/**
 * Lets whatever the page queued happen before the verdict: a test-owned image that fails to load,
 * inserted after the hostile content, fires its error after any image or frame queued before it.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const canary = document.createElement('img')
        canary.hidden = true
        canary.alt = ''
        const done = () => {
          canary.remove()
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
        }
        canary.addEventListener('error', done, { once: true })
        canary.addEventListener('load', done, { once: true })
        canary.src = `/ui/iam/__xss-canary-${String(Date.now())}.png`
        document.body.append(canary)
      }),
  )
}

/** Nothing ran, nothing asked, nothing left the origin, nothing crashed. */
export async function assertNothingRan(page: Page, watch: XssWatch): Promise<void> {
  if (!page.isClosed()) await settle(page)
  expect(watch.hits, 'payload ids that ran').toEqual([])
  expect(watch.dialogs, 'dialogs opened by the page').toEqual([])
  expect(watch.offOrigin, 'requests that left the origin').toEqual([])
  expect(watch.popups, 'windows opened by the page').toEqual([])
  expect(watch.pageErrors, 'uncaught exceptions').toEqual([])
}
