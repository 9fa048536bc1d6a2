// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import { endpoints, type EndpointName } from '../../../src/core/api/endpoints'
import { ACCESS_KEYS_FIELD } from '../../../src/core/api/schemas'
import { INVALID_TOKEN } from '../../../mocks/emulator/authn-error-codes'
import { rawRequest } from '../../e2e/support/raw-http'
import { emulatorForThisFile } from './browser'

// Attacker's view of the emulator without a token: which calls answer, and with what.
// docs/decisions/005-emulator-public-endpoints.md names the public ones; everything else of the
// endpoint table must answer 401, whatever the path parameters name.

/** Decision 005, written out again on purpose: a call made public by mistake fails here. */
const PUBLIC_ENDPOINTS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'GET_OIDC_DISCOVERY',
  'GET_CONNECTORS',
  'GET_SYSTEM_CONFIG',
  'CHANGE_PASSWORD',
  'GET_PRISM_VERSION',
])

const ROOTS = { api: '/api/iam/v1', gateway: '/PrismGateway', authority: '/api/iam/authn' } as const

const server = emulatorForThisFile()

/** Path parameters that name real entities of the seed: a missing check would answer with their data. */
let params: Record<string, string>

beforeAll(async () => {
  const { db } = server.emulator
  await db.ready()
  const page = { length: 100, offset: 0 }
  const account = db.listServiceAccounts(page).result.find((candidate) => candidate[ACCESS_KEYS_FIELD].length > 0) ?? db.listServiceAccounts(page).result[0]
  params = {
    uuid: db.listUsers(page).result[0]?.uuid ?? '',
    idp_id: db.listSamlProviders(page).result[0]?.uuid ?? '',
    dir_id: db.listDirectories(page).result[0]?.metadata.uuid ?? '',
    keyUuid: account?.[ACCESS_KEYS_FIELD][0]?.uuid ?? 'none',
  }
  expect(Object.values(params).every((value) => value !== '')).toBe(true)
})

/** The endpoint's path with real ids, and for a read the paging a list needs, so that a missing check would answer with data. */
function pathOf(name: EndpointName): string {
  const { root, path, method } = endpoints[name]
  const query = method === 'GET' ? '?length=5&offset=0&name=local' : ''
  return `${ROOTS[root]}${path.replace(/:(\w+)/g, (_match, param: string) => params[param] ?? param)}${query}`
}

async function call(method: string, path: string, authorization?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (authorization !== undefined) headers.Authorization = authorization
  const body = method === 'GET' || method === 'HEAD' ? [] : [Buffer.from('{}')]
  const reply = await rawRequest(`${server.origin}${path}`, { method, headers, body })
  let json: unknown
  try {
    json = JSON.parse(reply.body)
  } catch {
    json = reply.body
  }
  return { status: reply.status, body: json }
}

function expectRefused(reply: { status: number; body: unknown }, what: string): void {
  expect(reply.status, what).toBe(401)
  expect(reply.body, what).toMatchObject({ error_code: INVALID_TOKEN, severity: 'ERROR' })
}

describe('the endpoint table without a token', () => {
  const names = Object.keys(endpoints) as EndpointName[]

  it('answers 401 on every endpoint decision 005 does not make public, with or without a malformed token', async () => {
    const protectedNames = names.filter((name) => !PUBLIC_ENDPOINTS.has(name))
    expect(protectedNames.length).toBeGreaterThan(20)
    for (const name of protectedNames) {
      const { method } = endpoints[name]
      expectRefused(await call(method, pathOf(name)), name)
      expectRefused(await call(method, pathOf(name), 'Bearer not.a.token'), `${name} with a malformed token`)
      expectRefused(await call(method, pathOf(name), 'Basic YWRtaW46YWRtaW4='), `${name} with Basic credentials`)
    }
  })

  it('answers the public ones, since the pages before sign-in need them', async () => {
    for (const name of PUBLIC_ENDPOINTS) {
      const { method } = endpoints[name]
      const reply = await call(method, pathOf(name))
      expect(reply.status, name).not.toBe(401)
      expect(reply.status, name).toBeLessThan(500)
    }
  })
})

describe('the public calls', () => {
  it('are public by method and path: any other method on their paths needs a token', async () => {
    for (const [method, path] of [
      ['POST', '/api/iam/v1/oidc/connectors'],
      ['DELETE', '/api/iam/v1/oidc/connectors'],
      ['PUT', '/api/iam/v1/system_configuration'],
      ['GET', '/api/iam/v1/users/password'],
      ['POST', '/api/iam/v1/users/password'],
      ['DELETE', '/api/iam/v1/saml/sp/metadata'],
      ['HEAD', '/api/iam/v1/oidc/connectors'],
      ['POST', '/PrismGateway/services/rest/v1/utils/pre_login_details'],
    ] as const) {
      const reply = await call(method, path)
      expect(reply.status, `${method} ${path}`).toBe(401)
    }
  })

  it('are matched on the path as routed: look-alike paths reach nothing without a token', async () => {
    for (const path of [
      '/api/iam/v1/oidc/connectors/../../v1/users',
      '/api/iam/v1/oidc/connectors/%2e%2e/%2e%2e/v1/users',
      '/api/iam/v1/users/password/../../users',
      '/api/iam/v1/oidc/connectors/',
      '/api/iam/v1//users',
      '/api/iam/v1/USERS',
      '/PrismGateway/services/rest/v1/utils/pre_login_details/../../../../../api/iam/v1/users',
      '/PrismGateway/anything/else',
      '/api/iam/v1',
    ]) {
      expect((await call('GET', path)).status, path).toBe(401)
    }
  })

  it('say no more than the login page shows: connectors, the banner and the version only', async () => {
    const connectors = await call('GET', '/api/iam/v1/oidc/connectors?name=local')
    expect(connectors.status).toBe(200)
    const { result } = connectors.body as { result: Record<string, unknown>[] }
    expect(result.length).toBeGreaterThan(0)
    for (const connector of result) expect(Object.keys(connector).sort()).toEqual(['id', 'name', 'type', 'url'])
    expect(Object.keys(connectors.body as object).sort()).toEqual(['result', 'service_provider_enabled'])

    const config = await call('GET', '/api/iam/v1/system_configuration')
    expect(Object.keys(config.body as object).sort()).toEqual(['welcome_banner_content', 'welcome_banner_status'])

    const version = await call('GET', '/PrismGateway/services/rest/v1/utils/pre_login_details')
    expect(Object.keys(version.body as object).sort()).toEqual(['customLogin', 'version'])
  })
})

describe("the provider's and the emulator's own routes without a token", () => {
  it('publish the signing key, public part only', async () => {
    const reply = await call('GET', '/api/iam/authn/jwks')
    expect(reply.status).toBe(200)
    const { keys } = reply.body as { keys: Record<string, unknown>[] }
    expect(keys.length).toBeGreaterThan(0)
    for (const key of keys) {
      for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k']) expect(key, secret).not.toHaveProperty(secret)
    }
  })

  it('answer userinfo only with an access token', async () => {
    const reply = await call('GET', '/api/iam/authn/me')
    expect(reply.status).toBe(401)
  })

  it('offer no endpoint the console does not use: registration, introspection, revocation, pushed requests, device flow', async () => {
    for (const [method, path] of [
      ['POST', '/api/iam/authn/reg'],
      ['POST', '/api/iam/authn/token/introspection'],
      ['POST', '/api/iam/authn/token/revocation'],
      ['POST', '/api/iam/authn/request'],
      ['POST', '/api/iam/authn/device/auth'],
      ['POST', '/api/iam/authn/backchannel'],
      ['GET', '/__emulator/reset'],
      ['POST', '/__emulator/reset'],
    ] as const) {
      expect((await call(method, path)).status, `${method} ${path}`).toBe(404)
    }
    const discovery = (await call('GET', '/api/iam/authn/.well-known/openid-configuration')).body as Record<string, unknown>
    expect(Object.keys(discovery).filter((key) => key.endsWith('_endpoint')).sort()).toEqual([
      'authorization_endpoint',
      'end_session_endpoint',
      'token_endpoint',
      'userinfo_endpoint',
    ])
  })
})
