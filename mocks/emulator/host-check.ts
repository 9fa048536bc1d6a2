import type { IncomingMessage } from 'node:http'

/** A name or address, with an optional port: what a Host header holds. */
const HOST_VALUE = /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)(?::\d{1,5})?$/

export interface HostCheckOptions {
  /** The address the emulator listens on, e.g. 127.0.0.1. */
  host: string
  port: number
  /**
   * Further names it answers to, e.g. `iam.test` or `iam.test:8443`. A name without a port
   * matches it alone (a proxy on the default port) and with the emulator's port.
   */
  allowedHosts?: readonly string[]
}

export type HostCheck = (req: IncomingMessage) => 'allowed' | 'missing' | 'foreign'

/**
 * Which Host header values the emulator answers. A page of another site can have the browser
 * send requests to 127.0.0.1 under that site's own name (DNS rebinding: evil.example made to
 * resolve to 127.0.0.1), and the browser then treats the answers as that site's. Such requests
 * still carry the foreign name in Host, so they are refused before any handler runs.
 */
export function createHostCheck({ host, port, allowedHosts = [] }: HostCheckOptions): HostCheck {
  const withPort = (name: string) => `${name}:${String(port)}`
  const own = host.includes(':') ? `[${host}]` : host
  const allowed = new Set([withPort('127.0.0.1'), withPort('localhost'), withPort(own)])
  // Browsers leave out the scheme's default port.
  if (port === 80) for (const name of ['127.0.0.1', 'localhost', own]) allowed.add(name)
  for (const entry of allowedHosts) {
    const value = entry.trim().toLowerCase()
    if (!HOST_VALUE.test(value)) throw new Error(`An allowed host is a name or address with an optional port, like iam.test or iam.test:8443; got "${entry}".`)
    allowed.add(value)
    if (!/:\d+$/.test(value)) allowed.add(withPort(value))
  }

  return (req) => {
    const value = hostOf(req)
    if (value === undefined) return 'missing'
    return value !== null && allowed.has(value.toLowerCase()) ? 'allowed' : 'foreign'
  }
}

/** The host a request is for; null when its target cannot be read. */
function hostOf(req: IncomingMessage): string | null | undefined {
  const target = req.url ?? '/'
  if (target.startsWith('/') || target === '*') return req.headers.host || undefined
  // A target in absolute form names the host itself, and it counts instead of Host (RFC 9112 §3.2.2).
  try {
    return new URL(target).host
  } catch {
    return null
  }
}
