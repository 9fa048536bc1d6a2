import { chromium, type Locator, type Page } from '@playwright/test'
import { API_POLICY, COMMON_SECURITY_HEADERS, consolePolicy, emulatorPagePolicy, NONCE_PLACEHOLDER } from '../../mocks/emulator/security-headers'
import { assertNoPageErrors, logOut, watchPageErrors, type PageErrors } from './support/console-page'
import { createAccessKey } from '../../mocks/certificates'
import { idpMetadataXml } from '../../mocks/seed'
import {
  assertCommonSecurityHeaders,
  assertNonceInPage,
  assertTrustedTypesEnforced,
  normalisePolicy,
  watchCspViolations,
  type CspViolation,
} from './support/csp'
import { expect, test } from './support/fixtures'
import { ADMIN, acceptTerms, acceptTermsIfShown, fillLogin, signInAsAdmin } from './support/sign-in'
import { TEST_BROWSER_LAUNCH_OPTIONS } from './support/chromium'
import { chunksOf, rawRequest } from './support/raw-http'

type Ready = (page: Page) => Locator

const heading =
  (name: string | RegExp): Ready =>
  (page) =>
    page.getByRole('heading', { level: 1, name })
const USERS_HEADING = /^Viewing \d+ of all users$/
const USERS = heading(USERS_HEADING)
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
  ['identities/addserviceaccount', heading('Create Service Account')],
  // An unknown path is no public page: it asks for a sign-in too (docs/product/shell-and-routes.md).
  ['no/such/page', LOGIN],
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
    // From the keyboard: a click whose release comes late under load picks the item under it.
    await dialog.getByRole('combobox', { name: 'Locale' }).press('ArrowDown')
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
    await page.getByRole('alertdialog', { name: 'Deactivate User' }).getByRole('button', { name: 'Deactivate' }).click()
    await expect(page.getByText('Successfully deactivated the user.')).toBeVisible()

    const nonces = await styleNonces(page)
    expect(nonces.page).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(nonces.styles.length).toBeGreaterThan(1)
    expect(new Set(nonces.styles)).toEqual(new Set([nonces.page]))

    // Sign-out runs through the provider's self-submitting page, which has a policy of its own.
    const logoutPage = page.waitForResponse((response) => response.url().includes('/api/iam/authn/session/end'))
    await logOut(page)
    const logout = await logoutPage
    expect(normalisePolicy(logout.headers()['content-security-policy'] ?? '')).toBe(emulatorPagePolicy(NONCE_PLACEHOLDER))
    await expect(page).toHaveURL(/\/ui\/iam\/login/)
    await acceptTermsIfShown(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()
    assertClean(watched)
    // Leave the store as the seed for the next test of this worker.
    expect((await request.post('/__emulator/reset')).ok()).toBe(true)
  })
  test('the terms banner, the main modals, SAML metadata and a sign-out and sign-in round trip run under Trusted Types', async ({
    page,
    request,
  }) => {
    expect((await request.post('/__emulator/reset')).ok()).toBe(true)
    const watched = await watch(page)

    // The seed's banner: server HTML, parsed by DOMParser for the sanitiser (the inert-document policy).
    await page.goto('/ui/iam/login')
    const banner = page.getByRole('dialog', { name: 'Terms and Conditions' })
    await expect(banner.getByRole('heading', { name: 'Authorized use only' })).toBeVisible()
    await expect(banner.getByRole('link', { name: 'acceptable use policy' })).toBeVisible()
    await acceptTerms(page)
    await fillLogin(page, 'admin', ADMIN.password)
    await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
    await acceptTermsIfShown(page)

    // Create Service Account, then a certificate made, listed and downloaded in Manage Certificates.
    await page.goto('/ui/iam/identities/serviceusers')
    await page.getByRole('button', { name: 'Create Service Account' }).click()
    const create = page.getByRole('dialog', { name: 'Create Service Account' })
    await create.getByRole('button', { name: 'Submit' }).click()
    await expect(create.getByText('Required')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(create).toBeHidden()
    await page.getByRole('checkbox', { name: 'Select terraform-provisioner' }).check()
    await page.getByRole('button', { name: 'Manage Certificates' }).click()
    const certificates = page.getByRole('dialog', { name: "Manage terraform-provisioner's Certificates" })
    await certificates.getByRole('button', { name: 'Generate Certificate' }).click()
    await expect(certificates.getByRole('alert')).toHaveText('Successfully created new certificate!')
    await Promise.all([page.waitForEvent('download'), certificates.getByRole('button', { name: 'Download Key', exact: true }).click()])
    await page.keyboard.press('Escape')
    await expect(certificates).toBeHidden()

    // Add SAML Provider with an uploaded metadata file: parsed as XML by DOMParser, previewed.
    await page.goto('/ui/iam/settings/authentication')
    await page.getByRole('region', { name: 'SAML Identity Providers' }).getByRole('button', { name: 'Add SAML Provider' }).click()
    const saml = page.getByRole('dialog', { name: 'Configure a New Provider' })
    await saml.getByRole('radio', { name: 'Metadata' }).check()
    const now = Date.now()
    const { certificate } = await createAccessKey('idp.csp.example.com', new Date(now - 86_400_000), new Date(now + 86_400_000 * 365))
    const xml = idpMetadataXml('https://idp.csp.example.com/entity', 'https://idp.csp.example.com/sso', 'https://idp.csp.example.com/slo', certificate ?? '')
    await saml.getByLabel('Choose File').setInputFiles({ name: 'idp.xml', mimeType: 'text/xml', buffer: Buffer.from(xml, 'utf8') })
    const preview = saml.getByRole('region', { name: 'Found in the metadata' })
    await expect(preview).toContainText('https://idp.csp.example.com/entity')
    await expect(preview).toContainText('CN=idp.csp.example.com')
    await page.keyboard.press('Escape')
    await expect(saml).toBeHidden()

    // Add Directory Provider, with the menu of its type select.
    await page.getByRole('region', { name: 'Directory Providers' }).getByRole('button', { name: 'Add Directory Provider' }).click()
    const directory = page.getByRole('dialog', { name: 'Add Directory' })
    await directory.getByRole('combobox', { name: 'Directory Type' }).click()
    await expect(page.getByRole('option', { name: 'Open LDAP', exact: true })).toBeVisible()
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await expect(directory).toBeHidden()

    // Sign out through the provider's page, and in again.
    await logOut(page)
    await expect(page).toHaveURL(/\/ui\/iam\/login/)
    await fillLogin(page, 'admin', ADMIN.password)
    await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
    await acceptTermsIfShown(page)
    await expect(page.getByRole('heading', { level: 1, name: USERS_HEADING })).toBeVisible()
    await page.waitForLoadState('networkidle')

    assertClean(watched)
    await assertTrustedTypesEnforced(page)
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
    const headers = await response?.allHeaders()
    for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) expect(headers?.[name.toLowerCase()], name).toBe(value)
    // The page's own style applied: the heading is not in the browser's default font.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /system-ui/)
    assertClean(watched)
  })
})

test.describe('requests the emulator refuses before any handler', () => {
  // The login form's post is answered as a failed login instead (login-page.spec.ts).
  test('a body over 1 MiB gets 413 with a JSON error, which the client reads in full', async ({ emulator }) => {
    for (const [method, path, contentType] of [
      ['PUT', '/api/iam/v1/users/password', 'application/json'],
      ['POST', '/__emulator/faults', 'application/json'],
    ] as const) {
      // 8 MiB in chunks: the client is still sending when the answer comes.
      const reply = await rawRequest(`${emulator.url}${path}`, { method, headers: { 'Content-Type': contentType }, body: chunksOf(64 * 1024, 128) })
      expect(reply.status, path).toBe(413)
      expect(reply.headers['content-type'], path).toBe('application/json')
      expect(JSON.parse(reply.body), path).toEqual({ error: 'The request body is larger than 1048576 bytes.' })
      expect(reply.headers.connection, path).toBe('close')
      expect(reply.clientError, path).toBeUndefined()
    }
  })

  test('a request for another host name gets 421, as after DNS rebinding', async ({ emulator }) => {
    // What a rebound page's own calls send: its name in Host (the browser itself adds a check of
    // its own, Local Network Access, which other browsers lack).
    for (const path of ['/api/iam/v1/oidc/connectors?name=local', '/api/iam/v1/system_configuration', '/ui/iam/config.js']) {
      const reply = await rawRequest(`${emulator.url}${path}`, { headers: { Host: `rebound.example:${String(emulator.port)}` } })
      expect(reply.status, path).toBe(421)
      expect(reply.body, path).toContain('Misdirected request')
    }

    // A real rebinding: Chromium resolves a foreign name to the emulator's address.
    const browser = await chromium.launch({
      ...TEST_BROWSER_LAUNCH_OPTIONS,
      args: [...TEST_BROWSER_LAUNCH_OPTIONS.args, '--host-resolver-rules=MAP rebound.example 127.0.0.1'],
    })
    try {
      const page = await browser.newPage()
      const rebound = `http://rebound.example:${String(emulator.port)}`
      const response = await page.goto(`${rebound}/ui/iam/identities/users`)
      expect(response?.status()).toBe(421)
      await expect(page.getByText('Misdirected request')).toBeVisible()
    } finally {
      await browser.close()
    }
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
    // The console's policy, plus the Trusted Types policy of the demo's mock service worker.
    expect(normalisePolicy(response.headers()['content-security-policy'] ?? '')).toBe(
      consolePolicy({ nonce: NONCE_PLACEHOLDER, mockService: true }),
    )
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
