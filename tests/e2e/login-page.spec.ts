import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { assertNoPageErrors, assertSignedInShell, watchPageErrors } from './support/console-page'
import { acceptTermsIfShown, ADMIN, fillLogin, openTokenAnswer, readBrowserStorage, submitLogin } from './support/sign-in'
import { hideTermsBanner } from './support/emulator-controls'
import { STORAGE_KEYS } from '../../src/core/auth/storage-keys'

test.beforeEach(async ({ request }) => {
  await request.post('/__emulator/reset')
})

test('the terms banner is accepted once per session', async ({ page, browser, baseURL }) => {
  await page.goto('/ui/iam/login')
  const banner = page.getByRole('dialog', { name: 'Terms and Conditions' })
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'Accept' }).click()
  await expect(banner).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible()

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible()
  await expect(banner).toHaveCount(0)

  const context = await browser.newContext({ baseURL })
  const other = await context.newPage()
  await other.goto('/ui/iam/login')
  await expect(other.getByRole('dialog', { name: 'Terms and Conditions' })).toBeVisible()
  await context.close()
})

test('Accept gives the focus back to where it was when the terms banner opened', async ({ page }) => {
  // The banner's settings arrive once the username field has the focus.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/system_configuration(\?|$)/, async (route) => {
    await held
    await route.fallback()
  })
  await page.goto('/ui/iam/login')
  const username = page.getByRole('textbox', { name: 'Username' })
  await username.focus()
  release()
  const banner = page.getByRole('dialog', { name: 'Terms and Conditions' })
  await expect(banner).toBeVisible()
  // The page behind is hidden from the accessibility tree while the banner is open.
  await expect(page.locator('input[name="login"]')).not.toBeFocused()
  await banner.getByRole('button', { name: 'Accept' }).press('Enter')
  await expect(banner).toHaveCount(0)
  await expect(username).toBeFocused()
})

test('while the form posts, the links under it and Show password wait: nothing else leaves the page', async ({ page }) => {
  await page.goto('/ui/iam/login')
  await acceptTermsIfShown(page)
  // The form's own navigation is stopped once the page has handled the submit, so the page stays
  // in its posting state to be looked at.
  await page.evaluate(() => document.addEventListener('submit', (event) => event.preventDefault()))
  await submitLogin(page, ADMIN.username, ADMIN.password)
  // The spinner on the button names it too while the form posts.
  await expect(page.getByRole('button', { name: /Log In/ })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Show password' })).toBeDisabled()
  const back = page.getByRole('link', { name: 'Go Back to Providers' })
  await expect(back).toHaveAttribute('aria-disabled', 'true')
  // A click where the link is goes nowhere: leaving now would drop the service's answer.
  await back.click({ force: true })
  await page.waitForTimeout(500)
  await expect(page).toHaveURL(/\/ui\/iam\/login/)
})

test('Escape leaves the terms banner open: only Accept closes it, and the keyboard reaches it', async ({ page }) => {
  await page.goto('/ui/iam/login')
  const banner = page.getByRole('dialog', { name: 'Terms and Conditions' })
  await expect(banner).toBeVisible()
  // The browser's modal dialog: focus is inside it, the page behind is out of reach.
  const focusInBanner = () => page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null)
  expect(await focusInBanner()).toBe(true)
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toHaveCount(0)

  // Before any click (a browser may then refuse to let the page keep a dialog open), and after one.
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect(banner).toBeVisible()
  await banner.getByRole('heading', { name: 'Terms and Conditions' }).click()
  await page.keyboard.press('Escape')
  await expect(banner).toBeVisible()
  expect(await page.evaluate(() => document.querySelector('dialog')?.open)).toBe(true)
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toHaveCount(0)

  const accept = banner.getByRole('button', { name: 'Accept' })
  for (let presses = 0; presses < 5 && !(await accept.evaluate((button) => button === document.activeElement)); presses++) {
    await page.keyboard.press('Tab')
  }
  await expect(accept).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(banner).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()

  // Accepted: the next page load does not ask again (docs/product/terms-banner.md).
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()
  await expect(banner).toHaveCount(0)
})

test('a real login through the native form after accepting the banner: wrong then right password', async ({ page }) => {
  await page.goto('/ui/iam/identities')
  await expect(page).toHaveURL(/\/ui\/iam\/login\?interaction=/)
  await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toBeVisible()
  await acceptTermsIfShown(page)
  await fillLogin(page, ADMIN.username, 'not-the-password')
  await expect(page).toHaveURL(/error=AUTHN_ERR_7/)
  await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveText('Your username or password was incorrect. Please try again.')
  await fillLogin(page, ADMIN.username, ADMIN.password)
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
  await assertSignedInShell(page, ADMIN.email)
  await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toHaveCount(0)
})

test('the banner greets the first page after a sign-in that never showed the login page', async ({ page, browser, baseURL }) => {
  await page.goto('/ui/iam/identities')
  await fillLogin(page, ADMIN.username, ADMIN.password)
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
  await assertSignedInShell(page, ADMIN.email)

  // A fresh tab session that shares only the provider's cookie: its sign-in is silent.
  const { cookies } = await page.context().storageState()
  const context = await browser.newContext({ baseURL, storageState: { cookies, origins: [] } })
  const other = await context.newPage()
  const loginPageShown: string[] = []
  other.on('framenavigated', (frame) => {
    if (frame === other.mainFrame() && new URL(frame.url()).pathname === '/ui/iam/login') loginPageShown.push(frame.url())
  })
  await other.goto('/ui/iam/settings')
  await expect(other).toHaveURL(/\/ui\/iam\/settings/)
  const banner = other.getByRole('dialog', { name: 'Terms and Conditions' })
  await expect(banner).toBeVisible()
  expect(loginPageShown).toEqual([])
  await banner.getByRole('button', { name: 'Accept' }).click()
  await expect(banner).toHaveCount(0)
  await assertSignedInShell(other, ADMIN.email)

  // Accepted for this session: another page load in the same tab does not ask again.
  await other.reload()
  await assertSignedInShell(other, ADMIN.email)
  await expect(banner).toHaveCount(0)
  await context.close()
})

test('the banner greets the first page after a token handed over in the address', async ({ page, request }) => {
  await openTokenAnswer(page, request)
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
  const banner = page.getByRole('dialog', { name: 'Terms and Conditions' })
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'Accept' }).click()
  await expect(banner).toHaveCount(0)
})

test('a page load that is not a sign-in does not show the banner in the shell', async ({ page }) => {
  await page.goto('/ui/iam/identities')
  await fillLogin(page, ADMIN.username, 'not-the-password')
  await expect(page).toHaveURL(/error=AUTHN_ERR_7/)
  await fillLogin(page, ADMIN.username, ADMIN.password)
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
  // Not accepted in this tab session now, yet a reload restores the session silently: no sign-in, no banner.
  await page.evaluate(() => sessionStorage.clear())
  await page.reload()
  await assertSignedInShell(page, ADMIN.email)
  await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toHaveCount(0)
})

test('a banner that opened with the page gives the focus, once accepted, to the heading, or to the password after a failed attempt', async ({ page }) => {
  await page.goto('/ui/iam/identities')
  await expect(page).toHaveURL(/\/ui\/iam\/login\?interaction=/)
  const banner = page.getByRole('dialog', { name: 'Terms and Conditions' })
  const accept = banner.getByRole('button', { name: 'Accept' })
  await expect(accept).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(banner).toHaveCount(0)
  // Nothing had the focus before the banner: the page's heading takes it, and Tab goes on to the form.
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toBeFocused()

  // The page after a failed attempt puts the focus on the password, even when the banner opened
  // over it first (a new tab session on that page).
  await submitLogin(page, ADMIN.username, 'not-the-password')
  await expect(page).toHaveURL(/error=AUTHN_ERR_7/)
  await page.evaluate((key) => sessionStorage.removeItem(key), STORAGE_KEYS.termsBannerAccepted)
  await page.reload()
  await expect(accept).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(banner).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused()
})

// ---------------------------------------------------------------- the username after a failed attempt

const usernameField = (page: Page) => page.getByRole('textbox', { name: 'Username', exact: true })
const passwordField = (page: Page) => page.getByRole('textbox', { name: 'Password', exact: true })

test('after a wrong password the username stays and focus waits on the password; the sign-in then forgets it', async ({ page }) => {
  await page.goto('/ui/iam/identities')
  await expect(page).toHaveURL(/\/ui\/iam\/login\?interaction=/)
  await acceptTermsIfShown(page)
  await fillLogin(page, ADMIN.username, 'not-the-password')
  await expect(page).toHaveURL(/error=AUTHN_ERR_7/)
  await expect(page.getByRole('alert')).toHaveText('Your username or password was incorrect. Please try again.')
  await expect(usernameField(page)).toHaveValue(ADMIN.username)
  await expect(passwordField(page)).toBeFocused()
  await expect(passwordField(page)).toHaveValue('')

  // Only the password is left to type.
  await page.keyboard.type(ADMIN.password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
  await assertSignedInShell(page, ADMIN.email)
  expect(await readBrowserStorage(page)).not.toHaveProperty('iam.username')
})

test('/change-password offers the username of the failed attempt, for the user to change', async ({ page, request }) => {
  await hideTermsBanner(request)
  await page.goto('/ui/iam/login')
  await submitLogin(page, ADMIN.username, 'not-the-password')
  await expect(page).toHaveURL(/error=AUTHN_ERR_7/)
  await page.goto('/ui/iam/change-password')
  const username = page.getByRole('textbox', { name: 'Username' })
  await expect(username).toHaveValue(ADMIN.username)
  await username.fill('someone-else')
  await expect(username).toHaveValue('someone-else')
})

test('a username made of markup stays text, on the login page and on /change-password', async ({ page, request }) => {
  const hostile = '<img src=x onerror=alert(1)>'
  await hideTermsBanner(request)
  const errors = watchPageErrors(page)
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.goto('/ui/iam/login')
  await submitLogin(page, hostile, 'not-the-password')
  await expect(page).toHaveURL(/error=AUTHN_ERR_7/)
  await expect(usernameField(page)).toHaveValue(hostile)
  await expect(passwordField(page)).toBeFocused()
  await expect(page.locator('img')).toHaveCount(0)

  await page.goto('/ui/iam/change-password')
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(hostile)
  await expect(page.locator('img')).toHaveCount(0)
  expect(dialogs).toEqual([])
  assertNoPageErrors(errors)
})

test('a pasted megabyte as the password comes back to the login page as a wrong login, the username kept', async ({ page, request }) => {
  await hideTermsBanner(request)
  await page.goto('/ui/iam/login')
  await usernameField(page).fill(ADMIN.username)
  // Over the service's 1 MiB body limit.
  await passwordField(page).fill('p'.repeat(1_200_000))
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page).toHaveURL(/\/ui\/iam\/login\?error=AUTHN_ERR_7$/)
  await expect(page.getByRole('alert')).toHaveText('Your username or password was incorrect. Please try again.')
  await expect(usernameField(page)).toHaveValue(ADMIN.username)
  await expect(passwordField(page)).toBeFocused()
})

test('a 5,000-character username cannot break the page: refused as a wrong login, and not kept', async ({ page, request }) => {
  const long = 'a'.repeat(5000)
  await hideTermsBanner(request)
  await page.goto('/ui/iam/login')
  await submitLogin(page, ADMIN.username, 'not-the-password')
  await expect(usernameField(page)).toHaveValue(ADMIN.username)
  await usernameField(page).fill(long)
  await passwordField(page).fill('not-the-password')
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page).toHaveURL(/error=AUTHN_ERR_7/)
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveText('Your username or password was incorrect. Please try again.')
  // Too long to be anyone's username: nothing is parked in storage, not even the name kept before,
  // and the form starts empty.
  await expect(usernameField(page)).toHaveValue('')
  expect(await readBrowserStorage(page)).not.toHaveProperty('iam.username')
  // The page still fits its window: nothing pushes it sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

  // Typed in again, it stays inside its field.
  await usernameField(page).fill(long)
  await expect(usernameField(page)).toHaveValue(long)
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
})
