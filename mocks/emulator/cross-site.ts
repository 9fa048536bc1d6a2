import type { IncomingHttpHeaders } from 'node:http'

/**
 * Why a form post is refused as coming from another site, or undefined when it may go ahead.
 * A page elsewhere could otherwise post a login on the user's behalf (login CSRF) or guess
 * passwords through the user's browser. Browsers say where a request comes from:
 * - `Sec-Fetch-Site` (current browsers): only `same-origin`, or `none` (the user's own action)
 *   passes; `same-site` is refused too, since another port of the same host is another origin;
 * - `Origin` (every browser since about 2020 on a POST): it must be this origin. `null` (an
 *   opaque origin: a sandboxed frame, a data: URL, a redirect through another site, or a page
 *   with `Referrer-Policy: no-referrer`) passes only when `Sec-Fetch-Site` vouches for it.
 * A request with neither header did not come from a current browser (curl, a script): there is
 * no victim's browser to abuse, so it is let through, as Go's CrossOriginProtection does.
 */
export function crossSiteReason(headers: IncomingHttpHeaders, origin: string): string | undefined {
  const site = headers['sec-fetch-site']
  const from = headers.origin
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return `Sec-Fetch-Site is ${site}`
  if (from === undefined) return undefined
  if (from === 'null') return site === 'same-origin' ? undefined : 'Origin is null'
  return from === origin ? undefined : `Origin is ${from}`
}
