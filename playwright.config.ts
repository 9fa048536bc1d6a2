import { defineConfig } from '@playwright/test'
import { TEST_BROWSER_LAUNCH_OPTIONS } from './tests/e2e/support/chromium'

const onCi = Boolean(process.env.CI)

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Not the default test-results/: Playwright empties its outputDir, which would delete unit.json.
  outputDir: 'test-results/e2e-artifacts',
  workers: 2,
  fullyParallel: true,
  retries: onCi ? 1 : 0,
  forbidOnly: onCi,
  // Two cores run the console, an emulator per worker and Chromium: 5 s is too tight for a first paint.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: TEST_BROWSER_LAUNCH_OPTIONS,
    // Recording a trace follows every action with DOM snapshots and screenshots: for every test it
    // doubled the suite's CPU on two cores and pushed long tests past their timeouts. A test that
    // fails is run again with its trace (CI retries once); locally, `--trace on` records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
})
