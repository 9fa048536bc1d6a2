import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { assertNoPageErrors, assertSignedInShell, fetchInPage, watchPageErrors } from './support/console-page'
import { acceptTerms } from './support/sign-in'

/** The offline demo's origin: a second server beside the emulator that `baseURL` points at. */
function demoUrl(): string {
  const url = process.env.E2E_DEMO_URL
  if (!url) throw new Error('E2E_DEMO_URL is not set: the global setup did not run.')
  return url
}

/** Opens a path of the offline demo, e.g. `goToDemo(page, 'identities/users')`, and returns the document response. */
async function goToDemo(page: Page, path = '') {
  const response = await page.goto(`${demoUrl()}/ui/iam/${path}`)
  expect(response, `no response for the demo's /ui/iam/${path}`).not.toBeNull()
  return response
}

test("the base URL is this worker's emulator, beside the demo server of the global setup", ({ baseURL, emulator }) => {
  expect(baseURL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  expect(baseURL).toBe(emulator.url)
  expect(demoUrl()).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  expect(demoUrl()).not.toBe(baseURL)
})

test('the demo signs in as its administrator and answers API calls from its mock service', async ({ page }) => {
  const errors = watchPageErrors(page)
  await goToDemo(page)
  // The demo signs in as the page loads, so its first page greets with the terms banner.
  await acceptTerms(page)
  await assertSignedInShell(page, 'admin@example.com')

  // There is no API server: the static server answers 404 outside /ui/iam/, so the user list
  // must come from the in-browser mock service worker.
  const usersPath = '/api/iam/v1/users?length=5&offset=0'
  const answered = page.waitForResponse((response) => response.url().endsWith(usersPath))
  const reply = await fetchInPage(page, usersPath)
  expect((await answered).fromServiceWorker()).toBe(true)
  expect(reply.status).toBe(200)
  const { total_matches, result } = reply.body as { total_matches?: number; result?: unknown[] }
  expect(total_matches).toBeGreaterThanOrEqual(60)
  expect(result).toHaveLength(5)

  assertNoPageErrors(errors)
})

test('an unknown path under /ui/iam/ still serves the app', async ({ page }) => {
  const response = await goToDemo(page, 'no/such/page')
  expect(response?.status()).toBe(200)
  expect(response?.headers()['content-type']).toContain('text/html')
  await expect(page).toHaveTitle('IAM UI')
  await expect(page.locator('#root')).not.toBeEmpty()
})

test('the demo config turns the mock service on', async ({ page }) => {
  await goToDemo(page)
  const mock = await page.evaluate(() => {
    const config = window.__IAM_CONFIG__ as { mock?: unknown } | undefined
    return config?.mock
  })
  expect(mock).toBe(true)
})
