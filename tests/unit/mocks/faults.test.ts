import { getResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MockDb } from '../../../mocks/db'
import { createPbkdf2Hasher } from '../../../mocks/password-hasher'
import { type FaultEntries, FaultRegistry, parseFaultEntries } from '../../../mocks/faults'
import { createHandlers } from '../../../mocks/handlers'
import { mockFaults, MOCK_ORIGIN } from '../../../mocks/node'
import { call } from '../../../src/core/api/client'
import { endpoints } from '../../../src/core/api/endpoints'
import { ApiError } from '../../../src/core/api/errors'
import { errorResponseSchema } from '../../../src/core/api/schemas'

const API = `${MOCK_ORIGIN}/api/iam/v1`
const USERS = `${API}/users?length=5&offset=0`
const page = { length: 5, offset: 0 }

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}

afterEach(() => {
  vi.useRealTimers()
})

describe('faults', () => {
  it('answers a status with an error-response object', async () => {
    mockFaults.set('GET_USERS', { status: 500 })
    const response = await fetch(USERS)
    expect(response.status).toBe(500)
    expect(errorResponseSchema.parse(await response.json())).toMatchObject({
      error_code: 'IAM_ERR_500',
      endpoint: 'GET /api/iam/v1/users',
      severity: 'ERROR',
    })
  })

  it('answers a status with the given body, even a 2xx that carries a code', async () => {
    mockFaults.set('CREATE_ACCESS_KEY', { status: 200, body: { code: 'IAM_ERR_15', message: 'no' } })
    const [account] = (await call(endpoints.GET_SERVICE_ACCOUNTS, page)).result
    const error = await rejection(call(endpoints.CREATE_ACCESS_KEY, { uuid: account?.uuid ?? '' }))
    expect(error.body?.error_code).toBe('IAM_ERR_15')
  })

  it('answers a bodiless status without a body', async () => {
    mockFaults.set('GET_SYSTEM_CONFIG', { status: 204 })
    const response = await fetch(`${API}/system_configuration`)
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
  })

  it('answers malformed JSON with status 200, which the client reports as an invalid reply', async () => {
    mockFaults.set('GET_USERS', { malformed: true })
    const response = await fetch(USERS)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    await expect(response.json()).rejects.toThrow(SyntaxError)
    mockFaults.set('GET_USERS', { malformed: true })
    expect((await rejection(call(endpoints.GET_USERS, page))).code).toBe('INVALID_SERVER_RESPONSE')
  })

  it('fails the connection for a network fault', async () => {
    mockFaults.set('GET_USERS', { network: true })
    await expect(fetch(USERS)).rejects.toThrow(TypeError)
    expect((await rejection(call(endpoints.GET_USERS, page))).code).toBe('FETCH_COMMUNICATION_ERROR')
  })

  it('delays the normal answer', async () => {
    mockFaults.set('GET_USERS', { delayMs: 120 })
    const started = performance.now()
    const response = await fetch(USERS)
    expect(performance.now() - started).toBeGreaterThanOrEqual(100)
    expect(response.status).toBe(200)
  })

  it('delays by the fault on fake timers too', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    mockFaults.set('GET_SYSTEM_CONFIG', { delayMs: 30_000 })
    let settled = false
    const reply = fetch(`${API}/system_configuration`).then((response) => {
      settled = true
      return response
    })
    await vi.advanceTimersByTimeAsync(29_000)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1_000)
    expect((await reply).status).toBe(200)
  })

  it('affects only `times` calls, then answers normally', async () => {
    mockFaults.set('GET_USERS', { status: 503, times: 2 })
    expect((await fetch(USERS)).status).toBe(503)
    expect((await fetch(USERS)).status).toBe(503)
    expect((await fetch(USERS)).status).toBe(200)
    expect(mockFaults.snapshot()).toEqual({})
  })

  it('keys faults by endpoint name, even where two endpoints share a route', async () => {
    mockFaults.set('DEACTIVATE_USER', { status: 500 })
    const path = `${API}/users/00000000-0000-4000-8000-000000000001/active`
    const put = (active: boolean) =>
      fetch(path, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ active }) })
    expect((await put(true)).status).toBe(200)
    expect((await put(false)).status).toBe(500)
    expect((await fetch(`${API}/system_configuration`)).status).toBe(200)
  })

  it('clears one fault or all of them', async () => {
    mockFaults.set('GET_USERS', { status: 500 })
    mockFaults.set('GET_SYSTEM_CONFIG', { status: 500 })
    mockFaults.clear('GET_USERS')
    expect((await fetch(USERS)).status).toBe(200)
    mockFaults.clear()
    expect((await fetch(`${API}/system_configuration`)).status).toBe(200)
  })
})

describe('FaultRegistry', () => {
  it('reports every change, so the browser can persist faults across a reload', () => {
    const changes: FaultEntries[] = []
    const registry = new FaultRegistry({ GET_USERS: { network: true } }, (entries) => changes.push(entries))
    registry.set('GET_CONNECTORS', { status: 404, times: 1 })
    expect(registry.take('GET_CONNECTORS')).toEqual({ status: 404, times: 1 })
    expect(registry.take('GET_CONNECTORS')).toBeUndefined()
    registry.clear()
    expect(changes).toEqual([
      { GET_USERS: { network: true }, GET_CONNECTORS: { status: 404, times: 1 } },
      { GET_USERS: { network: true } },
      {},
    ])
  })

  it('refuses faults that make no sense, and drops them from stored entries', () => {
    const registry = new FaultRegistry()
    expect(() => registry.set('GET_USERS', { status: 99 })).toThrow()
    expect(() => registry.set('GET_USERS', { delayMs: 5, times: 0 })).toThrow()
    expect(
      parseFaultEntries({ GET_USERS: { network: true }, NOT_AN_ENDPOINT: { network: true }, GET_USER: { boom: 1 } }),
    ).toEqual({ GET_USERS: { network: true } })
    expect(parseFaultEntries('garbage')).toEqual({})
  })
})

describe('createHandlers options', () => {
  const origin = 'https://iam.example.test'
  const db = new MockDb({ hasher: createPbkdf2Hasher(1), maxCertificates: 1 })
  const faults = new FaultRegistry()
  const handlers = createHandlers(db, {
    apiRoot: `${origin}/api/iam/v1/`,
    gatewayRoot: `${origin}/gw`,
    authority: `${origin}/auth`,
    versionKey: 'appVersion',
    delayMs: 80,
    faults,
  })

  it('serves the configured roots after the global delay, seeding on first use', async () => {
    const started = performance.now()
    const reply = await getResponse(handlers, new Request(`${origin}/gw/services/rest/v1/utils/pre_login_details`))
    expect(performance.now() - started).toBeGreaterThanOrEqual(70)
    expect(await reply?.json()).toMatchObject({ appVersion: expect.stringMatching(/^euphrates-/) as unknown })
    expect(await getResponse(handlers, new Request(`${MOCK_ORIGIN}/api/iam/v1/system_configuration`))).toBeUndefined()
  })

  it('applies its own maxCertificates', async () => {
    const account = db.listServiceAccounts({ length: 10, offset: 0 }).result.find((candidate) => candidate.name === 'backup-agent')
    const request = new Request(`${origin}/api/iam/v1/service_accounts/${account?.uuid ?? ''}/nutanix_acccess_keys`, {
      method: 'POST',
    })
    expect((await getResponse(handlers, request))?.status).toBe(409)
  })
})
