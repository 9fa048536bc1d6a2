// @vitest-environment node
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEmulator } from '../../../mocks/emulator/emulator'
import { LINGER_MS, MAX_BODY_BYTES } from '../../../mocks/emulator/http-utils'
import { COMMON_SECURITY_HEADERS } from '../../../mocks/emulator/security-headers'
import { DEFAULT_DEMO_PASSWORD } from '../../../mocks/seed'
import { chunksOf, rawRequest, type RawReply } from '../../e2e/support/raw-http'
import { emulatorForThisFile, signIn, startTestEmulator } from './browser'

// What the emulator does before any handler: a request for another host is refused (421), and
// a body over 1 MiB gets 413 with a JSON error (the login form's post: a failed login's redirect),
// read no further, on a connection that then closes without resetting the client's answer.

const server = emulatorForThisFile({ testControls: true })
const KiB = 1024
const MiB = 1024 * KiB
const TOO_LARGE = { error: `The request body is larger than ${String(MAX_BODY_BYTES)} bytes.` }
const LOGIN_FORM = '/api/iam/authn/v1/sessions'
const LOGIN_FAILED_PAGE = '/ui/iam/login?error=AUTHN_ERR_7'

let idToken: string
beforeAll(async () => {
  idToken = (await signIn(server.origin, 'admin', DEFAULT_DEMO_PASSWORD)).id_token
})

const url = (path: string) => `${server.origin}${path}`
const hostOf = () => new URL(server.origin).host

/** Every route that reads a body, with what it takes. */
const BODY_ROUTES = (): readonly { name: string; method: string; path: string; headers: Record<string, string> }[] => [
  { name: 'the login form', method: 'POST', path: LOGIN_FORM, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
  { name: 'the public password call', method: 'PUT', path: '/api/iam/v1/users/password', headers: { 'Content-Type': 'application/json' } },
  {
    name: 'a protected API call, with a valid token',
    method: 'POST',
    path: '/api/iam/v1/service_accounts',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
  },
  { name: 'a test control', method: 'POST', path: '/__emulator/faults', headers: { 'Content-Type': 'application/json' } },
]

function expectTooLarge(reply: RawReply, what: string, path?: string): void {
  if (path === LOGIN_FORM) {
    // The browser shows this answer as the page: it goes back to the login page, not to a JSON error.
    expect(reply.status, what).toBe(303)
    expect(reply.headers.location, what).toBe(LOGIN_FAILED_PAGE)
  } else {
    expect(reply.status, what).toBe(413)
    expect(reply.headers['content-type'], what).toBe('application/json')
    expect(JSON.parse(reply.body), what).toEqual(TOO_LARGE)
  }
  expect(reply.headers.connection, what).toBe('close')
  // The client read the whole answer and saw no reset or broken pipe while it was still sending.
  expect(reply.clientError, what).toBeUndefined()
}

describe('a body over 1 MiB', () => {
  it('announced by Content-Length, is refused before a byte of it is read', async () => {
    for (const route of [...BODY_ROUTES(), { name: 'the token endpoint', method: 'POST', path: '/api/iam/authn/token', headers: {} }]) {
      // No body follows the headers: an answer can only come from a server that did not wait for it.
      const reply = await rawRequest(url(route.path), { method: route.method, headers: { ...route.headers, 'Content-Length': String(2 * MiB) } })
      expectTooLarge(reply, route.name, route.path)
    }
  })

  // 8 MiB: enough that the client is still sending when the answer comes. A connection closed
  // at once then breaks its pipe (EPIPE) or resets it, instead of letting it finish and read.
  const EIGHT_MIB = () => chunksOf(64 * KiB, 128)

  it('sent in chunks, is refused once it grows past the limit, and the client reads the answer', async () => {
    for (const route of BODY_ROUTES()) {
      const reply = await rawRequest(url(route.path), { method: route.method, headers: route.headers, body: EIGHT_MIB() })
      expectTooLarge(reply, route.name, route.path)
    }
  })

  it('announced and sent all the same, is refused and the client still reads the answer', async () => {
    for (const route of BODY_ROUTES()) {
      const reply = await rawRequest(url(route.path), {
        method: route.method,
        headers: { ...route.headers, 'Content-Length': String(8 * MiB) },
        body: EIGHT_MIB(),
      })
      expectTooLarge(reply, route.name, route.path)
    }
  })

  it('played no part: a refused fault was never set', async () => {
    const fault = Buffer.from(JSON.stringify({ name: 'GET_SYSTEM_CONFIG', fault: { status: 500 }, padding: 'x'.repeat(MAX_BODY_BYTES) }))
    const reply = await rawRequest(url('/__emulator/faults'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: [fault] })
    expectTooLarge(reply, 'the fault')
    expect((await fetch(url('/api/iam/v1/system_configuration'))).status).toBe(200)
  })

  it('announced to a client that waits for 100 Continue, is refused without it being sent', async () => {
    const reply = await rawRequest(url(LOGIN_FORM), {
      method: 'POST',
      headers: { 'Content-Length': String(2 * MiB) },
      body: chunksOf(MiB, 2),
      expectContinue: true,
    })
    expectTooLarge(reply, 'Expect: 100-continue', LOGIN_FORM)
    expect(reply.continued).toBe(false)
    expect(reply.bytesWritten).toBe(0)
  })

  it('is still read at exactly 1 MiB', async () => {
    const form = new URLSearchParams({ login: 'admin', password: 'wrong' }).toString()
    const body = Buffer.from(`${form}&padding=${'x'.repeat(MAX_BODY_BYTES - form.length - '&padding='.length)}`)
    expect(body.length).toBe(MAX_BODY_BYTES)
    const reply = await rawRequest(url('/api/iam/authn/v1/sessions'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: [body],
    })
    expect(reply.status).toBe(303)
    expect(reply.headers.location).toMatch(/error=AUTHN_ERR_7/)
  })

  it("to the provider's token endpoint, is cut off by the provider at 56 KiB and not read on", async () => {
    const reply = await rawRequest(url('/api/iam/authn/token'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: EIGHT_MIB(),
    })
    expect(reply.status).toBe(400)
    expect(JSON.parse(reply.body)).toMatchObject({ error: 'invalid_request' })
    expect(reply.clientError).toBeUndefined()
  })

  it(
    'from a sender that keeps sending after the answer, is dropped with its connection within the linger time',
    async () => {
      const { port } = server.emulator
      const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true })
      let answer = ''
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')))
      socket.on('error', () => undefined)
      const closed = new Promise<number>((resolveClosed) => socket.once('close', () => resolveClosed(Date.now())))
      const chunk = (size: number) => `${size.toString(16)}\r\n${'a'.repeat(size)}\r\n`
      socket.write(`POST /api/iam/authn/v1/sessions HTTP/1.1\r\nHost: ${hostOf()}\r\nTransfer-Encoding: chunked\r\n\r\n`)
      socket.write(chunk(MAX_BODY_BYTES + 1))
      // Then a trickle that never ends, unlike any real upload.
      const trickle = setInterval(() => {
        if (!socket.destroyed && socket.writable) socket.write(chunk(1024))
      }, 50)
      const answeredAt = await new Promise<number>((resolveAnswered) => {
        socket.on('data', () => {
          if (answer.includes('\r\n\r\n')) resolveAnswered(Date.now())
        })
      })
      const closedAt = await closed
      clearInterval(trickle)
      expect(answer).toMatch(/^HTTP\/1\.1 303 /)
      expect(answer).toContain(`Location: ${LOGIN_FAILED_PAGE}\r\n`)
      expect(closedAt - answeredAt).toBeLessThan(LINGER_MS + 2000)
    },
    LINGER_MS + 10_000,
  )
})

/** One raw HTTP/1.x exchange: the text sent as is, the answer until the server closes. */
function exchange(port: number, text: string): Promise<string> {
  return new Promise((resolveAnswer, reject) => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')))
    socket.on('error', reject)
    socket.on('close', () => resolveAnswer(answer))
    socket.end(text)
  })
}

describe('the Host a request names', () => {
  it('must be the emulator itself: any other name gets 421 before a handler runs', async () => {
    for (const [method, path] of [
      ['GET', '/ui/iam/'],
      ['GET', '/api/iam/authn/.well-known/openid-configuration'],
      ['GET', '/api/iam/v1/system_configuration'],
      ['GET', '/PrismGateway/services/rest/v1/utils/pre_login_details'],
      ['POST', '/__emulator/reset'],
    ] as const) {
      for (const host of [`evil.example:${String(server.emulator.port)}`, 'evil.example', '127.0.0.1:1', `127.0.0.2:${String(server.emulator.port)}`]) {
        const reply = await rawRequest(url(path), { method, headers: { Host: host } })
        expect(reply.status, `${host} ${path}`).toBe(421)
        expect(reply.headers['content-type'], path).toBe('text/plain; charset=utf-8')
        expect(reply.body).toBe('Misdirected request: this server does not answer for the host the request names.\n')
        for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) expect(reply.headers[name.toLowerCase()], name).toBe(value)
      }
    }
  })

  it('refused, reaches no handler: a rebound page cannot sign in or set a fault', async () => {
    const foreign = { Host: 'rebound.example:80' }
    const login = await rawRequest(url('/api/iam/authn/v1/sessions'), {
      method: 'POST',
      headers: { ...foreign, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: [Buffer.from(new URLSearchParams({ login: 'admin', password: DEFAULT_DEMO_PASSWORD }).toString())],
    })
    expect(login.status).toBe(421)
    expect(login.headers['set-cookie']).toBeUndefined()
    const fault = await rawRequest(url('/__emulator/faults'), {
      method: 'POST',
      headers: { ...foreign, 'Content-Type': 'application/json' },
      body: [Buffer.from(JSON.stringify({ name: 'GET_SYSTEM_CONFIG', fault: { status: 500 } }))],
    })
    expect(fault.status).toBe(421)
    expect((await fetch(url('/api/iam/v1/system_configuration'))).status).toBe(200)
  })

  it('is answered as 127.0.0.1 or localhost with the port, in any case', async () => {
    for (const host of [hostOf(), `localhost:${String(server.emulator.port)}`, `LOCALHOST:${String(server.emulator.port)}`]) {
      const reply = await rawRequest(url('/api/iam/authn/.well-known/openid-configuration'), { headers: { Host: host } })
      expect(reply.status, host).toBe(200)
    }
  })

  it('counts the authority of an absolute request target instead of Host', async () => {
    const { port } = server.emulator
    const foreign = await exchange(port, `GET http://evil.example/ui/iam/ HTTP/1.1\r\nHost: ${hostOf()}\r\nConnection: close\r\n\r\n`)
    expect(foreign).toMatch(/^HTTP\/1\.1 421 /)
    const own = await exchange(port, `GET ${server.origin}/api/iam/v1/system_configuration HTTP/1.1\r\nHost: ${hostOf()}\r\nConnection: close\r\n\r\n`)
    expect(own).toMatch(/^HTTP\/1\.1 200 /)
  })

  it('missing, gets 400', async () => {
    const answer = await exchange(server.emulator.port, 'GET /ui/iam/ HTTP/1.0\r\n\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    expect(answer).toContain('Bad request: the request names no host.')
  })
})

describe('allowedHosts', () => {
  let configured: Awaited<ReturnType<typeof startTestEmulator>>
  beforeAll(async () => {
    configured = await startTestEmulator({ allowedHosts: ['iam.test', ' Other.Test:8443 '] })
  })
  afterAll(() => configured.stop())

  it('adds names: one without a port alone or with the emulator port, one with a port with that port only', async () => {
    const { port, url: origin } = configured.emulator
    const status = async (host: string) =>
      (await rawRequest(`${origin}/api/iam/authn/.well-known/openid-configuration`, { headers: { Host: host } })).status
    expect(await status('iam.test')).toBe(200)
    expect(await status(`iam.test:${String(port)}`)).toBe(200)
    expect(await status('IAM.test')).toBe(200)
    expect(await status('other.test:8443')).toBe(200)
    expect(await status('iam.test:1')).toBe(421)
    expect(await status('other.test')).toBe(421)
    expect(await status(`other.test:${String(port)}`)).toBe(421)
    expect(await status('sub.iam.test')).toBe(421)
  })

  it('refuses an entry that is not a host', async () => {
    for (const entry of ['http://iam.test', 'iam.test/ui', '*.test', '']) {
      await expect(createEmulator({ port: 0, allowedHosts: [entry], console: { kind: 'static', root: '/nonexistent' } }), entry).rejects.toThrow(
        `An allowed host is a name or address with an optional port, like iam.test or iam.test:8443; got "${entry}".`,
      )
    }
  })
})
