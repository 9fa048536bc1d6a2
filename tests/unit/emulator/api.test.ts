// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_DEMO_PASSWORD } from '../../../mocks/seed'
import { emulatorForThisFile, signIn, startTestEmulator } from './browser'

const API = '/api/iam/v1'

const server = emulatorForThisFile()
let idToken: string

beforeAll(async () => {
  idToken = (await signIn(server.origin, 'admin', DEFAULT_DEMO_PASSWORD)).id_token
})

async function call(path: string, init: RequestInit & { token?: string } = {}) {
  const { token, ...rest } = init
  const headers = new Headers(rest.headers)
  if (token !== undefined) headers.set('Authorization', `Bearer ${token}`)
  const response = await fetch(`${server.origin}${path}`, { ...rest, headers })
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, body, headers: response.headers }
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

function withPayload(token: string, change: (payload: Record<string, unknown>) => void): string {
  const [header = '', payload = '', signature = ''] = token.split('.')
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>
  change(claims)
  return [header, base64url(claims), signature].join('.')
}

function expectUnauthorized(reply: { status: number; body: unknown }, endpoint: string): void {
  expect(reply.status).toBe(401)
  expect(reply.body).toEqual({ details: expect.any(String) as string, endpoint, error_code: 'AUTHN_ERR_11', severity: 'ERROR' })
}

describe('IAM API over HTTP', () => {
  it('refuses a protected call without a token', async () => {
    const reply = await call(`${API}/users?length=5&offset=0`)
    expectUnauthorized(reply, `GET ${API}/users`)
    expect(reply.headers.get('www-authenticate')).toContain('Bearer')
  })

  it('refuses a token whose claims were changed after signing', async () => {
    const tampered = withPayload(idToken, (claims) => {
      claims.email = 'intruder@example.com'
    })
    expectUnauthorized(await call(`${API}/users?length=5&offset=0`, { token: tampered }), `GET ${API}/users`)
  })

  it('refuses an unsigned token', async () => {
    const [, payload = ''] = idToken.split('.')
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`
    expectUnauthorized(await call(`${API}/service_accounts?length=5&offset=0`, { token: unsigned }), `GET ${API}/service_accounts`)
  })

  it('refuses a token of another emulator (other key, other issuer) and an expired one', async () => {
    // Long enough that a slow machine still calls before the token expires; the wait below reads the token's own expiry.
    const other = await startTestEmulator({ tokenTtlSeconds: 4 })
    try {
      const foreign = (await signIn(other.emulator.url, 'admin', DEFAULT_DEMO_PASSWORD)).id_token
      expectUnauthorized(await call(`${API}/users?length=5&offset=0`, { token: foreign }), `GET ${API}/users`)

      const reply = await fetch(`${other.emulator.url}${API}/users?length=1&offset=0`, { headers: { Authorization: `Bearer ${foreign}` } })
      expect(reply.status).toBe(200)
      const { exp } = JSON.parse(Buffer.from(foreign.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp: number }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, exp * 1000 - Date.now()) + 100))
      const expired = await fetch(`${other.emulator.url}${API}/users?length=1&offset=0`, { headers: { Authorization: `Bearer ${foreign}` } })
      expect(expired.status).toBe(401)
      expect(((await expired.json()) as { details: string }).details).toMatch(/expired/)
    } finally {
      await other.stop()
    }
  })

  it('answers from the mock store with a valid id_token', async () => {
    const users = await call(`${API}/users?length=5&offset=0`, { token: idToken })
    expect(users.status).toBe(200)
    const { result, total_matches } = users.body as { result: unknown[]; total_matches: number }
    expect(result).toHaveLength(5)
    expect(total_matches).toBeGreaterThanOrEqual(60)

    const created = await call(`${API}/service_accounts`, {
      token: idToken,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'emulator-test', description: 'made over HTTP', email_address: 'svc@example.com' }),
    })
    expect(created.status).toBe(201)
    const uuid = (created.body as { uuid: string }).uuid
    const deleted = await call(`${API}/service_accounts/${uuid}`, { token: idToken, method: 'DELETE' })
    expect(deleted.status).toBe(204)
  })

  it("refuses the caller's deactivation of their own account, and no one else's", async () => {
    const { sub } = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }
    const setActive = (uuid: string, active: boolean) =>
      call(`${API}/users/${uuid}/active`, { token: idToken, method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ active }) })
    const isActive = (uuid: string) => server.emulator.db.listUsers({ length: 500, offset: 0 }).result.find((user) => user.uuid === uuid)?.active

    const own = await setActive(sub, false)
    expect(own.status).toBe(403)
    expect(own.body).toMatchObject({ endpoint: `PUT ${API}/users/${sub}/active`, error_code: 'IAM_ERR_8', severity: 'ERROR' })
    expect(isActive(sub)).toBe(true)
    expect((await setActive(sub, true)).status).toBe(200)

    const other = server.emulator.db.listUsers({ length: 500, offset: 0 }).result.find((user) => user.uuid !== sub && user.active)
    expect(other).toBeDefined()
    const uuid = other?.uuid ?? ''
    expect((await setActive(uuid, false)).status).toBe(200)
    expect(isActive(uuid)).toBe(false)
    expect((await setActive(uuid, true)).status).toBe(200)
  })

  it('locks a user out the moment they are deactivated: their unexpired token is refused until they are active again', async () => {
    const password = 'Locked-out-1'
    const created = await call(`${API}/users`, {
      token: idToken,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'soon-inactive', password, type: 'local', additional_attributes: {} }),
    })
    expect(created.status).toBe(201)
    const uuid = (created.body as { uuid: string }).uuid
    const theirs = (await signIn(server.origin, 'soon-inactive', password)).id_token
    const setActive = (token: string, active: boolean) =>
      call(`${API}/users/${uuid}/active`, { token, method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ active }) })
    expect((await call(`${API}/users?length=5&offset=0`, { token: theirs })).status).toBe(200)

    expect((await setActive(idToken, false)).status).toBe(200)
    expectUnauthorized(await call(`${API}/users?length=5&offset=0`, { token: theirs }), `GET ${API}/users`)
    // Nor can they undo it with the token they still hold.
    expectUnauthorized(await setActive(theirs, true), `PUT ${API}/users/${uuid}/active`)

    expect((await setActive(idToken, true)).status).toBe(200)
    expect((await call(`${API}/users?length=5&offset=0`, { token: theirs })).status).toBe(200)
  })

  it('answers an unknown API path with a 404 error object', async () => {
    const reply = await call(`${API}/no_such_thing`, { token: idToken })
    expect(reply.status).toBe(404)
    expect(reply.body).toMatchObject({ endpoint: `GET ${API}/no_such_thing`, severity: 'ERROR' })
  })
})

describe('public calls (no token: the pages before sign-in need them)', () => {
  it('lists connectors', async () => {
    const reply = await call(`${API}/oidc/connectors?name=local`)
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ service_provider_enabled: false })
  })

  it('reads the system configuration', async () => {
    const reply = await call(`${API}/system_configuration`)
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ welcome_banner_status: true })
  })

  it('takes a password change (and judges it on the credentials, not a token)', async () => {
    const reply = await call(`${API}/users/password`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', old_password: 'wrong', new_password: 'New/Passw0rd!' }),
    })
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({ error_code: 'IAM_ERR_7' })
  })

  it('downloads the service provider metadata', async () => {
    const reply = await call(`${API}/saml/sp/metadata`)
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-disposition')).toContain('iam-metadata')
  })

  it('reads the version from the gateway', async () => {
    const reply = await call('/PrismGateway/services/rest/v1/utils/pre_login_details')
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ version: expect.any(String) as string })
  })

  it('keeps the rest of the same paths protected (another method on a public path)', async () => {
    expectUnauthorized(await call(`${API}/system_configuration`, { method: 'PUT', body: '{}' }), `PUT ${API}/system_configuration`)
  })
})

describe('AuthN API docs page', () => {
  it('lists the authentication and IAM endpoints on a self-contained page', async () => {
    const reply = await call('/api/iam/authn/v1/api-docs')
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toContain('text/html')
    const html = String(reply.body)
    for (const path of ['/api/iam/authn/.well-known/openid-configuration', '/api/iam/authn/v1/sessions', `${API}/users/{uuid}`, `${API}/service_accounts/{uuid}/nutanix_acccess_keys`, '/PrismGateway/services/rest/v1/utils/pre_login_details']) {
      expect(html).toContain(path)
    }
    expect(html).not.toMatch(/<link\b|<script\b|@import|https?:\/\//i)
  })
})
