import { join } from 'node:path'
import { test as base, type Page } from '@playwright/test'
import { createEmulator } from '../../../mocks/emulator/emulator'
import { REPO_ROOT } from '../../../mocks/emulator/vite-build'
import { BROWSER_CLOSE_LIMIT_MS, browserOutputs, killOutputHoldersAfter } from './browser-processes'

type Emulator = Awaited<ReturnType<typeof createEmulator>>

/** A test that plays an attacker whose markup the page's content security policy must block. */
export const EXPECTS_BLOCKED_CONTENT = { type: 'expects-blocked-content' } as const

/** The browser's report of something the page's content security policy blocked. */
const BLOCKED_BY_POLICY = /Content Security Policy/

/**
 * Every worker runs its own local IAM emulator (with test controls) serving the production
 * build made by the global setup, so tests that change the store never meet another worker's.
 * `baseURL` is that emulator.
 */
export const test = base.extend<object, { emulator: Emulator; browserCloseDeadline: undefined }>({
  /**
   * Ends what is left of the worker's browser if its close has not ended in time, so that the run
   * ends after its last test (support/browser-processes.ts). Playwright tears this fixture down
   * just before the browser it depends on: the deadline starts as the browser's close begins.
   */
  browserCloseDeadline: [
    async ({ browser }, provide) => {
      // No test has run yet, so the only browser this worker has launched is its own.
      const outputs = browser.isConnected() ? browserOutputs() : []
      await provide(undefined)
      killOutputHoldersAfter(outputs, BROWSER_CLOSE_LIMIT_MS)
    },
    { scope: 'worker', auto: true },
  ],
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
  /**
   * Fails any test whose pages threw an error nobody caught, or had their own code or styles
   * blocked by the content security policy: either can break a screen in a way its assertions do
   * not look at. Failed requests are not counted: the fault tests cause them on purpose.
   */
  context: async ({ context }, provide, info) => {
    const problems: string[] = []
    const watch = (page: Page) => {
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
      page.on('console', (message) => {
        if (message.type() === 'error' && BLOCKED_BY_POLICY.test(message.text())) problems.push(`blocked: ${message.text()}`)
      })
    }
    context.pages().forEach(watch)
    context.on('page', watch)
    await provide(context)
    const expected = info.annotations.some((annotation) => annotation.type === EXPECTS_BLOCKED_CONTENT.type)
    const unexpected = expected ? problems.filter((problem) => !problem.startsWith('blocked:')) : problems
    if (unexpected.length > 0 && info.status === info.expectedStatus) {
      throw new Error(`the page reported ${String(unexpected.length)} problem(s):\n${unexpected.join('\n')}`)
    }
  },
})

export { expect } from '@playwright/test'
