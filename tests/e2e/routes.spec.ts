import { expect, test } from './support/fixtures'
import { ADMIN, acceptTermsIfShown, fillLogin, signInAsAdmin } from './support/sign-in'

/**
 * Each route (docs/product/shell-and-routes.md), the heading its screen shows inside the shell, and
 * the name of the browser's tab ('Page titles').
 */
const USERS = /^Viewing \d+ of all users$/
const SHELL_ROUTES: readonly [path: string, heading: string | RegExp, tab: string][] = [
  ['/ui/iam/', USERS, 'Users - IAM UI'],
  ['/ui/iam/identities', USERS, 'Users - IAM UI'],
  ['/ui/iam/identities/users', USERS, 'Users - IAM UI'],
  ['/ui/iam/identities/groups', USERS, 'Users - IAM UI'],
  ['/ui/iam/identities/serviceusers', /^Viewing \d+ of all service accounts$/, 'Service Accounts - IAM UI'],
  ['/ui/iam/identities/addserviceaccount', 'Create Service Account', 'Create Service Account - IAM UI'],
  ['/ui/iam/identities/managecertificates', 'This page is being built.', 'IAM UI'],
  ['/ui/iam/settings', 'Authentication', 'IAM Settings - IAM UI'],
  ['/ui/iam/settings/authentication', 'Authentication', 'IAM Settings - IAM UI'],
  ['/ui/iam/roles', 'This page is being built.', 'IAM UI'],
  ['/ui/iam/settings/ldapproviders', 'This feature is being worked on!', 'IAM Settings - IAM UI'],
]

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page)
  })

  test('every route inside the shell renders its screen', async ({ page }) => {
    // Eleven full page loads, each with its own silent sign-in: 20–25 s beside another worker.
    test.setTimeout(60_000)
    for (const [path, heading, tab] of SHELL_ROUTES) {
      await page.goto(path)
      const name = typeof heading === 'string' ? new RegExp(`^${heading.replace(/[.!]/g, '\\$&')}$`) : heading
      await expect(page.getByRole('heading', { level: 1, name }), path).toBeVisible()
      await expect(page.getByRole('banner').getByText(ADMIN.email), path).toBeVisible()
      await expect(page, path).toHaveTitle(tab)
    }
  })

  test("the tab's name follows the screen as the console moves, not as its modals open, and is read out", async ({ page }) => {
    // What a screen reader is told of a page the router changes in place.
    const announced = page.locator('[aria-live="polite"]').filter({ hasText: / - IAM UI$/ })
    await page.goto('/ui/iam/identities/users')
    await expect(page).toHaveTitle('Users - IAM UI')
    // A page that loaded announces itself.
    await expect(announced).toHaveCount(0)

    await page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Authentication' }).click()
    await expect(page).toHaveTitle('IAM Settings - IAM UI')
    await expect(announced).toHaveText('IAM Settings - IAM UI')
    await page.getByRole('button', { name: 'Add SAML Provider' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(page).toHaveTitle('IAM Settings - IAM UI')
    await page.keyboard.press('Escape')
    await page.goBack()
    await expect(page).toHaveTitle('Users - IAM UI')
    await expect(announced).toHaveText('Users - IAM UI')

    // An address no route knows, reached in place (a same-document link), is a page like any other.
    await page.evaluate(() => {
      history.pushState(null, '', '/ui/iam/no/such/page')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page).toHaveTitle('Page not found - IAM UI')
    await expect(announced).toHaveText('Page not found - IAM UI')
  })


  test("a page that replaces the control that led there takes the focus on its heading; a link keeps it", async ({ page }) => {
    const usersHeading = page.getByRole('heading', { level: 1, name: USERS })
    // A page that loaded leaves focus where the browser puts it.
    await page.goto('/ui/iam/identities/users')
    await expect(usersHeading).toBeVisible()
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)

    const replaced: [path: string, button: string][] = [
      ['/ui/iam/no/such/page', 'Back to safety'],
      ['/ui/iam/settings/ldapproviders', 'Back to home'],
    ]
    for (const [path, button] of replaced) {
      await page.goto(path)
      await page.getByRole('button', { name: button }).focus()
      await page.keyboard.press('Enter')
      await expect(usersHeading, path).toBeFocused()
      // The next Tab goes on from the heading, into the page, not from the top of the frame.
      await page.keyboard.press('Tab')
      await expect(page.locator('main :focus'), path).toHaveCount(1)
    }

    // A link in the navigation stays where it was, and keeps the focus.
    const settings = page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'IAM Settings' })
    await settings.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Authentication' })).toBeVisible()
    await expect(settings).toBeFocused()
  })

  test("a screen whose code is still coming never names the tab with a text's key", async ({ page }) => {
    // English's texts of the service-account screens come with their code: held back here, the
    // route is matched long before its screen (and its texts) can show.
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/other-screens-texts-[\w-]+\.js$/, async (route) => {
      await released
      await route.continue()
    })
    const held = page.waitForRequest(/\/assets\/other-screens-texts-[\w-]+\.js$/)
    await page.goto('/ui/iam/identities/addserviceaccount', { waitUntil: 'commit' })
    await held
    // The console has drawn its frame around the pending route (the tab's live region is part of
    // it), and a frame later any name it gave the tab is set.
    await page.locator('[aria-live="polite"]').first().waitFor({ state: 'attached' })
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
    expect(await page.title()).toBe('IAM UI')

    release()
    await expect(page.getByRole('heading', { level: 1, name: 'Create Service Account' })).toBeVisible()
    await expect(page).toHaveTitle('Create Service Account - IAM UI')
    // It loaded: nothing is read out.
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: / - IAM UI$/ })).toHaveCount(0)
  })

  test("'/', '/identities' and '/identities/groups' show the users list at its own address, the search kept", async ({ page }) => {
    const identities = page.getByRole('navigation', { name: 'Console areas' })
    for (const path of ['/ui/iam/', '/ui/iam/identities', '/ui/iam/identities/groups']) {
      await page.goto(`${path}?size=10&filter=a`)
      await expect(page, path).toHaveURL(
        (url) => url.pathname === '/ui/iam/identities/users' && url.searchParams.get('size') === '10' && url.searchParams.get('filter') === 'a',
      )
      await expect(page.getByRole('heading', { level: 1, name: USERS }), path).toBeVisible()
      await expect(page.getByRole('searchbox', { name: 'Filter' }), path).toHaveValue('a')
      await expect(identities.getByRole('link', { name: 'Users' }), path).toHaveAttribute('aria-current', 'page')
    }

    // The address is replaced, not added to: Back leaves the list instead of landing on the
    // address that sends it there again.
    await page.goto('/ui/iam/roles')
    await page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Identities' }).click()
    await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
    await expect(identities.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page')
    await page.goBack()
    await expect(page).toHaveURL(/\/ui\/iam\/roles$/)
  })

  test('any other settings path opens the add-provider form over the lists', async ({ page }) => {
    for (const path of ['/ui/iam/settings/addsamlprovider', '/ui/iam/settings/anything-else']) {
      await page.goto(path)
      await expect(page.getByRole('dialog', { name: 'Configure a New Provider' }), path).toBeVisible()
    }
  })

  test('the left panel marks the current area, and the menu icon opens and closes it from the keyboard', async ({
    page,
  }) => {
    await page.goto('/ui/iam/identities/serviceusers')
    const areas = page.getByRole('navigation', { name: 'Console areas' })
    await expect(areas.getByRole('link', { name: 'Identities' })).toHaveAttribute('aria-current', 'page')
    await expect(areas.getByRole('link', { name: 'IAM Settings' })).not.toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Service Accounts' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    await areas.getByRole('link', { name: 'IAM Settings' }).click()
    await expect(page).toHaveURL(/\/ui\/iam\/settings$/)
    await expect(areas.getByRole('link', { name: 'IAM Settings' })).toHaveAttribute('aria-current', 'page')

    const menu = page.getByRole('button', { name: 'Menu' })
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await menu.focus()
    await page.keyboard.press('Enter')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(areas).toBeHidden()
    await page.keyboard.press('Space')
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(areas).toBeVisible()
  })

  test('the header links to the API docs in a new tab, safely', async ({ page }) => {
    const docs = page.getByRole('link', { name: 'Launch AuthN API Docs' })
    await expect(docs).toHaveAttribute('href', '/api/iam/authn/v1/api-docs')
    await expect(docs).toHaveAttribute('target', '_blank')
    await expect(docs).toHaveAttribute('rel', /noopener/)
  })

  test("'Back to home' on the LDAP notice returns to the default route", async ({ page }) => {
    await page.goto('/ui/iam/settings/ldapproviders')
    await page.getByRole('button', { name: 'Back to home' }).click()
    await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
    await expect(page.getByRole('heading', { level: 1, name: USERS })).toBeVisible()
  })

  test('/callback without a sign-in reply shows the default content', async ({ page }) => {
    await page.goto('/ui/iam/callback')
    await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
    await expect(page.getByRole('heading', { level: 1, name: USERS })).toBeVisible()
  })

  test("'IAM Settings' leads to the Authentication page, and the navigation marks that page; the LDAP notice marks none", async ({ page }) => {
    const areas = page.getByRole('navigation', { name: 'Console areas' })
    await areas.getByRole('link', { name: 'IAM Settings' }).click()
    await expect(page).toHaveURL(/\/ui\/iam\/settings$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Authentication' })).toBeVisible()
    await expect(areas.getByRole('link', { name: 'Authentication' })).toHaveAttribute('aria-current', 'page')
    await expect(areas.getByRole('link', { name: 'IAM Settings' })).toHaveAttribute('aria-current', 'page')

    await page.goto('/ui/iam/settings/ldapproviders')
    await expect(page.getByRole('heading', { level: 1, name: 'This feature is being worked on!' })).toBeVisible()
    await expect(areas.getByRole('link', { name: 'Authentication' })).not.toHaveAttribute('aria-current')
  })
})

test('pages outside the shell render without signing in', async ({ page }) => {
  const outside: [path: string, heading: string, tab: string][] = [
    ['/ui/iam/login', 'Log In', 'Log In - IAM UI'],
    ['/ui/iam/forcelogin', 'Please login to continue...', 'Login - IAM UI'],
    ['/ui/iam/change-password', 'Change Password', 'Change Password - IAM UI'],
    ['/ui/iam/pagenotfound', 'Page not found', 'Page not found - IAM UI'],
    ['/ui/iam/providers?name=no-such-provider', 'Login with other methods', 'Login with other methods - IAM UI'],
  ]
  for (const [path, heading, tab] of outside) {
    await page.goto(path)
    if (path === '/ui/iam/login') await acceptTermsIfShown(page)
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible()
    await expect(page, path).toHaveTitle(tab)
    await expect(page, path).toHaveURL((url) => `${url.pathname}${url.search}` === path)
    await expect(page.getByRole('banner'), path).toHaveCount(0)
  }
})

test('an unknown path asks a visitor to sign in, then shows the not-found page, whose button goes back to safety', async ({ page }) => {
  // Only the public pages skip the sign-in: an unknown path is none of them.
  await page.goto('/ui/iam/no/such/page?x=1')
  await fillLogin(page, ADMIN.username, ADMIN.password)
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === '/ui/iam/no/such/page?x=1')
  await acceptTermsIfShown(page)
  // Unknown at the top, and below areas that have routes of their own.
  for (const path of ['/ui/iam/identities/nope', '/ui/iam/identities/users/x', '/ui/iam/no/such/page']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), path).toBeVisible()
    await expect(page, path).toHaveTitle('Page not found - IAM UI')
    await expect(page, path).toHaveURL((url) => url.pathname === path)
  }
  await page.getByRole('button', { name: 'Back to safety' }).click()
  await expect(page.getByRole('heading', { level: 1, name: USERS })).toBeVisible()
})

test("the force-login page's Login button starts the sign-in", async ({ page }) => {
  await page.goto('/ui/iam/forcelogin')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/ui\/iam\/login\?interaction=/)
})
