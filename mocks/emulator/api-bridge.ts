import type { IncomingMessage, ServerResponse } from 'node:http'
import { INVALID_TOKEN } from './authn-error-codes'
import { clientAddress } from './client-address'
import { readBody, sendJson } from './http-utils'
import type { IdTokenCheck } from './id-token'

/** Which configured base a public call's path is relative to. */
export type PublicCallRoot = 'api' | 'gateway'

/**
 * Calls that answer without a token, by method and path below their root: the pages that run
 * before sign-in need them (docs/decisions/005-emulator-public-endpoints.md). Every other call
 * under either root needs a valid id_token.
 */
export const PUBLIC_API_CALLS: readonly { root: PublicCallRoot; method: string; path: string }[] = [
  { root: 'api', method: 'GET', path: '/oidc/connectors' },
  { root: 'api', method: 'GET', path: '/system_configuration' },
  { root: 'api', method: 'PUT', path: '/users/password' },
  { root: 'api', method: 'GET', path: '/saml/sp/metadata' },
  { root: 'gateway', method: 'GET', path: '/services/rest/v1/utils/pre_login_details' },
]

export function isPublicApiCall(root: PublicCallRoot, method: string, pathBelowRoot: string): boolean {
  return PUBLIC_API_CALLS.some((call) => call.root === root && call.method === method && call.path === pathBelowRoot)
}

/**
 * Answers one API call, or undefined when no endpoint matches. The caller's address
 * (client-address.ts) and, for a call that needs a token, the subject of the caller's verified
 * id_token ride beside the request, not in a header a client could write itself.
 */
export type ApiResponder = (request: Request, clientAddress: string, caller: string | undefined) => Promise<Response | undefined>

/** One field of a request's or reply's JSON body, read without using the body up; undefined when it has none. */
export async function jsonFieldOf(message: Request | Response, field: string): Promise<unknown> {
  const body: unknown = await message
    .clone()
    .json()
    .catch(() => undefined)
  return typeof body === 'object' && body !== null && Object.hasOwn(body, field) ? (Reflect.get(body, field) as unknown) : undefined
}

export interface ApiBridgeOptions {
  respond: ApiResponder
  origin: string
  /** Path prefixes, e.g. /api/iam/v1 and /PrismGateway. */
  apiRoot: string
  gatewayRoot: string
  verifyToken: (token: string) => IdTokenCheck
}

/** Hop-by-hop headers describe this connection, not the request, and Fetch refuses some of them. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer'])

async function toFetchRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  const method = req.method ?? 'GET'
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req)
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    ...(body && body.length > 0 ? { body: new Uint8Array(body) } : {}),
  })
}

async function writeFetchResponse(response: Response, res: ServerResponse): Promise<void> {
  // A 'network' fault: the caller must see a dropped connection, not an HTTP answer.
  if (response.type === 'error') {
    res.destroy()
    return
  }
  const body = Buffer.from(await response.arrayBuffer())
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  res.writeHead(response.status, { ...headers, 'content-length': body.length })
  res.end(body)
}

function bearerToken(req: IncomingMessage): string | undefined {
  return /^Bearer[ ]+([\w.~+/-]+=*)$/i.exec(req.headers.authorization ?? '')?.[1]
}

/**
 * Answers the IAM API and the gateway's version call over HTTP from the same msw handlers the
 * tests and the offline demo use, after checking the caller's id_token.
 */
export function createApiBridge(options: ApiBridgeOptions): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const { apiRoot, gatewayRoot } = options

  function needsToken(method: string, pathname: string): boolean {
    if (pathname.startsWith(`${gatewayRoot}/`)) return !isPublicApiCall('gateway', method, pathname.slice(gatewayRoot.length))
    return !isPublicApiCall('api', method, pathname.slice(apiRoot.length))
  }

  return async (req, res) => {
    const method = req.method ?? 'GET'
    const pathname = new URL(req.url ?? '/', options.origin).pathname
    const endpoint = `${method} ${pathname}`

    let caller: string | undefined
    if (needsToken(method, pathname)) {
      const token = bearerToken(req)
      const check: IdTokenCheck = token ? options.verifyToken(token) : { ok: false, reason: 'The request carries no bearer token.' }
      if (!check.ok) {
        res.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"')
        sendJson(res, 401, { details: check.reason, endpoint, error_code: INVALID_TOKEN, severity: 'ERROR' })
        return
      }
      caller = check.claims.sub
    }

    const response = await options.respond(await toFetchRequest(req, options.origin), clientAddress(req), caller)
    if (!response) {
      sendJson(res, 404, { details: `The service has no endpoint ${endpoint}.`, endpoint, error_code: 'IAM_ERR_404', severity: 'ERROR' })
      return
    }
    await writeFetchResponse(response, res)
  }
}
