import { expect, test } from './support/fixtures'
import { assertNoPageErrors, assertSignedInShell, logOut, watchPageErrors } from './support/console-page'
import { ADMIN, acceptTermsIfShown, fillLogin, holdsNoToken, readBrowserStorage } from './support/sign-in'
import { outOfReach } from './support/out-of-reach'

test('signing in: protected page → login → wrong password → right password → reload → logout', async ({ page }) => {
  const errors = watchPageErrors(page)

  await page.goto('/ui/iam/identities')
  await expect(page).toHaveURL(/\/ui\/iam\/login\?interaction=/)
  await acceptTermsIfShown(page)
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible()

  await fillLogin(page, ADMIN.username, 'not-the-password')
  await expect(page).toHaveURL(/error=AUTHN_ERR_7/)
  await expect(page.getByRole('alert')).toHaveText('Your username or password was incorrect. Please try again.')
  // Typing a username clears the error.
  await page.getByLabel('Username').fill('a')
  await expect(page.getByRole('alert')).toHaveCount(0)

  await fillLogin(page, ADMIN.username, ADMIN.password)
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
  await assertSignedInShell(page, ADMIN.email)

  await page.reload()
  await assertSignedInShell(page, ADMIN.email)
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)

  await logOut(page)
  await expect(page).toHaveURL(/\/ui\/iam\/login/)
  // Signing out ends the session, so the terms are asked for again.
  await acceptTermsIfShown(page)
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible()
  expect(holdsNoToken(await readBrowserStorage(page))).toBe(true)

  // The provider's session is over too: a protected page asks for the password again.
  await page.goto('/ui/iam/identities')
  await expect(page).toHaveURL(/\/ui\/iam\/login\?interaction=/)
  assertNoPageErrors(errors)
})

test('a signed-in user who opens a protected deep link lands on it after signing in', async ({ page }) => {
  await page.goto('/ui/iam/settings/authentication')
  await expect(page).toHaveURL(/\/ui\/iam\/login\?interaction=/)
  await fillLogin(page, ADMIN.username, ADMIN.password)
  await expect(page).toHaveURL(/\/ui\/iam\/settings\/authentication$/)
  await assertSignedInShell(page, ADMIN.email)
})

test('the login form cannot be submitted blank, and posts natively to the authentication service', async ({ page }) => {
  await page.goto('/ui/iam/login')
  await acceptTermsIfShown(page)
  const submit = page.getByRole('button', { name: 'Log In' })
  await expect(submit).toBeDisabled()
  await page.getByLabel('Username').fill('   ')
  await page.getByLabel('Password').fill('x')
  await expect(submit).toBeDisabled()
  await page.getByLabel('Username').fill('admin')
  await expect(submit).toBeEnabled()
  const form = page.locator('form')
  await expect(form).toHaveAttribute('method', 'post')
  await expect(form).toHaveAttribute('action', '/api/iam/authn/v1/sessions')
})

test('tokens leave storage when the page is hidden, and the session comes back silently', async ({ page }) => {
  await page.goto('/ui/iam/login')
  await fillLogin(page, ADMIN.username, ADMIN.password)
  await assertSignedInShell(page, ADMIN.email)
  const before = await readBrowserStorage(page)
  expect(before['iam.token_response']).toBeDefined()

  // Leaving for a page of another document fires pagehide; what remains in storage is read there.
  await page.goto('/api/iam/authn/v1/api-docs')
  expect(holdsNoToken(await readBrowserStorage(page))).toBe(true)

  await page.goto('/ui/iam/identities')
  await assertSignedInShell(page, ADMIN.email)
})

test("a browser whose clock is hours ahead of the provider's signs in and stays signed in", async ({ page, context }) => {
  // Two hours ahead, longer than a token lives (an hour): by this clock every token has expired
  // when it arrives. Counting its life from its own `iat` keeps the sign-in from going round for ever.
  await context.clock.install({ time: Date.now() + 2 * 60 * 60 * 1000 })
  await page.goto('/ui/iam/login')
  await acceptTermsIfShown(page)
  await fillLogin(page, ADMIN.username, ADMIN.password)
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
  await assertSignedInShell(page, ADMIN.email)
  await expect(page.getByRole('table', { name: 'Users' }).locator('tbody tr').first()).toBeVisible()

  // A reload restores the session silently, on the same clock.
  await page.reload()
  await assertSignedInShell(page, ADMIN.email)
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
})

test.describe('a sign-in that fails on its way back says why in words the user can act on', () => {
  const FAILED = 'Sign-in could not be completed.'

  test("a forged reply shows the catalogue's words, never the link's or the sign-in client's", async ({ page }) => {
    // A link that passes for the provider's refusal, with words an attacker chose, to a sign-in this browser never started.
    await page.goto('/ui/iam/callback?error=access_denied&error_description=Your%20account%20is%20locked.%20Call%20555-0100&state=forged')
    await expect(page.getByRole('heading', { level: 1, name: FAILED })).toBeVisible()
    await expect(page.getByText('We encountered an unknown error. Please try again.')).toBeVisible()
    await expect(page.getByText(/555-0100|matching state/)).toHaveCount(0)
    // Nothing of the link decides where Login leads.
    await page.getByRole('button', { name: 'Login' }).click()
    await fillLogin(page, ADMIN.username, ADMIN.password)
    await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
  })

  test('a token exchange that cannot reach the provider says so, and Login signs in once it is back', async ({ page }) => {
    const providerBack = await outOfReach(page, /\/token$/)
    await page.goto('/ui/iam/identities')
    await fillLogin(page, ADMIN.username, ADMIN.password)
    await expect(page.getByRole('heading', { level: 1, name: FAILED })).toBeVisible()
    await expect(page.getByText('Error in connecting to server ...')).toBeVisible()
    await expect(page.getByText(/failed to fetch/i)).toHaveCount(0)

    providerBack()
    await page.getByRole('button', { name: 'Login' }).click()
    // The provider's session stands, so no password is asked for again.
    await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
    await assertSignedInShell(page, ADMIN.email)
  })

  test("after the provider refuses a sign-in, Login signs in towards the page it was for", async ({ page }) => {
    // The provider turns the first sign-in away (a user who cancelled, say), with the state it was given.
    // The route stays in place and lets later sign-ins through: one removed after its first use
    // (`times: 1`) left the redirect it answered stalled, about one run in six.
    let refused = false
    await page.route(/\/api\/iam\/authn\/auth\?/, async (route) => {
      if (refused) return route.fallback()
      refused = true
      const state = new URL(route.request().url()).searchParams.get('state') ?? ''
      const back = new URLSearchParams({ error: 'access_denied', error_description: 'The sign-in was cancelled.', state })
      await route.fulfill({ status: 302, headers: { location: `/ui/iam/callback?${back.toString()}` } })
    })
    await page.goto('/ui/iam/settings/authentication')
    await expect(page.getByRole('heading', { level: 1, name: FAILED })).toBeVisible()
    await expect(page.getByText('The sign-in was cancelled.', { exact: true })).toBeVisible()

    await page.getByRole('button', { name: 'Login' }).click()
    await fillLogin(page, ADMIN.username, ADMIN.password)
    await expect(page).toHaveURL(/\/ui\/iam\/settings\/authentication$/)
    await assertSignedInShell(page, ADMIN.email)
  })

  test('after a token exchange fails, Login signs in towards the page the sign-in was for', async ({ page }) => {
    // The sign-in client puts its record of the sign-in away before it exchanges the code.
    await page.route(
      /\/token$/,
      (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 400, json: { error: 'invalid_grant' } }) : route.fallback()),
      { times: 1 },
    )
    await page.goto('/ui/iam/settings/authentication')
    await fillLogin(page, ADMIN.username, ADMIN.password)
    await expect(page.getByRole('heading', { level: 1, name: FAILED })).toBeVisible()

    await page.getByRole('button', { name: 'Login' }).click()
    // The provider's session stands, so no password is asked for again.
    await expect(page).toHaveURL(/\/ui\/iam\/settings\/authentication$/)
    await assertSignedInShell(page, ADMIN.email)
  })

  test("the provider's refusal is shown in its own words, as text", async ({ page }) => {
    const refusal = '<img src=x onerror="document.title=1">grant request is invalid'
    await page.route(/\/token$/, (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 400, json: { error: 'invalid_grant', error_description: refusal } }) : route.fallback(),
    )
    await page.goto('/ui/iam/identities')
    await fillLogin(page, ADMIN.username, ADMIN.password)
    await expect(page.getByRole('heading', { level: 1, name: FAILED })).toBeVisible()
    await expect(page.getByText(refusal, { exact: true })).toBeVisible()
    await expect(page.locator('img[src="x"]')).toHaveCount(0)
  })

  test("on a 320 px screen a refusal of one unbroken word wraps, and keeps its own direction", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    const refusal = `token_${'x'.repeat(300)}`
    await page.route(/\/token$/, (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 400, json: { error: 'invalid_grant', error_description: refusal } }) : route.fallback(),
    )
    await page.goto('/ui/iam/identities')
    await fillLogin(page, ADMIN.username, ADMIN.password)
    const text = page.getByText(refusal, { exact: true })
    await expect(text).toBeVisible()
    // The provider's words, in whatever language: an English one keeps left to right in an Arabic page.
    await expect(text).toHaveAttribute('dir', 'auto')
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }))
    expect(widths.page, 'the page scrolls sideways').toBeLessThanOrEqual(widths.screen)
    await expect(page.getByRole('button', { name: 'Login' })).toBeInViewport()
  })
})
