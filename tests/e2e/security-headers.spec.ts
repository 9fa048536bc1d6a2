import type { Locator, Page } from '@playwright/test'
import { API_POLICY, consolePolicy, emulatorPagePolicy, NONCE_PLACEHOLDER } from '../../mocks/emulator/security-headers'
import { assertNoPageErrors, watchPageErrors, type PageErrors } from './support/console-page'
import {
  assertCommonSecurityHeaders,
  assertNonceInPage,
  normalisePolicy,
  watchCspViolations,
  type CspViolation,
} from './support/csp'
import { expect, test } from './support/fixtures'
import { acceptTerms, acceptTermsIfShown, signInAsAdmin } from './support/sign-in'

type Ready = (page: Page) => Locator

const heading =
  (name: string | RegExp): Ready =>
  (page) =>
    page.getByRole('heading', { level: 1, name })
const USERS = heading(/^Viewing \d+ of all users$/)
const BEING_BUILT = heading('This page is being built.')
/** The login page, or the terms banner over it (its modal hides the page from the accessibility tree). */
const LOGIN: Ready = (page) =>
  page.getByRole('dialog', { name: 'Terms and Conditions' }).or(page.getByRole('heading', { level: 1, name: 'Log In' }))

/** Every route (docs/product/shell-and-routes.md; paths below /ui/iam/) and what shows once it has rendered, signed in. */
const SIGNED_IN_ROUTES: readonly [path: string, ready: Ready][] = [
  ['', USERS],
  ['callback', USERS],
  ['identities', USERS],
  ['identities/users', USERS],
  ['identities/groups', USERS],
  ['identities/serviceusers', heading(/^Viewing \d+ of all service accounts$/)],
  ['identities/addserviceaccount', heading('Create Service Account')],
  ['identities/managecertificates', BEING_BUILT],
  ['settings', heading('Authentication')],
  ['settings/authentication', heading('Authentication')],
  ['settings/addsamlprovider', (page) => page.getByRole('dialog', { name: 'Configure a New Provider' })],
  ['settings/ldapproviders', heading('This feature is being worked on!')],
  ['roles', BEING_BUILT],
  // A signed-in visitor is sent on (docs/product/login.md): the login page restores the provider session
  // silently, since tokens left storage with the previous page (docs/product/storage.md).
  ['login', USERS],
  ['forcelogin', heading('Please login to continue...')],
  ['providers', (page) => page.getByRole('textbox', { name: 'Provider Name' })],
  ['change-password', heading('Change Password')],
  ['pagenotfound', heading('Page not found')],
  ['no/such/page', heading('Page not found')],
]

/** The same routes signed out: the unprotected ones render, the others lead through the sign-in to the login page. */
const SIGNED_OUT_ROUTES: readonly [path: string, ready: Ready][] = [
  ['login', LOGIN],
  ['forcelogin', heading('Please login to continue...')],
  ['providers', (page) => page.getByRole('textbox', { name: 'Provider Name' })],
  ['change-password', heading('Change Password')],
  ['pagenotfound', heading('Page not found')],
  ['no/such/page', heading('Page not found')],
  ['identities/addserviceaccount', heading('Create Service Account')],
  ['', LOGIN],
  ['identities/serviceusers', LOGIN],
  ['settings/authentication', LOGIN],
  ['roles', LOGIN],
]

interface Watch {
  violations: CspViolation[]
  errors: PageErrors
}

async function watch(page: Page): Promise<Watch> {
  return { violations: await watchCspViolations(page), errors: watchPageErrors(page) }
}

function assertClean({ violations, errors }: Watch): void {
  expect(violations, 'Content-Security-Policy violations').toEqual([])
  assertNoPageErrors(errors)
}

async function visitAll(page: Page, base: string, routes: readonly [string, Ready][]): Promise<void> {
  for (const [path, ready] of routes) {
    // Only the start: protected routes signed out go on through the provider to the login page.
    await page.goto(`${base}/ui/iam/${path}`, { waitUntil: 'commit' })
    await expect(ready(page), `/ui/iam/${path}`).toBeVisible()
    // Late styles (data arriving, lazy chunks) are written before the page goes quiet.
    await page.waitForLoadState('networkidle')
  }
}

/** The nonce the page was served with, and the nonce of every style element in it. */
function styleNonces(page: Page): Promise<{ page: string; styles: string[] }> {
  return page.evaluate(() => ({
    page: document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '',
    styles: [...document.querySelectorAll('style')].map((style) => style.nonce),
  }))
}

test.describe('the console under its Content-Security-Policy', () => {
  // Each walks through many full page loads; two cores shared with the emulator and Chromium are slow.
  test.describe.configure({ timeout: 120_000 })

  test('every route signed out renders with no violation and no console error', async ({ page, baseURL }) => {
    const watched = await watch(page)
    await visitAll(page, baseURL ?? '', SIGNED_OUT_ROUTES)
    assertClean(watched)
  })

  test('every route signed in renders with no violation and no console error', async ({ page, baseURL }) => {
    const watched = await watch(page)
    await signInAsAdmin(page)
    await visitAll(page, baseURL ?? '', SIGNED_IN_ROUTES)
    assertClean(watched)
  })

  test('dialogs, menus, tooltips and toasts style themselves with the nonce; sign-out passes the provider page', async ({
    page,
    request,
  }) => {
    expect((await request.post('/__emulator/reset')).ok()).toBe(true)
    const watched = await watch(page)
    await signInAsAdmin(page)

    // A modal and the menu of a select, both portals.
    await page.goto('/ui/iam/identities/users')
    await page.getByRole('button', { name: 'Create Local User' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Local User' })
    await dialog.getByRole('combobox', { name: 'Locale' }).click()
    await expect(page.getByRole('listbox')).toBeVisible()
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    // A tooltip.
    await page.goto('/ui/iam/settings')
    await page.getByRole('link', { name: 'Download Metadata' }).hover()
    await expect(page.getByRole('tooltip', { name: 'Download Metadata to Configure Identity Provider' })).toBeVisible()

    // A toast: notistack styles through goober, not emotion.
    await page.goto('/ui/iam/identities/users?filter=yuto')
    await page.getByRole('checkbox', { name: 'Select yuto.nakamura' }).check()
    await page.getByRole('button', { name: 'Deactivate', exact: true }).click()
    await expect(page.getByText('Successfully deactivated the user.')).toBeVisible()

    const nonces = await styleNonces(page)
    expect(nonces.page).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(nonces.styles.length).toBeGreaterThan(1)
    expect(new Set(nonces.styles)).toEqual(new Set([nonces.page]))

    // Sign-out runs through the provider's self-submitting page, which has a policy of its own.
    const logoutPage = page.waitForResponse((response) => response.url().includes('/api/iam/authn/session/end'))
    await page.getByRole('button', { name: 'Logout' }).click()
    const logout = await logoutPage
    expect(normalisePolicy(logout.headers()['content-security-policy'] ?? '')).toBe(emulatorPagePolicy(NONCE_PLACEHOLDER))
    await expect(page).toHaveURL(/\/ui\/iam\/login/)
    await acceptTermsIfShown(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()
    assertClean(watched)
    // Leave the store as the seed for the next test of this worker.
    expect((await request.post('/__emulator/reset')).ok()).toBe(true)
  })
})

test.describe('security headers of the emulator', () => {
  test('the console page: its policy, a fresh nonce per response, and no validator that could pair an old nonce with a new policy', async ({
    request,
    baseURL,
  }) => {
    const first = await request.get('/ui/iam/identities/users')
    expect(first.status()).toBe(200)
    assertCommonSecurityHeaders(first, 'index.html')
    const policy = first.headers()['content-security-policy'] ?? ''
    expect(normalisePolicy(policy)).toBe(consolePolicy({ nonce: NONCE_PLACEHOLDER, authority: `${baseURL ?? ''}/api/iam/authn` }))
    expect(policy).not.toContain('unsafe-inline')
    expect(policy).not.toContain('unsafe-eval')
    expect(first.headers()['cache-control']).toBe('no-cache')
    expect(first.headers().etag).toBeUndefined()
    const firstNonce = await assertNonceInPage(first)

    const second = await request.get('/ui/iam/identities/users')
    expect(await assertNonceInPage(second)).not.toBe(firstNonce)
  })

  test('a script asset and config.js', async ({ request }) => {
    const html = await (await request.get('/ui/iam/')).text()
    const entry = /<script type="module"[^>]*\bsrc="([^"]+)"/.exec(html)?.[1]
    expect(entry).toMatch(/^\/ui\/iam\/assets\/index-[\w-]+\.js$/)
    const script = await request.get(entry ?? '')
    expect(script.status()).toBe(200)
    assertCommonSecurityHeaders(script, entry ?? '')
    expect(script.headers()['content-type']).toBe('text/javascript; charset=utf-8')
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable')

    const config = await request.get('/ui/iam/config.js')
    assertCommonSecurityHeaders(config, 'config.js')
    expect(config.headers()['cache-control']).toBe('no-cache')
  })

  test('an API answer and a test control: data that nothing may frame or load from', async ({ request }) => {
    const users = await request.get('/api/iam/v1/users?length=1&offset=0')
    expect(users.status()).toBe(401)
    assertCommonSecurityHeaders(users, 'GET /users')
    expect(users.headers()['content-security-policy']).toBe(API_POLICY)

    const version = await request.get('/PrismGateway/services/rest/v1/utils/pre_login_details')
    expect(version.status()).toBe(200)
    assertCommonSecurityHeaders(version, 'pre_login_details')
    expect(version.headers()['content-security-policy']).toBe(API_POLICY)

    const control = await request.delete('/__emulator/faults')
    expect(control.status()).toBe(204)
    assertCommonSecurityHeaders(control, 'DELETE /__emulator/faults')
    expect(control.headers()['content-security-policy']).toBe(API_POLICY)
  })

  test("the emulator's own pages allow their inline style by nonce only", async ({ page }) => {
    const watched = await watch(page)
    const response = await page.goto('/api/iam/authn/v1/api-docs')
    expect(response?.status()).toBe(200)
    const policy = (await response?.allHeaders())?.['content-security-policy'] ?? ''
    expect(normalisePolicy(policy)).toBe(emulatorPagePolicy(NONCE_PLACEHOLDER))
    expect(await response?.headerValue('referrer-policy')).toBe('no-referrer')
    // The page's own style applied: the heading is not in the browser's default font.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /system-ui/)
    assertClean(watched)
  })
})

test.describe('the offline demo served by the static server', () => {
  const demo = () => {
    const url = process.env.E2E_DEMO_URL
    if (!url) throw new Error('E2E_DEMO_URL is not set: the global setup did not run.')
    return url
  }

  test('sends the same headers and renders its routes with no violation', async ({ page, request }) => {
    test.setTimeout(60_000)
    const response = await request.get(`${demo()}/ui/iam/identities/users`)
    assertCommonSecurityHeaders(response, 'demo index.html')
    expect(normalisePolicy(response.headers()['content-security-policy'] ?? '')).toBe(consolePolicy({ nonce: NONCE_PLACEHOLDER }))
    await assertNonceInPage(response)

    const watched = await watch(page)
    // The demo signs in on load, so the first page shows the terms banner.
    await page.goto(`${demo()}/ui/iam/`)
    await acceptTerms(page)
    await visitAll(page, demo(), [
      ['identities/users', USERS],
      ['identities/serviceusers', heading(/^Viewing \d+ of all service accounts$/)],
      ['settings/authentication', heading('Authentication')],
    ])
    assertClean(watched)
  })
})
