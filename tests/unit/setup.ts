import '@testing-library/jest-dom/vitest'
import './dialog-polyfill'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { mockDb, mockServer, resetMockService } from '../../mocks/node'
import { STORAGE_KEYS } from '../../src/core/auth/storage-keys'

/** The rows per page the lists remember (src/console/ui/list/page-size.ts): one test's choice is not the next one's. */
const PAGE_SIZE_KEYS = Object.values(STORAGE_KEYS).filter((key) => key.startsWith('iam.page_size.'))

beforeAll(async () => {
  mockServer.listen({ onUnhandledRequest: 'error' })
  // The seed makes key pairs and password hashes, so it is ready only after this.
  await mockDb.ready()
})

afterEach(() => {
  cleanup()
  resetMockService()
  // Tests that run in node (lint, emulator) have no browser storage.
  if (typeof localStorage !== 'undefined') for (const key of PAGE_SIZE_KEYS) localStorage.removeItem(key)
})

afterAll(() => {
  mockServer.close()
})
