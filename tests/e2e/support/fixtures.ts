import { join } from 'node:path'
import { test as base } from '@playwright/test'
import { createEmulator } from '../../../mocks/emulator/emulator'
import { REPO_ROOT } from '../../../mocks/emulator/vite-build'

type Emulator = Awaited<ReturnType<typeof createEmulator>>

/**
 * Every worker runs its own local IAM emulator (with test controls) serving the production
 * build made by the global setup, so tests that change the store never meet another worker's.
 * `baseURL` is that emulator.
 */
export const test = base.extend<object, { emulator: Emulator }>({
  emulator: [
    // Playwright reads a fixture's dependencies from the first parameter's pattern, so it must be one.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const emulator = await createEmulator({
        port: 0,
        testControls: true,
        console: { kind: 'static', root: join(REPO_ROOT, 'dist') },
      })
      await provide(emulator)
      await emulator.close()
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ emulator }, provide) => {
    await provide(emulator.url)
  },
})

export { expect } from '@playwright/test'
