import type { z } from 'zod/mini'
import { appConfig, type IamConfig } from '../config'
import { callToken } from './call-token'
import { endpoints, type EndpointDef, type EndpointInput, type EndpointName, type EndpointOutput, type EndpointRoot } from './endpoints'
import { ApiError } from './errors'
import { errorResponseSchema } from './schemas'

export interface CallOptions {
  signal?: AbortSignal
}

function rootUrl(root: EndpointRoot, config: IamConfig): string {
  switch (root) {
    case 'api':
      return config.apiRoot
    case 'gateway':
      return config.gatewayRoot
    case 'authority':
      // The issuer may end in a slash; its discovery document sits below it all the same.
      return config.oidc.authority.replace(/\/+$/, '')
  }
}

const PATH_PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g

/** Fills `:name` segments from the payload and returns the path with the payload left over. */
function fillPath(
  template: string,
  payload: Record<string, unknown>,
): { path: string; rest: Record<string, unknown> } {
  const used = new Set<string>()
  const path = template.replace(PATH_PARAM, (_, name: string) => {
    const value = payload[name]
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new TypeError(`Path parameter :${name} is missing from the payload`)
    }
    const segment = encodeURIComponent(String(value))
    // The URL parser reads a `.` or `..` segment as a step up the path (`%2e` too): a call about one
    // item, its id from a link or a reply, would reach another path with the admin's token, a
    // revoked key its whole account. (An empty id is refused by the endpoints' input schemas.)
    if (segment === '.' || segment === '..') throw new TypeError(`Path parameter :${name} names no item`)
    used.add(name)
    return segment
  })
  const rest = Object.fromEntries(Object.entries(payload).filter(([key]) => !used.has(key)))
  return { path, rest }
}

/** The query string of a GET: scalar values in order, undefined and null left out. */
function toQueryString(payload: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue
    const scalar = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    params.append(key, scalar ? String(value) : JSON.stringify(value))
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}

function requestBody(endpoint: EndpointDef, rest: Record<string, unknown>): BodyInit | undefined {
  if (endpoint.method === 'GET') return undefined
  if (endpoint.multipart) {
    const form = new FormData()
    const part = rest.files instanceof Blob ? rest.files : new Blob([JSON.stringify(rest)], { type: 'application/json' })
    form.append('files', part)
    return form
  }
  // A call with nothing to say sends no body (docs/product/api.md: a new access key is a bare POST).
  if (Object.keys(rest).length === 0) return undefined
  return JSON.stringify(rest)
}

/**
 * Reads a reply body (docs/product/api.md 'Replies'): JSON; text/plain 200 as JSON; no body (204,
 * or an empty one of any type) as null, which the call's schema accepts or refuses; any other body
 * cannot be read.
 */
async function readBody(response: Response): Promise<{ ok: true; data: unknown } | { ok: false }> {
  if (response.status === 204) return { ok: true, data: null }
  const text = await response.text()
  if (text.trim() === '') return { ok: true, data: null }
  const type = response.headers.get('content-type') ?? ''
  const isJson = /\bjson\b/i.test(type)
  const isPlain200 = response.status === 200 && /^text\/plain\b/i.test(type)
  if (!isJson && !isPlain200) return { ok: false }
  try {
    return { ok: true, data: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError')
}

/**
 * Makes one call of the endpoint table and returns its reply parsed by the endpoint's schema.
 * Every failure is an ApiError; an abort through `options.signal` is passed through as is.
 */
export async function call<I extends z.ZodMiniType, O extends z.ZodMiniType>(
  endpoint: EndpointDef<I, O>,
  input: z.input<I>,
  options: CallOptions = {},
): Promise<z.output<O>> {
  const config = appConfig()
  const payload = endpoint.input.parse(input) as Record<string, unknown>
  const { path, rest } = fillPath(endpoint.path, payload)
  const bodyFields = endpoint.keepPathParamsInBody ? payload : rest
  const query = endpoint.method === 'GET' ? toQueryString(rest) : ''
  const url = new URL(`${rootUrl(endpoint.root, config)}${path}${query}`, window.location.origin)

  const headers = new Headers({ Accept: 'application/json' })
  const body = requestBody(endpoint, bodyFields)
  if (typeof body === 'string') headers.set('Content-Type', 'application/json')
  const token = await callToken()
  if (token) headers.set('Authorization', `Bearer ${token}`)

  let response: Response
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers,
      body,
      // A redirect from the API means the session is gone; it must not be followed to an HTML login page.
      redirect: 'manual',
      // The answers hold the directory's people and settings: the browser keeps none of them in its
      // HTTP cache, whatever the service's headers say, so none is left there after logout.
      cache: 'no-store',
      signal: options.signal,
    })
  } catch (error) {
    if (isAbort(error, options.signal)) throw error
    throw ApiError.client('FETCH_COMMUNICATION_ERROR', error)
  }

  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    throw ApiError.client('RECEIVED_LOGIN_REDIRECT')
  }

  const read = await readBody(response).catch((error: unknown) => {
    if (isAbort(error, options.signal)) throw error
    throw ApiError.client('FETCH_COMMUNICATION_ERROR', error)
  })

  if (!response.ok) {
    const parsed = read.ok ? errorResponseSchema.safeParse(read.data) : undefined
    throw new ApiError(`HTTP_${response.status}`, response.status, parsed?.success ? parsed.data : undefined)
  }
  if (!read.ok) throw ApiError.client('INVALID_SERVER_RESPONSE')

  // A 2xx reply that carries a `code` field reports a failure (docs/product/api.md 'Replies').
  if (typeof read.data === 'object' && read.data !== null && 'code' in read.data) {
    const parsed = errorResponseSchema.safeParse(read.data)
    const code = String(read.data.code)
    throw new ApiError(`HTTP_${response.status}`, response.status, {
      ...(parsed.success ? parsed.data : {}),
      error_code: parsed.success && parsed.data.error_code ? parsed.data.error_code : code,
    })
  }

  const parsed = endpoint.output.safeParse(read.data)
  if (!parsed.success) {
    console.error(`Reply of ${endpoint.method} ${url.pathname} does not fit its schema`, parsed.error.issues)
    throw ApiError.client('INVALID_SERVER_RESPONSE', parsed.error)
  }
  return parsed.data
}

/** `call()` by endpoint name, typed from the table. */
export function callEndpoint<N extends EndpointName>(
  name: N,
  input: EndpointInput<N>,
  options?: CallOptions,
): Promise<EndpointOutput<N>> {
  // TypeScript cannot follow a generic name through the table's union; the table's own
  // entry for `name` is exactly what these types describe.
  return call(endpoints[name] as EndpointDef, input, options) as Promise<EndpointOutput<N>>
}
