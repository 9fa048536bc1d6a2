import { expectNoAxeViolations } from './support/axe'
import { accountButton, assertSignedInShell } from './support/console-page'
import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { NEW_USER_PASSWORD, createLocalUser } from './support/users'
import { ADMIN, JWT_SHAPE, acceptTermsIfShown, fillLogin, holdsNoToken, readBrowserStorage, signInAsAdmin } from './support/sign-in'
import { hideTermsBanner, resetEmulator } from './support/emulator-controls'
import { PROVIDER_DISCOVERY, outOfReach } from './support/out-of-reach'
import { STORAGE_KEYS } from '../../src/core/auth/storage-keys'

// The header's account menu (docs/product/shell-and-routes.md), against the real emulator.
test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
  await hideTermsBanner(request)
})

test('the button named with the e-mail opens the menu with the mouse; Escape closes it and gives focus back', async ({ page }) => {
  await signInAsAdmin(page)
  const button = page.getByRole('banner').getByRole('button', { name: ADMIN.email, exact: true })
  await expect(button).toHaveAttribute('aria-haspopup', 'menu')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toHaveCount(0)

  await button.click()
  const menu = page.getByRole('menu', { name: ADMIN.email })
  await expect(menu.getByRole('menuitem')).toHaveText(['Change password', 'Logout'])
  await expect(accountButton(page)).toHaveAttribute('aria-expanded', 'true')
  await expectNoAxeViolations(page, 'the open account menu', menu)
  await page.keyboard.press('Escape')
  await expect(menu).toHaveCount(0)
  await expect(button).toBeFocused()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
})

test('Back closes the menu with the step back, rather than leave it open over the page before', async ({ page }) => {
  await signInAsAdmin(page)
  await page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Service Accounts' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Viewing \d+ of all service accounts$/ })).toBeVisible()
  await accountButton(page).click()
  const menu = page.getByRole('menu', { name: ADMIN.email })
  await expect(menu).toBeVisible()

  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: /^Viewing \d+ of all users$/ })).toBeVisible()
  await expect(menu).toHaveCount(0)
  await expect(accountButton(page)).toHaveAttribute('aria-expanded', 'false')
})

test('the keyboard opens it with Enter or Space, moves with the arrows and closes it with Escape', async ({ page }) => {
  await signInAsAdmin(page)
  const button = accountButton(page)
  // Reached by Tab from the header's control before it (the Theme select), as a keyboard user would.
  await page.getByRole('banner').getByRole('combobox', { name: 'Theme' }).focus()
  await page.keyboard.press('Tab')
  await expect(button).toBeFocused()

  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem', { name: 'Change password' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(menu.getByRole('menuitem', { name: 'Change password' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toHaveCount(0)
  await expect(button).toBeFocused()

  await page.keyboard.press('Space')
  await expect(menu.getByRole('menuitem', { name: 'Change password' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(button).toBeFocused()
})

test('Change password lands on the change-password page with the username filled in, even after a reload', async ({ page }) => {
  await signInAsAdmin(page)
  await accountButton(page).click()
  await page.getByRole('menuitem', { name: 'Change password' }).click()
  await expect(page).toHaveURL(/\/ui\/iam\/change-password$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible()
  const username = page.getByRole('textbox', { name: 'Username' })
  await expect(username).toHaveValue(ADMIN.username)
  await expect(username).toBeEditable()

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible()
  await expect(username).toHaveValue(ADMIN.username)
})

test('Logout from the menu signs out here and at the provider', async ({ page }) => {
  await signInAsAdmin(page)
  await accountButton(page).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/ui\/iam\/login/)
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()
  expect(holdsNoToken(await readBrowserStorage(page))).toBe(true)
  // The provider's session is over too: a protected page asks for the password again.
  await page.goto('/ui/iam/identities')
  await expect(page).toHaveURL(/\/ui\/iam\/login\?interaction=/)
  // And signing in again works as before.
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(ADMIN.username)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
  await assertSignedInShell(page, ADMIN.email)
})

/** Opens a console tab beside `page` and closes it, which takes the stored tokens with it (docs/product/storage.md). */
async function closeATab(page: Page, context: BrowserContext): Promise<void> {
  const closing = await context.newPage()
  await closing.goto('/ui/iam/identities/users')
  await expect(closing.getByRole('table', { name: 'Users' }).locator('tbody tr').first()).toBeVisible()
  await closing.close()
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.tokenResponse), { message: 'the closed tab took the tokens' }).toBeNull()
}

test("Logout in one tab takes the console's other tabs to the login page; closing a tab logs none out", async ({ page, context }) => {
  await signInAsAdmin(page)
  const other = await context.newPage()
  await other.goto('/ui/iam/identities/serviceusers')
  await expect(other.getByRole('table', { name: 'Service accounts' }).locator('tbody tr').first()).toBeVisible()

  // A tab closing takes the stored tokens with it (docs/product/storage.md): no logout. The tab
  // left keeps working: its next call, an action with no navigation before it, restores the session
  // silently first, and neither fails nor says the session expired.
  await closeATab(page, context)
  // Until the next call restores them, the header goes on naming the user rather than 'Account'
  // for want of a token (looked at once the closing tab's storage event has reached this page).
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)))
  await expect(accountButton(page)).toHaveAccessibleName(ADMIN.email)
  await page.getByRole('checkbox', { name: 'Select yuto.nakamura' }).check()
  await page.getByRole('button', { name: 'Deactivate', exact: true }).click()
  await page.getByRole('alertdialog', { name: 'Deactivate User' }).getByRole('button', { name: 'Deactivate', exact: true }).click()
  await expect(page.getByText('Successfully deactivated the user.')).toBeVisible()
  await expect(page.getByText('Your session expired. Please refresh the page.')).toHaveCount(0)
  await expect(other).toHaveURL(/\/identities\/serviceusers$/)

  await accountButton(page).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/ui\/iam\/login/)
  // The other tab leaves its list for the login page, with nothing of the list kept.
  await expect(other).toHaveURL(/\/ui\/iam\/login/)
  await expect(other.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()
  await expect(other.getByRole('table')).toHaveCount(0)
})

test('a session another tab restores while the user logs out is not kept there: that tab must sign in afresh', async ({ page, context }) => {
  await signInAsAdmin(page)
  // A tab that closes takes the stored tokens, so the next tab to open restores the session silently.
  await closeATab(page, context)

  // The provider answers that tab's restore before the logout; the answer is still on its way when
  // the user logs out in the first tab.
  const other = await context.newPage()
  let answerAsked: () => void = () => undefined
  const asked = new Promise<void>((resolve) => (answerAsked = resolve))
  let deliver: () => void = () => undefined
  const delivered = new Promise<void>((resolve) => (deliver = resolve))
  await other.route(/\/api\/iam\/authn\/token$/, async (route) => {
    const response = await route.fetch()
    answerAsked()
    await delivered
    await route.fulfill({ response })
  })
  await other.goto('/ui/iam/identities/serviceusers', { waitUntil: 'commit' })
  await asked

  await accountButton(page).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()
  deliver()

  // The late answer signs nobody in: the tab asks the provider again, whose session is over.
  await expect(other).toHaveURL(/\/ui\/iam\/login\?interaction=/)
  await expect(other.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()
  await expect(other.getByRole('table')).toHaveCount(0)
  const storage = await readBrowserStorage(other)
  expect(storage[STORAGE_KEYS.isUserLoggedIn]).toBeUndefined()
  expect(storage[STORAGE_KEYS.tokenResponse]).toBeUndefined()
  expect(Object.values(storage).some((value) => JWT_SHAPE.test(value))).toBe(false)
})

test('a Logout that cannot reach the provider says so and ends nothing; once it can, it ends the session in both places', async ({ page, context }) => {
  await signInAsAdmin(page)
  // A tab opened while the browser is signed in has needed neither the sign-in client nor the
  // provider's discovery document, which tells where the provider ends a session.
  const other = await context.newPage()
  const providerBack = await outOfReach(other, PROVIDER_DISCOVERY)
  await other.goto('/ui/iam/identities/serviceusers')
  const rows = other.getByRole('table', { name: 'Service accounts' }).locator('tbody tr')
  await expect(rows.first()).toBeVisible()

  await accountButton(other).click()
  await other.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(other.getByText('Error in connecting to server ...')).toBeVisible()
  // Still signed in, here and in the first tab: a session ended here only would live on at the provider.
  await expect(other).toHaveURL(/\/identities\/serviceusers$/)
  await assertSignedInShell(other, ADMIN.email)
  expect(await other.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.isUserLoggedIn)).toBe('true')
  await expect(page).toHaveURL(/\/identities\/users$/)

  providerBack()
  await accountButton(other).click()
  await other.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(other.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()
  // The provider's session is over too: a protected page asks for the password again.
  await other.goto('/ui/iam/identities')
  await expect(other).toHaveURL(/\/ui\/iam\/login\?interaction=/)
})

/** The toast that says the session expired; a list whose read was refused says the same in its table. */
const sessionExpiredToast = (page: Page) => page.locator('.notistack-SnackbarContainer').getByText('Your session expired. Please refresh the page.')

test('after the session has ended everywhere, a pointer over a link leaves the form as typed, Submit says the session expired, and the click signs in', async ({ page, context }) => {
  await signInAsAdmin(page)
  await page.goto('/ui/iam/identities/addserviceaccount')
  const form = page.getByRole('region', { name: 'Create Service Account' })
  await form.getByRole('textbox', { name: 'Name' }).fill('half-typed')
  // The provider's session ends and another tab closing takes the stored tokens: nothing can restore them.
  await context.clearCookies()
  await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.tokenResponse)

  // The router reads ahead the screen a pointer rests on; its guard tries the silent sign-in,
  // which fails, and must not leave the page for the provider.
  const silentAnswer = page.waitForRequest(/\/ui\/iam\/silent-renew/)
  const settings = page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'IAM Settings' })
  await settings.hover()
  await silentAnswer
  await page.waitForTimeout(1000)
  await expect(page).toHaveURL(/\/identities\/addserviceaccount$/)
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('half-typed')

  // The call goes out without a token and is refused: the user is told why, and keeps what was typed.
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(sessionExpiredToast(page)).toBeVisible()
  await expect(sessionExpiredToast(page)).toHaveCount(1)
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('half-typed')

  // The click itself is a navigation, which signs in.
  await settings.click()
  await expect(page).toHaveURL(/\/ui\/iam\/login\?interaction=/)
})

test('a sign-in as someone else in another tab does not make this page act as them', async ({ page, context, browser, baseURL }) => {
  // Two sign-ins in two browser contexts and a user created through its modal: on a loaded
  // two-core machine this takes longer than the default 30 s.
  test.setTimeout(60_000)
  await signInAsAdmin(page)
  await createLocalUser(page, 'mallory')

  // Mallory's token response, as her sign-in stores it in the browser's shared storage.
  const hers = await browser.newContext({ baseURL })
  const herPage = await hers.newPage()
  await herPage.goto('/ui/iam/login')
  await acceptTermsIfShown(herPage)
  await fillLogin(herPage, 'mallory', NEW_USER_PASSWORD)
  await expect(herPage).toHaveURL(/\/ui\/iam\/identities\/users$/)
  await herPage.waitForLoadState('networkidle')
  const herTokens = (await readBrowserStorage(herPage))[STORAGE_KEYS.tokenResponse] ?? ''
  expect(herTokens).not.toBe('')
  const herIdToken = (JSON.parse(herTokens) as { id_token: string }).id_token
  await hers.close()

  // Another tab of the admin's browser signs in as mallory: her tokens replace the admin's.
  const otherTab = await context.newPage()
  await otherTab.goto('/api/iam/authn/v1/api-docs')
  await otherTab.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.tokenResponse, herTokens] as const)
  await otherTab.close()

  // The admin's page never acts as mallory: its next call goes without her token and is refused.
  const sent: (string | null)[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/iam/v1/')) sent.push(request.headers().authorization ?? null)
  })
  await page.getByRole('checkbox', { name: 'Select yuto.nakamura' }).check()
  await page.getByRole('button', { name: 'Deactivate', exact: true }).click()
  await page.getByRole('alertdialog', { name: 'Deactivate User' }).getByRole('button', { name: 'Deactivate', exact: true }).click()
  await expect(sessionExpiredToast(page)).toBeVisible()
  await expect(page.getByText('Successfully deactivated the user.')).toHaveCount(0)
  expect(sent.length).toBeGreaterThan(0)
  expect(sent).not.toContain(`Bearer ${herIdToken}`)
  // Nor does it show itself as hers: the header still names the administrator.
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('button', { name: ADMIN.email })).toBeVisible()
  await expect(banner.getByRole('button', { name: 'mallory' })).toHaveCount(0)
})
