import { getResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { createDemoStore } from '../../../mocks/demo-store'
import { FaultRegistry } from '../../../mocks/faults'
import { createHandlers } from '../../../mocks/handlers'
import { createPbkdf2Hasher } from '../../../mocks/password-hasher'
import { DEFAULT_DEMO_PASSWORD, DEMO_ADMIN_USERNAME } from '../../../mocks/seed'
import { safeRedirectUrl } from '../../../src/public/providers/redirect-guard'

const origin = 'https://demo.example.test'
const NEW_PASSWORD = 'NewPass1!x'

/** The demo's store as one page load of it starts. */
async function openDemoStore() {
  const store = createDemoStore({ maxCertificates: 2, hasher: createPbkdf2Hasher(1) })
  await store.ready
  return store
}

/** The change-password page's call, answered by the demo's mock service. */
async function changePassword(store: Awaited<ReturnType<typeof openDemoStore>>, oldPassword: string, newPassword: string) {
  const handlers = createHandlers(store.db, {
    apiRoot: `${origin}/api/iam/v1`,
    gatewayRoot: `${origin}/PrismGateway`,
    authority: `${origin}/api/iam/authn`,
    faults: new FaultRegistry(),
  })
  const request = new Request(`${origin}/api/iam/v1/users/password`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: DEMO_ADMIN_USERNAME, old_password: oldPassword, new_password: newPassword }),
  })
  const reply = await getResponse(handlers, request)
  if (!reply) throw new Error('the password call was not answered')
  return reply.status
}

beforeEach(() => sessionStorage.clear())

describe('the offline demo’s store', () => {
  it('sends each external connector to the demo’s login page, an address the providers page may go to', async () => {
    const connectors = (await openDemoStore()).db.listConnectors()
    expect(connectors.find((connector) => connector.type === 'local')?.url).toBe('/ui/iam/login')
    const external = connectors.filter((connector) => connector.type !== 'local')
    expect(external).toHaveLength(3)
    for (const { id, url } of external) {
      expect(url).toBe(`/ui/iam/login?connector=${encodeURIComponent(id)}`)
      expect(safeRedirectUrl(url, { origin, allowedHosts: [] })).toBe(`${origin}${url}`)
    }
  })

  it('keeps a password changed in this tab for its next pages: the new one signs in, the old one no longer', async () => {
    const first = await openDemoStore()
    expect(first.account.password).toBe(DEFAULT_DEMO_PASSWORD)
    expect(await changePassword(first, DEFAULT_DEMO_PASSWORD, NEW_PASSWORD)).toBe(200)

    // The page load after the change starts the store again from the seed.
    const next = await openDemoStore()
    expect(await next.account.checkPassword(NEW_PASSWORD)).toBe(true)
    expect(await next.account.checkPassword(DEFAULT_DEMO_PASSWORD)).toBe(false)
    // The login page no longer names a password: the new one is the user's own.
    expect(next.account.password).toBeUndefined()
    // The service holds the same password: the old one cannot change it again, the new one can.
    expect(await changePassword(next, DEFAULT_DEMO_PASSWORD, 'Other/Pass2')).toBe(400)
    expect(await changePassword(next, NEW_PASSWORD, 'Other/Pass2')).toBe(200)
    expect(await (await openDemoStore()).account.checkPassword('Other/Pass2')).toBe(true)
    // Only a hash is kept.
    const kept = sessionStorage.getItem('iam-mock-passwords')
    expect(kept).toContain('pbkdf2-sha256$')
    expect(kept).not.toContain('Other/Pass2')
  })

  it('forgets the changed passwords when reset, and what it cannot read in storage', async () => {
    const first = await openDemoStore()
    expect(await changePassword(first, DEFAULT_DEMO_PASSWORD, NEW_PASSWORD)).toBe(200)
    first.forgetPasswords()
    const next = await openDemoStore()
    expect(next.account.password).toBe(DEFAULT_DEMO_PASSWORD)
    expect(await next.account.checkPassword(DEFAULT_DEMO_PASSWORD)).toBe(true)

    for (const stored of ['not json', 'null', '["pbkdf2"]', '{"00000000-0000-4000-8000-000000000001":5}']) {
      sessionStorage.setItem('iam-mock-passwords', stored)
      const store = await openDemoStore()
      expect(await store.account.checkPassword(DEFAULT_DEMO_PASSWORD), stored).toBe(true)
    }
  })
})
