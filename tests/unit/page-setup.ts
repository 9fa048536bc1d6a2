import '@testing-library/jest-dom/vitest'
import './dialog-polyfill'
import './resize-observer-stand-in'
import './mock-service'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { STORAGE_KEYS } from '../../src/core/auth/storage-keys'

// What every test file with a page (jsdom) starts with: Testing Library and its matchers, what
// jsdom lacks, and the mock service.

// A lazily loaded modal or screen can take more than the default second to appear while both
// cores run test files.
configure({ asyncUtilTimeout: 5000 })

/** The rows per page the lists remember (src/console/ui/list/page-size.ts): one test's choice is not the next one's. */
const PAGE_SIZE_KEYS = Object.values(STORAGE_KEYS).filter((key) => key.startsWith('iam.page_size.'))

afterEach(() => {
  cleanup()
  for (const key of PAGE_SIZE_KEYS) localStorage.removeItem(key)
})
