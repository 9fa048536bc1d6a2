import { describe, expect, it } from 'vitest'
import { createDemoStore } from '../../../mocks/demo-store'
import { createPbkdf2Hasher } from '../../../mocks/password-hasher'
import { safeRedirectUrl } from '../../../src/public/providers/redirect-guard'

const origin = 'https://demo.example.test'

/** The demo's store as one page load of it starts. */
async function openDemoStore() {
  const store = createDemoStore({ maxCertificates: 2, hasher: createPbkdf2Hasher(1) })
  await store.ready
  return store
}

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
})
