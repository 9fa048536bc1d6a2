import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { createEmulator, type Emulator, type EmulatorOptions } from '../../../mocks/emulator/emulator'

// What a browser does for the sign-in, done by hand: cookies by path, redirects one at a time.

interface Cookie {
  value: string
  path: string
}

export interface Hop {
  status: number
  location: string | undefined
  response: Response
}

export class Browser {
  private readonly cookies = new Map<string, Cookie>()

  constructor(readonly origin: string) {}

  /** One request, without following redirects; cookies are sent and stored. */
  async request(url: string, init: RequestInit = {}): Promise<Hop> {
    const target = new URL(url, this.origin)
    const headers = new Headers(init.headers)
    const cookie = this.cookieHeader(target.pathname)
    if (cookie) headers.set('Cookie', cookie)
    const response = await fetch(target, { ...init, headers, redirect: 'manual' })
    for (const line of response.headers.getSetCookie()) this.store(line)
    const location = response.headers.get('location') ?? undefined
    return { status: response.status, location: location && new URL(location, target).href, response }
  }

  get(url: string): Promise<Hop> {
    return this.request(url)
  }

  postForm(url: string, fields: Record<string, string>): Promise<Hop> {
    return this.request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    })
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name)?.value
  }

  setCookie(name: string, value: string, path = '/'): void {
    this.cookies.set(name, { value, path })
  }

  private cookieHeader(pathname: string): string {
    return [...this.cookies]
      .filter(([, cookie]) => pathname === cookie.path || pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ')
  }

  private store(line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
    const separator = pair.indexOf('=')
    const name = pair.slice(0, separator)
    const value = pair.slice(separator + 1)
    const attribute = (key: string) =>
      attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1)
    const maxAge = attribute('max-age')
    const expires = attribute('expires')
    const expired = (maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) <= Date.now())
    if (expired || value === '') this.cookies.delete(name)
    else this.cookies.set(name, { value, path: attribute('path') ?? '/' })
  }
}

// ------------------------------------------------------------ sign-in

export const CLIENT_ID = 'iam-ui'

export interface AuthorizationRequest {
  url: string
  verifier: string
  state: string
  redirectUri: string
}

/** A code + PKCE (S256) authorization request as oidc-client-ts makes it. */
export function authorizationRequest(origin: string, extra: Record<string, string> = {}): AuthorizationRequest {
  const verifier = randomBytes(32).toString('base64url')
  const state = randomBytes(8).toString('hex')
  const redirectUri = `${origin}/ui/iam/callback`
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: redirectUri,
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...extra,
  })
  return { url: `${origin}/api/iam/authn/auth?${query.toString()}`, verifier, state, redirectUri }
}

export interface TokenReply {
  id_token: string
  access_token: string
  token_type: string
  expires_in: number
}

export async function exchangeCode(origin: string, request: AuthorizationRequest, callbackUrl: string): Promise<TokenReply> {
  const callback = new URL(callbackUrl)
  if (callback.searchParams.get('state') !== request.state) throw new Error(`state mismatch in ${callbackUrl}`)
  const code = callback.searchParams.get('code')
  if (!code) throw new Error(`no code in ${callbackUrl}`)
  const response = await fetch(`${origin}/api/iam/authn/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: request.redirectUri,
      client_id: CLIENT_ID,
      code_verifier: request.verifier,
    }).toString(),
  })
  if (response.status !== 200) throw new Error(`token endpoint answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as TokenReply
}

export function decodeJwtPayload(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>
}

export function loginRedirect(hop: Hop): URL {
  if (!hop.location) throw new Error(`expected a redirect, got ${hop.status}`)
  return new URL(hop.location)
}

/** authorize → interaction route → login page with the interaction uid. */
export async function startSignIn(browser: Browser, request: AuthorizationRequest): Promise<string> {
  const toInteraction = await browser.get(request.url)
  if (toInteraction.status !== 303 || !toInteraction.location) throw new Error(`authorize answered ${toInteraction.status}`)
  const toLogin = await browser.get(toInteraction.location)
  const uid = loginRedirect(toLogin).searchParams.get('interaction')
  if (!uid) throw new Error(`no interaction in ${toLogin.location ?? ''}`)
  return uid
}

/** Follows same-origin redirects until one leaves for the console's callback (or anything not a redirect). */
export async function followUntilCallback(browser: Browser, hop: Hop): Promise<Hop> {
  let current = hop
  for (let step = 0; step < 10 && current.location && !current.location.includes('/ui/iam/'); step++) {
    current = await browser.get(current.location)
  }
  return current
}

/**
 * A full sign-in as `login`, through the login form posted with the interaction uid; `browser` then
 * holds the provider's session.
 */
export async function signIn(origin: string, login: string, password: string, browser = new Browser(origin)): Promise<TokenReply> {
  const request = authorizationRequest(origin)
  const uid = await startSignIn(browser, request)
  const posted = await browser.postForm('/api/iam/authn/v1/sessions', { login, password, interaction: uid })
  const callback = await followUntilCallback(browser, posted)
  const location = callback.location ?? ''
  if (!location.startsWith(request.redirectUri)) throw new Error(`The sign-in ended at ${location || String(callback.status)}`)
  return exchangeCode(origin, request, location)
}

// ------------------------------------------------------------ emulator with a dummy console

export interface TestEmulator {
  emulator: Emulator
  stop(): Promise<void>
}

/** A real emulator on a free port, serving a stand-in console from a temporary directory (no build needed). */
export async function startTestEmulator(options: Omit<EmulatorOptions, 'console'> = {}): Promise<TestEmulator> {
  const root = await mkdtemp(join(tmpdir(), 'iam-emulator-'))
  await writeFile(join(root, 'index.html'), '<!doctype html><title>IAM UI</title><div id="root"></div>')
  await writeFile(join(root, 'config.js'), 'window.__IAM_CONFIG__ = { mock: false };')
  const emulator = await createEmulator({ ...options, port: options.port ?? 0, console: { kind: 'static', root } })
  return {
    emulator,
    async stop() {
      await emulator.close()
      await rm(root, { recursive: true, force: true })
    },
  }
}

/**
 * One emulator for the whole test file, reached over real HTTP. Read its fields inside hooks and
 * tests.
 */
export function emulatorForThisFile(options: Omit<EmulatorOptions, 'console'> = {}): { readonly emulator: Emulator; readonly origin: string } {
  let running: TestEmulator | undefined
  beforeAll(async () => {
    running = await startTestEmulator(options)
  })
  afterAll(() => running?.stop())
  const current = () => {
    if (!running) throw new Error('the emulator starts in beforeAll')
    return running.emulator
  }
  return {
    get emulator() {
      return current()
    },
    get origin() {
      return current().url
    },
  }
}
