// A page the console cannot show, because what it needs does not arrive: the user reads the error
// catalogue's text with a way to try again, never the router's own crash screen
// (docs/product/shell-and-routes.md 'A page that cannot be shown').
import { expectNoAxeViolations } from './support/axe'
import { assertSignedInShell } from './support/console-page'
import { expect, test } from './support/fixtures'
import { ADMIN, acceptTermsIfShown, signInAsAdmin } from './support/sign-in'
import { hideTermsBanner, resetEmulator } from './support/emulator-controls'
import { PROVIDER_DISCOVERY, outOfReach } from './support/out-of-reach'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
  await hideTermsBanner(request)
})

const CONNECTION_FAILED = 'Error in connecting to server ...'


test('a signed-in page whose sign-in cannot start, the provider being out of reach, says so and starts it on Retry', async ({ page }) => {
  const providerBack = await outOfReach(page, PROVIDER_DISCOVERY)
  await page.goto('/ui/iam/identities/users')

  const notice = page.getByRole('main').filter({ has: page.getByRole('heading', { level: 1, name: CONNECTION_FAILED }) })
  await expectNoAxeViolations(page, 'the sign-in that could not start', notice)
  await expect(page.getByText('Something went wrong')).toHaveCount(0)

  providerBack()
  await notice.getByRole('button', { name: 'Retry' }).click()
  await expect(page).toHaveURL(/\/ui\/iam\/login\?interaction=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()
})

test("a signed-in page whose sign-in client's code cannot be fetched says so, and Retry loads it and starts the sign-in", async ({ page }) => {
  const codeBack = await outOfReach(page, /\/assets\/oidc-[\w-]+\.js$/)
  await page.goto('/ui/iam/identities/users')
  const notice = page.getByRole('main').filter({ has: page.getByRole('heading', { level: 1, name: CONNECTION_FAILED }) })
  await expect(notice).toBeVisible()

  codeBack()
  await notice.getByRole('button', { name: 'Retry' }).click()
  await expect(page).toHaveURL(/\/ui\/iam\/login\?interaction=/)
})

test("a console whose own start-up code cannot be fetched says so instead of loading for ever, and Retry loads the page afresh", async ({ page }) => {
  const codeBack = await outOfReach(page, /\/assets\/app-[\w-]+\.js$/)
  await page.goto('/ui/iam/login')
  const notice = page.getByRole('main').filter({ has: page.getByRole('heading', { level: 1, name: CONNECTION_FAILED }) })
  await expect(notice.getByRole('heading')).toBeFocused()
  await expect(page.getByText('Loading IAM UI Application...')).toHaveCount(0)
  await expectNoAxeViolations(page, 'the console that could not start', notice)

  codeBack()
  await notice.getByRole('button', { name: 'Retry' }).click()
  await acceptTermsIfShown(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()
})

test('a screen whose code cannot be fetched says so inside the frame, and Retry shows it once the file is back', async ({ page }) => {
  const codeBack = await outOfReach(page, /\/assets\/serviceusers-[\w-]+\.js$/)
  await signInAsAdmin(page)
  await page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Service Accounts' }).click()

  // The frame stays: the header and the navigation, with the notice where the screen would be.
  const notice = page.getByRole('main').getByRole('heading', { level: 1, name: CONNECTION_FAILED })
  await expectNoAxeViolations(page, 'a screen whose code did not arrive', notice)
  await assertSignedInShell(page, ADMIN.email)
  await expect(page.getByText('Something went wrong')).toHaveCount(0)

  codeBack()
  await page.getByRole('main').getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('table', { name: 'Service accounts' }).locator('tbody tr').first()).toBeVisible()
  await expect(notice).toHaveCount(0)
})

test("the force-login page's Login says when the sign-in cannot start, and starts it when pressed again", async ({ page }) => {
  const providerBack = await outOfReach(page, PROVIDER_DISCOVERY)
  await page.goto('/ui/iam/forcelogin')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('alert')).toHaveText(CONNECTION_FAILED)
  await expect(page).toHaveURL(/\/ui\/iam\/forcelogin$/)
  await expectNoAxeViolations(page, 'the force-login page that could not start a sign-in', page.getByRole('alert'))

  providerBack()
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/ui\/iam\/login\?interaction=/)
})

test("the force-login page's Login, when the sign-in client's code did not arrive, says so, and pressed again loads it afresh and starts the sign-in", async ({ page }) => {
  const codeBack = await outOfReach(page, /\/assets\/oidc-[\w-]+\.js$/)
  await page.goto('/ui/iam/forcelogin')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('alert')).toHaveText(CONNECTION_FAILED)

  // The browser remembers the failed import for the page's life: only a fresh page asks again.
  codeBack()
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/ui\/iam\/login\?interaction=/)
})

test("the callback page's Login, after a failed sign-in, says when the sign-in cannot start", async ({ page }) => {
  const providerBack = await outOfReach(page, PROVIDER_DISCOVERY)
  // A reply to no sign-in of this browser: the sign-in fails, and the page offers to start one.
  await page.goto('/ui/iam/callback?code=forged&state=unknown')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('alert')).toHaveText(CONNECTION_FAILED)

  providerBack()
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/ui\/iam\/login\?interaction=/)
})
