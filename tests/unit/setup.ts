import '@testing-library/jest-dom/vitest'
import './dialog-polyfill'
import './resize-observer-stand-in'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { mockDb, mockServer, resetMockService } from '../../mocks/node'
import { STORAGE_KEYS } from '../../src/core/auth/storage-keys'

// A lazily loaded modal or screen can take more than the default second to appear while both
// cores run test files.
configure({ asyncUtilTimeout: 5000 })

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
  // Files that need no page (`@vitest-environment node`) run without jsdom, so without storage.
  if (typeof localStorage !== 'undefined') for (const key of PAGE_SIZE_KEYS) localStorage.removeItem(key)
})

afterAll(() => {
  mockServer.close()
})
