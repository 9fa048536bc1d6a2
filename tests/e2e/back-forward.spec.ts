import type { Page } from '@playwright/test'
import { CHROMIUM_LAUNCH_OPTIONS } from './support/chromium'
import { accountButton } from './support/console-page'
import { expect, test } from './support/fixtures'
import { resetEmulator } from './support/emulator-controls'
import { ADMIN, signInAsAdmin } from './support/sign-in'

// Back and Forward on a shared computer (docs/product/sign-in.md 'Back and Forward'). Browsers
// keep a page that is left in memory and show it again as it was (the back/forward cache). These
// tests run the whole browser with it on, as every user's browser has it: Playwright turns it off
// by default, and the headless shell the other browser tests use has none.
test.use({ launchOptions: { ...CHROMIUM_LAUNCH_OPTIONS, ignoreDefaultArgs: ['--disable-back-forward-cache'] } })

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

/**
 * Paths of the pages this tab showed again from the browser's memory, in order. Such a page fires
 * no load event, so the tests go Back with `waitUntil: 'commit'` and wait for what they expect.
 */
async function recordBroughtBack(page: Page): Promise<() => string[]> {
  const broughtBack: string[] = []
  await page.exposeFunction('noteBroughtBack', (path: string) => broughtBack.push(path))
  await page.addInitScript(() => {
    // The test's own binding, added by exposeFunction above.
    const test = window as unknown as { noteBroughtBack: (path: string) => Promise<void> }
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) void test.noteBroughtBack(location.pathname)
    })
  })
  return () => [...broughtBack]
}

/** The values of every field of the page now, whatever it shows. */
const fieldValues = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll('input, textarea'), (field) => (field as HTMLInputElement).value)).catch(() => [])

test('after a sign-in, Back never brings the login page back with the password typed there', async ({ page }) => {
  const broughtBack = await recordBroughtBack(page)
  await signInAsAdmin(page)
  // Back past the sign-in's own pages, straight to the login page's entry in this tab's history.
  const cdp = await page.context().newCDPSession(page)
  const { entries } = await cdp.send('Page.getNavigationHistory')
  const login = entries.findLast((entry) => new URL(entry.url).pathname === '/ui/iam/login')
  if (!login) throw new Error(`no login page in the history: ${entries.map((entry) => entry.url).join(', ')}`)
  await cdp.send('Page.navigateToHistoryEntry', { entryId: login.id })
  await page.waitForURL(/\/ui\/iam\/login/, { waitUntil: 'commit' })
  expect(await fieldValues(page), 'the moment the page is back').not.toContain(ADMIN.password)

  await expect.poll(broughtBack, { message: 'the browser kept the login page' }).toContain('/ui/iam/login')
  await expect.poll(() => fieldValues(page), { message: 'once it has loaded again' }).not.toContain(ADMIN.password)
  // Signed in, the login page sends the user on to the console.
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
})

test('after Logout, Back shows nothing of the signed-in screens and leads to the login page', async ({ page }) => {
  const broughtBack = await recordBroughtBack(page)
  await signInAsAdmin(page)
  await accountButton(page).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await page.waitForURL(/\/ui\/iam\/login/)

  await page.goBack({ waitUntil: 'commit' })
  expect(await page.locator('table').count(), 'the moment the page is back').toBe(0)
  await expect(page).toHaveURL(/\/ui\/iam\/login/)
  // The login form, under the terms banner that a logout brings back.
  await expect(page.locator('input[name="login"]')).toBeAttached()
  await expect(page.getByRole('table', { includeHidden: true })).toHaveCount(0)
  await expect.poll(broughtBack, { message: 'the browser kept the users list' }).toContain('/ui/iam/identities/users')
})

test('a signed-in screen brought back by Back is loaded again, signed in again silently, and works', async ({ page }) => {
  const broughtBack = await recordBroughtBack(page)
  await signInAsAdmin(page)
  // Its tokens leave storage as it is hidden (docs/product/storage.md): only a new load restores
  // them. A mark on the page tells the page kept in memory from a new one; a page going away is
  // no longer the one marked.
  const marked = () => page.evaluate(() => (window as unknown as { marked?: true }).marked === true).catch(() => false)
  await page.evaluate(() => ((window as unknown as { marked?: true }).marked = true))
  await page.goto('/ui/iam/providers')
  await page.goBack({ waitUntil: 'commit' })
  await expect.poll(broughtBack, { message: 'the browser kept the users list' }).toContain('/ui/iam/identities/users')
  await expect.poll(marked, { message: 'the page kept in memory was loaded again' }).toBe(false)

  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
  await expect(page.getByRole('banner').getByRole('button', { name: ADMIN.email })).toBeVisible()
  await page.getByRole('button', { name: 'Go to next page' }).first().click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-busy', 'false')
  await expect(page.getByText('Your session expired. Please refresh the page.')).toHaveCount(0)
})
