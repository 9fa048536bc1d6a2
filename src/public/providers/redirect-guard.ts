/**
 * The providers page sends the browser away only to http(s) URLs on the page's own host or a
 * host listed in allowedRedirectHosts (docs/product/providers.md). Everything else is refused.
 */
export interface RedirectPolicy {
  /** The page's origin, e.g. 'https://pc.example.com:9440'; relative URLs resolve against it. */
  origin: string
  /** Extra hosts, optionally with a port ('idp.example.com', 'idp.example.com:8443', '[fd00::1]'). */
  allowedHosts: readonly string[]
}

/** Backslashes (read as '/'), control characters and spaces hide where a URL really goes. */
function hasHiddenCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code === 0x5c || code <= 0x20 || code === 0x7f) return true
  }
  return false
}

const ABSOLUTE_HTTP = /^https?:\/\/[^/]/i

/**
 * The absolute URL to redirect to, or undefined when `candidate` is not a safe target: not a
 * path on this origin ('/…', never '//…') nor an http(s) URL on an allowed host.
 */
export function safeRedirectUrl(candidate: unknown, policy: RedirectPolicy): string | undefined {
  if (typeof candidate !== 'string' || candidate === '' || hasHiddenCharacters(candidate)) return undefined
  const isPath = candidate.startsWith('/') && !candidate.startsWith('//')
  if (!isPath && !ABSOLUTE_HTTP.test(candidate)) return undefined
  let url: URL
  let page: URL
  try {
    page = new URL(policy.origin)
    url = new URL(candidate, page.origin)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  // Credentials in a URL ('https://good@evil') only serve to disguise the host.
  if (url.username !== '' || url.password !== '') return undefined
  if (!isAllowedHost(url, page, policy.allowedHosts)) return undefined
  return url.href
}

const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' }
/** 'host', 'host:8443', '[::1]' or '[::1]:8443', split into the host and the port if any. */
const HOST_AND_PORT = /^(.+?)(?::(\d+))?$/

function isAllowedHost(url: URL, page: URL, allowedHosts: readonly string[]): boolean {
  // The page's own host on any port, as an allowed host without a port is: the console and the
  // provider's sign-in page may be served on the same machine from different ports.
  if (url.hostname === page.hostname) return true
  // A URL names no port when it uses its scheme's default, so 'idp:443' must match 'https://idp/'.
  const port = url.port || DEFAULT_PORTS[url.protocol]
  return allowedHosts.some((entry) => {
    const allowed = HOST_AND_PORT.exec(entry.trim().toLowerCase())
    if (!allowed) return false
    const [, host, allowedPort] = allowed
    // An entry with a port matches that port only; one without matches the host on any port.
    return url.hostname === host && (allowedPort === undefined || allowedPort === port)
  })
}
