// @vitest-environment node
import { createPublicKey, type JsonWebKey } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { verifyIdToken } from '../../../mocks/emulator/id-token'
import { DEFAULT_DEMO_PASSWORD } from '../../../mocks/seed'
import { authorizationRequest, Browser, decodeJwtPayload, emulatorForThisFile, followUntilCallback, signIn, startSignIn } from './browser'

const SESSIONS = '/api/iam/authn/v1/sessions'
const ADMIN = { login: 'admin', password: DEFAULT_DEMO_PASSWORD }
const TOKEN_TTL_SECONDS = 900

const server = emulatorForThisFile({ testControls: true, tokenTtlSeconds: TOKEN_TTL_SECONDS })

function control(path: string, body?: unknown): Promise<Response> {
  return fetch(`${server.origin}/__emulator${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

async function answerWith(mode: 'code' | 'fragment'): Promise<void> {
  expect((await control('/login-answer', { mode })).status).toBe(204)
}

/** The login posted without an interaction; returns the answer and its fragment's fields. */
async function logIn(fields: Record<string, string>) {
  const browser = new Browser(server.origin)
  const posted = await browser.postForm(SESSIONS, fields)
  const location = new URL(posted.location ?? '')
  return { posted, browser, location, fragment: new URLSearchParams(location.hash.slice(1)) }
}

/** The provider's published signing key, as the API's gate and any relying party would take it. */
async function publishedKey() {
  const { keys } = (await (await fetch(`${server.origin}/api/iam/authn/jwks`)).json()) as { keys: JsonWebKey[] }
  const [key] = keys
  if (!key) throw new Error('the provider publishes no key')
  return createPublicKey({ key, format: 'jwk' })
}

function adminUuid(): string {
  const admin = server.emulator.db.listUsers({ length: 10, offset: 0 }, /^admin$/).result[0]
  if (!admin) throw new Error('the seed has no admin')
  return admin.uuid
}

beforeEach(async () => {
  expect((await control('/reset')).status).toBe(204)
})

describe('the fragment answer of the login form', () => {
  it('answers a login without an interaction with the tokens in the console’s address fragment, echoing the state', async () => {
    await answerWith('fragment')
    const state = 'a b&c=d/é+%#?'
    const { posted, location, fragment } = await logIn({ ...ADMIN, state })
    expect(posted.status).toBe(303)
    expect(posted.response.headers.get('location')).toMatch(/^\/ui\/iam\/#access_token=/)
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(`${server.origin}/ui/iam/`)
    expect([...fragment.keys()]).toEqual(['access_token', 'expires_in', 'id_token', 'state', 'token_type'])
    expect(fragment.get('state')).toBe(state)
    expect(fragment.get('expires_in')).toBe(String(TOKEN_TTL_SECONDS))
    expect(fragment.get('token_type')).toBe('Bearer')
    // Opaque and random: no JWT, different every time.
    expect(fragment.get('access_token')).toMatch(/^[\w-]{43}$/)
    const again = await logIn({ ...ADMIN, state })
    expect(again.fragment.get('access_token')).not.toBe(fragment.get('access_token'))
    // No pre-authentication: the tokens are the answer.
    expect(posted.response.headers.getSetCookie()).toEqual([])
  })

  it('signs the id_token with the provider’s key, with the claims of the provider’s own id_tokens', async () => {
    const provided = decodeJwtPayload((await signIn(server.origin, 'admin', DEFAULT_DEMO_PASSWORD)).id_token)
    await answerWith('fragment')
    const before = Math.floor(Date.now() / 1000)
    const idToken = (await logIn({ ...ADMIN, state: 'xyz' })).fragment.get('id_token') ?? ''
    const issuer = `${server.origin}/api/iam/authn`

    const checked = verifyIdToken(idToken, { publicKey: await publishedKey(), issuer, audience: 'iam-ui' })
    expect(checked.ok).toBe(true)
    const claims = decodeJwtPayload(idToken)
    expect(claims).toEqual({
      iss: issuer,
      aud: 'iam-ui',
      sub: adminUuid(),
      email: 'admin@example.com',
      name: provided.name,
      preferred_username: 'admin',
      locale: 'en_US',
      iat: expect.any(Number) as number,
      exp: expect.any(Number) as number,
    })
    for (const claim of ['sub', 'email', 'name', 'preferred_username', 'locale', 'iss', 'aud']) expect(claims[claim]).toEqual(provided[claim])
    expect(claims.iat).toBeGreaterThanOrEqual(before)
    expect(claims.exp).toBe(Number(claims.iat) + TOKEN_TTL_SECONDS)

    // The API takes it as the bearer token, as it takes the provider's.
    const users = await fetch(`${server.origin}/api/iam/v1/users?length=1&offset=0`, { headers: { Authorization: `Bearer ${idToken}` } })
    expect(users.status).toBe(200)
  })

  it('leaves the state out when the form posted none', async () => {
    await answerWith('fragment')
    const { fragment } = await logIn(ADMIN)
    expect([...fragment.keys()]).toEqual(['access_token', 'expires_in', 'id_token', 'token_type'])
  })

  it('hands out nothing for a failed or locked login', async () => {
    await answerWith('fragment')
    const { location } = await logIn({ login: 'admin', password: 'wrong', state: 'xyz' })
    expect(location.href).toBe(`${server.origin}/ui/iam/login?error=AUTHN_ERR_7`)
  })

  it('still finishes a sign-in under way through the provider, with a code', async () => {
    await answerWith('fragment')
    const browser = new Browser(server.origin)
    const uid = await startSignIn(browser, authorizationRequest(server.origin))
    const posted = await browser.postForm(SESSIONS, { ...ADMIN, interaction: uid, state: 'xyz' })
    expect(posted.location).toBe(`${server.origin}/api/iam/authn/auth/${uid}`)
    expect(new URL((await followUntilCallback(browser, posted)).location ?? '').searchParams.get('code')).toBeTruthy()
  })

  it('goes back to the code answer on reset, or when switched back', async () => {
    await answerWith('fragment')
    expect((await control('/reset')).status).toBe(204)
    const afterReset = await logIn({ ...ADMIN, state: 'xyz' })
    expect(afterReset.location.href).toBe(`${server.origin}/ui/iam/identities`)
    expect(afterReset.browser.cookie('iam_preauth')).toBeDefined()

    await answerWith('fragment')
    await answerWith('code')
    expect((await logIn({ ...ADMIN, state: 'xyz' })).location.href).toBe(`${server.origin}/ui/iam/identities`)
  })

  it.each([{}, { mode: 'token' }, { mode: 'fragment', extra: true }])('refuses the control body %j', async (body) => {
    expect((await control('/login-answer', body)).status).toBe(400)
  })
})

describe('the test controls', () => {
  // A page of another site open while the browser tests run must not switch the answer, reset the
  // store or have tokens minted through the tester's browser.
  it.each<Record<string, string>>([
    { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
    { 'Sec-Fetch-Site': 'same-site', Origin: 'http://127.0.0.1:1' },
    { Origin: 'https://evil.example' },
  ])('refuse a request a browser marks as from another site: %j', async (from) => {
    const reply = await fetch(`${server.origin}/__emulator/login-answer`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', ...from },
      body: JSON.stringify({ mode: 'fragment' }),
    })
    expect(reply.status).toBe(403)
    // The answer is still the code: a login posted now is not answered with a fragment.
    const { location } = await logIn(ADMIN)
    expect(location.hash).toBe('')
  })

  it("take a request of the console's own origin, or of a test's client with no browser's marks", async () => {
    const sameOrigin = await fetch(`${server.origin}/__emulator/reset`, {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin', Origin: server.origin },
    })
    expect(sameOrigin.status).toBe(204)
    expect((await control('/reset')).status).toBe(204)
  })
})
