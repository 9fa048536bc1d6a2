import { defineConfig } from '@playwright/test'
import { TEST_BROWSER_LAUNCH_OPTIONS } from '../support/chromium'

/**
 * One test on a browser whose close never ends by itself: `browser-close.spec.ts` runs it with
 * LINGERING_BROWSER naming that browser, and LINGERING_BROWSER_OUTPUT a folder for its results.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'lingering-browser.run.ts',
  outputDir: process.env.LINGERING_BROWSER_OUTPUT,
  workers: 1,
  retries: 0,
  reporter: 'line',
  use: { launchOptions: { ...TEST_BROWSER_LAUNCH_OPTIONS, executablePath: process.env.LINGERING_BROWSER } },
})
