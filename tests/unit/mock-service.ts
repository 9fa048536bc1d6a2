import { afterAll, afterEach, beforeAll } from 'vitest'
import { mockDb, mockServer, resetMockService } from '../../mocks/node'

// The in-process mock service (msw) for one test file, seeded before its first test and back to
// the seed after each one. Every file with a page gets it through page-setup.ts; a file without one that
// talks to the mock service imports this module itself.

beforeAll(async () => {
  mockServer.listen({ onUnhandledRequest: 'error' })
  // The seed makes key pairs and password hashes, so it is ready only after this.
  await mockDb.ready()
})

afterEach(() => {
  resetMockService()
})

afterAll(() => {
  mockServer.close()
})
