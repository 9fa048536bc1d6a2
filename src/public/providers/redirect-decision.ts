import type { Connector, ConnectorsReply } from '../../core/api/schemas'

/** What the providers page does once the connectors have loaded (docs/product/providers.md). */
export type ProvidersDecision =
  | { kind: 'redirect'; connector: Connector }
  | { kind: 'notFound' }
  | { kind: 'list'; connectors: Connector[] }

/**
 * The decision of docs/product/providers.md: in service-provider mode with a result, the first connector;
 * a name search without a result, error404; otherwise one connector is taken, of two the
 * non-local one, and anything else shows the list.
 * `searchedName` is the `name` the user asked for; undefined when the page lists every connector.
 */
export function decideProviders(reply: ConnectorsReply, searchedName: string | undefined): ProvidersDecision {
  const connectors = reply.result
  const [first] = connectors
  if (reply.service_provider_enabled && first) return { kind: 'redirect', connector: first }
  if (searchedName !== undefined && searchedName.trim() !== '' && connectors.length === 0) return { kind: 'notFound' }
  if (connectors.length === 1 && first) return { kind: 'redirect', connector: first }
  if (connectors.length === 2) {
    const external = connectors.filter((connector) => connector.type?.toLowerCase() !== 'local')
    const [only] = external
    if (external.length === 1 && only) return { kind: 'redirect', connector: only }
  }
  return { kind: 'list', connectors }
}

/** The session record of the last automatic redirect (target and time), to stop a redirect loop. */
export const LAST_REDIRECT_KEY = 'iam.providers_last_redirect'

/**
 * Coming back to the same target within this time means the sign-in there bounced straight back;
 * a return after longer (a later sign-in in the same tab) starts afresh.
 */
export const REDIRECT_LOOP_WINDOW_MS = 60_000

interface LastRedirect {
  target: string
  at: number
}

function readLast(): LastRedirect | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(LAST_REDIRECT_KEY) ?? 'null')
    if (typeof parsed !== 'object' || parsed === null) return undefined
    const { target, at } = parsed as Partial<LastRedirect>
    return typeof target === 'string' && typeof at === 'number' ? { target, at } : undefined
  } catch {
    return undefined
  }
}

function writeLast(last: LastRedirect | null): void {
  try {
    if (last === null) sessionStorage.removeItem(LAST_REDIRECT_KEY)
    else sessionStorage.setItem(LAST_REDIRECT_KEY, JSON.stringify(last))
  } catch {
    // Without session storage the loop guard is lost, never the redirect itself.
  }
}

/**
 * Whether an automatic redirect to `target` may go ahead. When the page comes back to the
 * target it redirected to moments ago, that sign-in failed: the loop stops once (false) and the
 * record is cleared, so the same target is never taken twice in a row.
 */
export function claimAutoRedirect(target: string, now = Date.now()): boolean {
  const last = readLast()
  if (last?.target === target && now - last.at < REDIRECT_LOOP_WINDOW_MS) {
    writeLast(null)
    return false
  }
  writeLast({ target, at: now })
  return true
}

/** A redirect the user chose, or a refused target: the next automatic redirect starts afresh. */
export function forgetAutoRedirect(): void {
  writeLast(null)
}
