import '@testing-library/jest-dom/vitest'
import './dialog-polyfill'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { mockDb, mockServer, resetMockService } from '../../mocks/node'

beforeAll(async () => {
  mockServer.listen({ onUnhandledRequest: 'error' })
  // The seed makes key pairs and password hashes, so it is ready only after this.
  await mockDb.ready()
})

afterEach(() => {
  cleanup()
  resetMockService()
})

afterAll(() => {
  mockServer.close()
})
