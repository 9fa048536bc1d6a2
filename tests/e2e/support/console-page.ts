import { expect, type Locator, type Page } from '@playwright/test'

/** Console errors and uncaught exceptions seen by a page since `watchPageErrors` was called. */
export interface PageErrors {
  consoleErrors: string[]
  pageErrors: string[]
}

export function watchPageErrors(page: Page): PageErrors {
  const errors: PageErrors = { consoleErrors: [], pageErrors: [] }
  page.on('console', (message) => {
    if (message.type() === 'error') errors.consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => errors.pageErrors.push(error.message))
  return errors
}

/**
 * The header's account button: named with the signed-in e-mail, it opens 'Change password' and
 * 'Logout'. Found by its markup, not its role: while the menu is open the page behind it, header
 * included, is hidden from the accessibility tree.
 */
export function accountButton(page: Page): Locator {
  return page.locator('header button[aria-haspopup="menu"]')
}

/** The header of a signed-in console: its title and the account button named with the user's e-mail. */
export async function assertSignedInShell(page: Page, email: string): Promise<void> {
  const header = page.getByRole('banner')
  await expect(header.getByText('IAM UI', { exact: true })).toBeVisible()
  await expect(header.getByRole('button', { name: email, exact: true })).toBeVisible()
  await expect(accountButton(page)).toHaveAccessibleName(email)
}

/** Signs out as a user does: the account menu, then its 'Logout'. */
export async function logOut(page: Page): Promise<void> {
  await accountButton(page).click()
  await page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click()
}

export function assertNoPageErrors(errors: PageErrors): void {
  expect(errors.pageErrors, 'uncaught exceptions in the page').toEqual([])
  expect(errors.consoleErrors, 'console errors in the page').toEqual([])
}

export interface FetchedJson {
  status: number
  body: unknown
}

/** Calls an API path from inside the page, where the demo's mock service worker answers it. */
export function fetchInPage(page: Page, path: string): Promise<FetchedJson> {
  return page.evaluate(async (url) => {
    const response = await fetch(url)
    const body: unknown = await response.json()
    return { status: response.status, body }
  }, path)
}

/**
 * Holds back the console's scripts until the returned function is called: what the page shows
 * before any of them has run (index.html's loading view) can then be looked at.
 */
export async function holdConsoleScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/ui/iam/assets/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}
