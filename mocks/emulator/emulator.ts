import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http'
import { getResponse } from 'msw'
import { defaultConfig } from '../../src/core/config'
import { MockDb } from '../db'
import { FaultRegistry } from '../faults'
import { createHandlers } from '../handlers'
import { connectorLoginUrl, DEFAULT_DEMO_PASSWORD, DEMO_ADMIN_UUID } from '../seed'
import { createApiBridge } from './api-bridge'
import { apiDocsPage } from './api-docs'
import { createConsoleHost, type ConsoleHost, type ConsoleSource } from './console-host'
import { externalConnectorPage } from './html-pages'
import { createHostCheck, type HostCheck } from './host-check'
import { announcesTooLargeBody, BodyTooLarge, closeAfterUnreadBody, redirect, refuseBody, sendHtml, sendText } from './http-utils'
import { mintIdToken, verifyIdToken } from './id-token'
import { InteractionBindings } from './interaction-binding'
import { LOGIN_FAILED } from './authn-error-codes'
import { createLoginRoutes } from './login'
import { LoginAnswer } from './login-answer'
import { LoginAttempts } from './login-attempts'
import { withPasswordChangeLockout } from './password-change-lockout'
import { withSelfDeactivationRefused } from './self-deactivation'
import { PreAuthentications } from './pre-authentication'
import { createScryptHasher } from './scrypt-hasher'
import { API_POLICY, setSecurityHeaders } from './security-headers'
import { createSigningKey, type SigningKey } from './signing-key'
import { close, listen } from './static-server'
import { createTestControls, TEST_CONTROLS_PATH, type MintRequest } from './test-controls'

export interface EmulatorOptions {
  /** 0 picks a free port. */
  port?: number
  host?: string
  /** Password of `admin` and the few seeded local users that have one. */
  demoPassword?: string
  /** Lifetime of id_tokens and access tokens. */
  tokenTtlSeconds?: number
  /** Adds the /__emulator/… controls (reset, faults, tokens, login-answer), for tests only. */
  testControls?: boolean
  console: ConsoleSource
  /** Until this settles, console pages answer 503 (npm start claims its port before building). */
  consoleReady?: Promise<unknown>
  /** The login lockout's clock, in milliseconds: tests move it on instead of waiting five minutes. */
  lockoutClock?: () => number
  /**
   * Host header values answered besides `127.0.0.1:<port>`, `localhost:<port>` and `<host>:<port>`,
   * e.g. `['iam.test']` for a name that resolves here. Any other Host gets 421 (mocks/emulator/host-check.ts).
   */
  allowedHosts?: readonly string[]
}

export interface Emulator {
  /** The origin, e.g. http://127.0.0.1:9440. */
  url: string
  port: number
  db: MockDb
  close(): Promise<void>
}

// The documented defaults (docs/product/serving-and-config.md); the console's own config.js points here too.
const PATHS = (() => {
  const config = defaultConfig('')
  return {
    consoleBase: '/ui/iam/',
    issuer: '/api/iam/authn',
    authnRoot: config.authnRoot,
    apiRoot: config.apiRoot,
    gatewayRoot: config.gatewayRoot,
    versionKey: config.versionKey,
    maxCertificates: config.maxCertificates,
    clientId: config.oidc.client_id,
  }
})()

const INTERACTION_PREFIX = `${PATHS.authnRoot}/interaction/`
const SESSIONS_PATH = `${PATHS.authnRoot}/sessions`
const CONNECTOR_LOGIN = new RegExp(`^${PATHS.authnRoot}/connectors/([^/]+)/login$`)

const under = (pathname: string, root: string) => pathname === root || pathname.startsWith(`${root}/`)

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>

/** Answers that are data, not pages: nothing may load from or frame them. */
const asData =
  (handler: Handler): Handler =>
  (req, res) => {
    res.setHeader('Content-Security-Policy', API_POLICY)
    return handler(req, res)
  }

const notFound: Handler = asData((_req, res) => sendText(res, 404, 'Not found'))

/**
 * A body over the limit: 413 with a JSON error. The login form's native post is the exception: the
 * browser shows its answer as the page, so it goes back to the login page as a failed login (no
 * password is that long), rather than leaving the user on a JSON error with the console gone.
 */
function refuseTooLarge(req: IncomingMessage, res: ServerResponse, pathname: string): void {
  if (req.method === 'POST' && pathname === SESSIONS_PATH) {
    res.setHeader('Connection', 'close')
    redirect(res, `${PATHS.consoleBase}login?error=${LOGIN_FAILED}`)
    return
  }
  res.setHeader('Content-Security-Policy', API_POLICY)
  refuseBody(res)
}

function stillBuilding(_req: IncomingMessage, res: ServerResponse): void {
  setSecurityHeaders(res)
  res.setHeader('Retry-After', '5')
  sendText(res, 503, 'The IAM console is still being built; try again in a few seconds.')
}

/** How long an idle kept-alive connection stays open. */
const KEEP_ALIVE_MS = 65_000

/**
 * The local IAM service on one origin: the console under /ui/iam/, an OpenID provider at
 * /api/iam/authn, the login form's endpoint, and the IAM API answered by the mock handlers.
 */
export async function createEmulator(options: EmulatorOptions): Promise<Emulator> {
  const host = options.host ?? '127.0.0.1'
  const tokenTtlSeconds = options.tokenTtlSeconds ?? 3600
  // oidc-provider takes whole seconds; catch a bad value here rather than at the first sign-in.
  if (!Number.isInteger(tokenTtlSeconds) || tokenTtlSeconds < 1) {
    throw new RangeError(`tokenTtlSeconds must be a whole number of seconds, at least 1; got ${String(tokenTtlSeconds)}.`)
  }
  // Requests that arrive before everything is wired up wait for nothing: they get a 503.
  let handler: RequestListener = stillBuilding
  // Nothing is answered before the port, and with it the emulator's own Host, is known.
  let checkHost: HostCheck = () => 'foreign'

  /** Answers what no handler may see: a foreign or missing Host, a body announced as too large. */
  function refused(req: IncomingMessage, res: ServerResponse): boolean {
    setSecurityHeaders(res)
    closeAfterUnreadBody(req, res)
    const host = checkHost(req)
    if (host !== 'allowed') {
      res.setHeader('Content-Security-Policy', API_POLICY)
      if (host === 'missing') sendText(res, 400, 'Bad request: the request names no host.')
      else sendText(res, 421, 'Misdirected request: this server does not answer for the host the request names.')
      return true
    }
    if (announcesTooLargeBody(req)) {
      // Only the path counts here; the host was checked above.
      refuseTooLarge(req, res, new URL(req.url ?? '/', 'http://emulator.invalid').pathname)
      return true
    }
    return false
  }

  const server = createServer((req, res) => {
    if (!refused(req, res)) handler(req, res)
  })
  // A client that waits for 100 Continue before it sends its body (curl does for large ones)
  // learns of a refusal without sending the body at all.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if (refused(req, res)) return
    res.writeContinue()
    handler(req, res)
  })
  // Node closes an idle kept-alive connection after 5 s; a client that sends on it just then
  // gets ECONNRESET (seen in a browser test's control request). Clients reuse a connection
  // long before a minute has passed, as they do behind the usual proxies.
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = KEEP_ALIVE_MS + 1000
  const port = await listen(server, options.port ?? 0, host)
  const origin = `http://${host}:${port}`

  let consoleHost: ConsoleHost | undefined
  try {
    checkHost = createHostCheck({ host, port, allowedHosts: options.allowedHosts })
    const db = new MockDb({
      demoPassword: options.demoPassword ?? DEFAULT_DEMO_PASSWORD,
      hasher: createScryptHasher(),
      maxCertificates: PATHS.maxCertificates,
      connectorUrl: (id) => connectorLoginUrl(PATHS.authnRoot, id),
    })
    const faults = new FaultRegistry()
    const preAuthentications = new PreAuthentications()
    const bindings = new InteractionBindings()
    const loginAttempts = new LoginAttempts(options.lockoutClock)
    const signingKey = createSigningKey()
    ;[, consoleHost] = await Promise.all([db.ready(), createConsoleHost(options.console, server, `${origin}${PATHS.issuer}`, options.allowedHosts)])

    // Loaded once the port is ours: a busy port is then reported without oidc-provider's
    // start-up notices (it warns that Node 20 is older than it supports) printed first.
    const { createOpenIdProvider } = await import('./oidc')
    const { provider, handle: handleOidc } = createOpenIdProvider({
      origin,
      issuerPath: PATHS.issuer,
      interactionPath: INTERACTION_PREFIX,
      consoleBasePath: PATHS.consoleBase,
      clientId: PATHS.clientId,
      signingKey,
      tokenTtlSeconds,
      db,
    })
    const loginAnswer = new LoginAnswer({
      signingKey,
      issuer: `${origin}${PATHS.issuer}`,
      clientId: PATHS.clientId,
      tokenTtlSeconds,
      consoleBasePath: PATHS.consoleBase,
    })
    const login = createLoginRoutes({
      db,
      provider,
      preAuthentications,
      consoleBasePath: PATHS.consoleBase,
      preAuthCookiePath: INTERACTION_PREFIX.slice(0, -1),
      bindings,
      bindingCookiePath: SESSIONS_PATH,
      origin,
      loginAttempts,
      loginAnswer,
    })
    const handlers = createHandlers(db, {
      apiRoot: `${origin}${PATHS.apiRoot}`,
      gatewayRoot: `${origin}${PATHS.gatewayRoot}`,
      authority: `${origin}${PATHS.issuer}`,
      versionKey: PATHS.versionKey,
      delayMs: 0,
      faults,
    })
    const api = createApiBridge({
      respond: withSelfDeactivationRefused(
        withPasswordChangeLockout((request) => getResponse(handlers, request), {
          url: `${origin}${PATHS.apiRoot}/users/password`,
          loginAttempts,
        }),
        { url: `${origin}${PATHS.apiRoot}/users/:uuid/active` },
      ),
      origin,
      apiRoot: PATHS.apiRoot,
      gatewayRoot: PATHS.gatewayRoot,
      verifyToken: (token) => {
        const check = verifyIdToken(token, { publicKey: signingKey.publicKey, issuer: `${origin}${PATHS.issuer}`, audience: PATHS.clientId })
        // Deactivating a user locks them out at once, not when their token ends.
        return check.ok && !db.isActiveUser(check.claims.sub) ? { ok: false, reason: "The token's user is deactivated or gone." } : check
      },
    })
    const testControls = options.testControls
      ? createTestControls({
          db,
          faults,
          preAuthentications,
          bindings,
          loginAttempts,
          loginAnswer,
          mintTokens: (request) => mintTokenResponse(request, { signingKey, issuer: `${origin}${PATHS.issuer}` }),
          origin,
        })
      : undefined
    const docs = apiDocsPage({ issuerPath: PATHS.issuer, authnRoot: PATHS.authnRoot, apiRoot: PATHS.apiRoot, gatewayRoot: PATHS.gatewayRoot })
    let consoleReady = options.consoleReady === undefined
    // A failed build is reported by whoever started it; here it only keeps the 503.
    options.consoleReady?.then(
      () => (consoleReady = true),
      () => undefined,
    )
    const serveConsole = consoleHost.handle

    /** Which part of the emulator answers a request. */
    function handlerFor(method: string, pathname: string, search: string): Handler {
      // The search goes along, so a link's parameters survive the missing slash.
      if (pathname === '/' || pathname === PATHS.consoleBase.slice(0, -1)) return (_req, res) => redirect(res, `${PATHS.consoleBase}${search}`, {}, 302)
      if (pathname.startsWith(PATHS.consoleBase)) return consoleReady ? serveConsole : stillBuilding

      // The emulator's own authentication routes sit below the issuer path, so they go first.
      if (pathname === SESSIONS_PATH && method === 'POST') return login.postSession
      if (pathname.startsWith(INTERACTION_PREFIX) && method === 'GET') {
        return (req, res) => login.startInteraction(req, res, decodeURIComponent(pathname.slice(INTERACTION_PREFIX.length)))
      }
      if (pathname === `${PATHS.authnRoot}/api-docs` && method === 'GET') return (_req, res) => sendHtml(res, 200, docs)
      const connector = CONNECTOR_LOGIN.exec(pathname)?.[1]
      if (connector !== undefined && method === 'GET') {
        return (_req, res) => sendHtml(res, 501, externalConnectorPage(decodeURIComponent(connector)))
      }
      if (under(pathname, PATHS.authnRoot)) return notFound
      if (under(pathname, PATHS.issuer)) return handleOidc

      if (under(pathname, PATHS.apiRoot) || under(pathname, PATHS.gatewayRoot)) return asData(api)
      if (testControls && under(pathname, TEST_CONTROLS_PATH)) return asData((req, res) => testControls(req, res, pathname))
      return notFound
    }

    handler = (req, res) => {
      const { pathname, search } = new URL(req.url ?? '/', origin)
      Promise.resolve()
        .then(() => handlerFor(req.method ?? 'GET', pathname, search)(req, res))
        .catch((error: unknown) => {
          if (res.headersSent) {
            res.destroy()
            if (!(error instanceof BodyTooLarge)) console.error('emulator:', error)
          } else if (error instanceof BodyTooLarge) {
            refuseTooLarge(req, res, pathname)
          } else if (error instanceof URIError) {
            sendText(res, 400, 'Bad request: malformed percent-encoding in the path')
          } else {
            console.error('emulator:', error)
            sendText(res, 500, 'Internal server error')
          }
        })
    }

    return {
      url: origin,
      port,
      db,
      async close() {
        await consoleHost?.close()
        // Ends open connections too: a delay fault or a browser's keep-alive must not hold the stop.
        await close(server)
      },
    }
  } catch (error) {
    await consoleHost?.close()
    await close(server)
    throw error
  }
}

/** A token response as an external IAM would put it in the address fragment, for tests. */
function mintTokenResponse(request: MintRequest, { signingKey, issuer }: { signingKey: SigningKey; issuer: string }) {
  const now = Math.floor(Date.now() / 1000)
  const key = request.foreignKey ? createSigningKey() : signingKey
  const minted: Record<string, unknown> = {
    iss: request.issuer ?? issuer,
    aud: request.audience,
    // The seeded administrator, whatever e-mail the test shows: the API answers only an active user.
    sub: DEMO_ADMIN_UUID,
    email: request.email,
    iat: now,
    exp: now + request.expiresInSeconds,
    ...request.claims,
  }
  const claims = Object.fromEntries(Object.entries(minted).filter(([, value]) => value !== null))
  return {
    access_token: `minted-${String(now)}`,
    expires_in: request.responseExpiresIn ?? Math.max(request.expiresInSeconds, 1),
    id_token: mintIdToken({ privateJwk: key.privateJwk, kid: signingKey.kid, claims, header: request.header }),
    state: request.state,
    token_type: 'Bearer',
  }
}
