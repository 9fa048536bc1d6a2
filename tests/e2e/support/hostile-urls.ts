import type { BrowserContext, Page } from '@playwright/test'

/** The host every crafted address tries to reach. */
export const EVIL_HOST = 'evil.example'

export interface HostileUrl {
  name: string
  value: string
}

/**
 * Addresses crafted to take a browser off `origin` (e.g. 'http://127.0.0.1:9440') while looking
 * like a path of the console: protocol-relative and backslash forms, percent-encoded slashes and
 * dots, tabs and newlines that the URL parser drops, script and data schemes, credentials that
 * disguise the host, look-alike hosts, and paths outside /ui/iam.
 */
export function hostileUrls(origin: string): HostileUrl[] {
  const { host, hostname, port } = new URL(origin)
  const evil = EVIL_HOST
  return [
    { name: 'protocol-relative', value: `//${evil}/ui/iam/identities` },
    { name: 'protocol-relative with three slashes', value: `///${evil}/` },
    { name: 'slash backslash', value: `/\\${evil}/` },
    { name: 'two backslashes', value: `\\\\${evil}/` },
    { name: 'backslash slash', value: `\\/${evil}/` },
    { name: 'encoded slashes', value: `/%2F${evil}/` },
    { name: 'encoded slashes only', value: `%2F%2F${evil}/` },
    { name: 'encoded backslash', value: `/%5C${evil}/` },
    { name: 'encoded backslashes only', value: `%5C%5C${evil}/` },
    { name: 'tab inside the slashes', value: `/\t/${evil}/` },
    { name: 'newline inside the slashes', value: `/\n/${evil}/` },
    { name: 'carriage return and newline first', value: `\r\n//${evil}/` },
    { name: 'leading space', value: ` //${evil}/` },
    { name: 'javascript:', value: 'javascript:alert(document.domain)' },
    { name: 'javascript: in mixed case with a tab', value: 'JaVa\tScRiPt:alert(document.domain)' },
    { name: 'javascript: after a path', value: '/ui/iam/identities#javascript:alert(1)' },
    { name: 'data:', value: 'data:text/html,<script>alert(document.domain)</script>' },
    { name: 'vbscript:', value: 'vbscript:msgbox(1)' },
    { name: 'https URL', value: `https://${evil}/ui/iam/identities` },
    { name: 'http URL', value: `http://${evil}/` },
    { name: 'scheme without slashes', value: `https:${evil}/` },
    { name: 'this origin as credentials', value: `${origin}@${evil}/` },
    { name: 'this host as credentials', value: `http://${host}@${evil}/` },
    { name: 'look-alike host', value: `http://${hostname}.${evil}:${port}/ui/iam/identities` },
    { name: 'this origin then a dot-segment escape', value: `${origin}/ui/iam/../../api/iam/authn/v1/api-docs` },
    { name: 'path outside /ui/iam', value: '/api/iam/authn/v1/api-docs' },
    { name: 'dot segments out of /ui/iam', value: '/ui/iam/../../api/iam/authn/v1/api-docs' },
    { name: 'encoded dot segments out of /ui/iam', value: '/ui/iam/%2e%2e/%2E%2E/api/iam/authn/v1/api-docs' },
    { name: 'a sibling of /ui/iam', value: '/ui/iam-evil/' },
    { name: '@ after the base path', value: `/ui/iam@${evil}/` },
    { name: 'JSON-quoted protocol-relative', value: `"//${evil}/"` },
  ]
}

/** What the pages of a browser context did that reached beyond the hosts they may talk to. */
export interface OffOriginWatch {
  /** Requests (documents, scripts, fetches, frames) to another host, as `METHOD url`. */
  requests: string[]
  /** Frames that navigated to something other than an allowed http(s) host: another host, data:, javascript:. */
  navigations: string[]
  /** Dialogs opened: a javascript: payload ran. */
  dialogs: string[]
  /** Windows or tabs a page opened by itself. */
  popups: string[]
}

/**
 * Watches every request, navigation, dialog and popup of every page of `context`, open now or
 * later, and records those that go anywhere but `allowedHosts` (host:port). Requests to other
 * hosts are answered by a stand-in page, so nothing leaves the machine and a leak shows in the trace.
 */
export async function watchOffOrigin(context: BrowserContext, allowedHosts: readonly string[]): Promise<OffOriginWatch> {
  const watch: OffOriginWatch = { requests: [], navigations: [], dialogs: [], popups: [] }
  const allowed = (url: string) => {
    try {
      const parsed = new URL(url)
      return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && allowedHosts.includes(parsed.host)
    } catch {
      return false
    }
  }
  // about:blank is where every page and iframe starts; it goes nowhere.
  const harmless = (url: string) => url === 'about:blank' || url === 'about:srcdoc'
  await context.route(
    (url) => !allowedHosts.includes(url.host),
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Left the console</title>' }),
  )
  context.on('request', (request) => {
    if (!allowed(request.url())) watch.requests.push(`${request.method()} ${request.url()}`)
  })
  const watchPage = (page: Page) => {
    page.on('framenavigated', (frame) => {
      if (!allowed(frame.url()) && !harmless(frame.url())) watch.navigations.push(frame.url())
    })
    page.on('dialog', (dialog) => {
      watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`)
      void dialog.dismiss()
    })
    page.on('popup', (popup) => watch.popups.push(popup.url()))
  }
  context.pages().forEach(watchPage)
  context.on('page', watchPage)
  return watch
}

/** An empty watch: what pages that stayed home leave behind. */
export const STAYED_HOME: OffOriginWatch = { requests: [], navigations: [], dialogs: [], popups: [] }
