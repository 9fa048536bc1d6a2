// @vitest-environment node
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockDb, mockFaults, mockServer, MOCK_ORIGIN, resetMockService } from '../../../mocks/node'
import '../mock-service'

const API = `${MOCK_ORIGIN}/api/iam/v1`
const everything = { length: 500, offset: 0 }

function snapshot() {
  return {
    users: mockDb.listUsers(everything),
    connectors: mockDb.listConnectors(),
    accounts: mockDb.listServiceAccounts(everything),
    saml: mockDb.listSamlProviders(everything),
    directories: mockDb.listDirectories(everything),
    system: mockDb.getSystemConfig(),
  }
}

describe('resetMockService()', () => {
  it('restores the seed after changes, quickly, without making keys or hashes again', async () => {
    const seed = snapshot()
    const [account] = seed.accounts.result
    await fetch(`${API}/service_accounts/${account?.uuid ?? ''}`, { method: 'DELETE' })
    await fetch(`${API}/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'temp', password: 'Temp/Pass1' }),
    })
    mockDb.updateSystemConfig({ welcome_banner_status: false })
    mockDb.deleteSamlProvider(seed.saml.result[0]?.uuid ?? '')
    expect(snapshot()).not.toEqual(seed)

    const started = performance.now()
    resetMockService()
    expect(performance.now() - started).toBeLessThan(100)
    expect(snapshot()).toEqual(seed)
  })

  it('does not let a caller change the store through a returned object', () => {
    const [user] = mockDb.listUsers(everything).result
    if (user) user.username = 'changed-outside'
    expect(mockDb.listUsers(everything).result[0]?.username).not.toBe('changed-outside')
  })

  it('clears faults and per-test handlers', async () => {
    mockFaults.set('GET_SYSTEM_CONFIG', { status: 500 })
    mockServer.use(http.get(`${API}/oidc/connectors`, () => HttpResponse.json({ result: [] })))
    resetMockService()
    expect((await fetch(`${API}/system_configuration`)).status).toBe(200)
    const connectors = (await (await fetch(`${API}/oidc/connectors?name=local`)).json()) as { result: unknown[] }
    expect(connectors.result.length).toBeGreaterThan(0)
  })
})
