import { setupServer } from 'msw/node'
import { defaultConfig } from '../src/core/config'
import { MockDb } from './db'
import { createPbkdf2Hasher } from './password-hasher'
import { FaultRegistry } from './faults'
import { createHandlers } from './handlers'
import { connectorLoginUrl } from './seed'

/** The jsdom origin vitest runs under; every mock URL is resolved against it. */
export const MOCK_ORIGIN = 'http://localhost:3000'

const config = defaultConfig(MOCK_ORIGIN)

export const mockDb = new MockDb({
  maxCertificates: config.maxCertificates,
  connectorUrl: (id) => connectorLoginUrl(config.authnRoot, id),
  // Few iterations keep each test file's seed quick; the hashing code is the same.
  hasher: createPbkdf2Hasher(1_000),
})

export const mockFaults = new FaultRegistry()

export const mockServer = setupServer(
  ...createHandlers(mockDb, {
    apiRoot: new URL(config.apiRoot, MOCK_ORIGIN).href,
    gatewayRoot: new URL(config.gatewayRoot, MOCK_ORIGIN).href,
    authority: config.oidc.authority,
    versionKey: config.versionKey,
    delayMs: 0,
    faults: mockFaults,
  }),
)

/** Back to the seed, with no faults and no per-test handlers. */
export function resetMockService(): void {
  mockDb.reset()
  mockFaults.clear()
  mockServer.resetHandlers()
}
