import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { hostileLoginLook } from './support/hostile-data'
import { answerWith } from './support/emulator-controls'

// The tests read the emulator's one store: each starts from the seed.
test.describe.configure({ mode: 'serial' })

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__emulator/reset')).ok()).toBe(true)
})

const CONNECTOR_LOGIN = /\/api\/iam\/authn\/v1\/connectors\/[^/]+\/login$/

test('lists the four connectors and goes to the clicked one, storing it', async ({ page, baseURL }) => {
  await page.goto('/ui/iam/providers')
  const buttons = page.getByRole('button', { name: /^Log in with / })
  await expect(buttons).toHaveCount(4)
  for (const name of ['Local', 'Okta', 'Azure AD', 'Corporate AD']) {
    await expect(page.getByRole('button', { name: `Log in with ${name}`, exact: true })).toBeVisible()
  }
  await expect(page.getByRole('textbox', { name: 'Provider Name' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible()

  const response = page.waitForResponse(CONNECTOR_LOGIN)
  await page.getByRole('button', { name: 'Log in with Okta', exact: true }).click()
  expect((await response).status()).toBe(501)
  await expect(page).toHaveURL(CONNECTOR_LOGIN)
  await expect(page.getByRole('heading', { name: 'External sign-in is not emulated' })).toBeVisible()

  const stored = await page.evaluate(() => localStorage.getItem('iam.chosen_connector'))
  const chosen = JSON.parse(stored ?? 'null') as { name: string; type: string; url: string }
  expect(chosen.name).toBe('Okta')
  expect(chosen.type).toBe('saml')
  expect(chosen.url).toBe(page.url())
  expect(chosen.url.startsWith(baseURL ?? '')).toBe(true)
})

test('?name=<a SAML connector> redirects to it on its own', async ({ page }) => {
  const response = page.waitForResponse(CONNECTOR_LOGIN)
  await page.goto('/ui/iam/providers?name=Azure%20AD')
  expect((await response).status()).toBe(501)
  await expect(page).toHaveURL(CONNECTOR_LOGIN)
  const stored = await page.evaluate(() => localStorage.getItem('iam.chosen_connector'))
  expect(JSON.parse(stored ?? 'null')).toMatchObject({ name: 'Azure AD', type: 'saml' })
})

test('typing a provider name and Continue redirects to it', async ({ page }) => {
  await page.goto('/ui/iam/providers')
  await page.getByRole('textbox', { name: 'Provider Name' }).fill('Okta')
  const response = page.waitForResponse(CONNECTOR_LOGIN)
  await page.getByRole('button', { name: 'Continue' }).click()
  expect((await response).status()).toBe(501)
  await expect(page).toHaveURL(CONNECTOR_LOGIN)
})

test('a name that matches no connector shows the error404 text', async ({ page }) => {
  await page.goto('/ui/iam/providers?name=Nobody')
  await expect(page.getByText('No IdP found with the given name.')).toBeVisible()
  await expect(page).toHaveURL(/\/ui\/iam\/providers\?name=Nobody$/)
})

/** The emulator answers the connectors call with exactly `result` (a fault with a 200 body). */
async function answerConnectors(
  request: APIRequestContext,
  result: { id: string; name: string; type: string; url: string }[],
  serviceProviderEnabled = false,
) {
  const response = await request.post('/__emulator/faults', {
    data: {
      name: 'GET_CONNECTORS',
      fault: { status: 200, body: { result, service_provider_enabled: serviceProviderEnabled } },
    },
  })
  expect(response.ok()).toBe(true)
}

const local = { id: 'local', name: 'Local', type: 'local', url: '/ui/iam/login' }
const okta = { id: 'okta', name: 'Okta', type: 'saml', url: '/api/iam/authn/v1/connectors/okta/login' }
const azure = { id: 'azure', name: 'Azure AD', type: 'saml', url: '/api/iam/authn/v1/connectors/azure/login' }

test('of two connectors it takes the non-local one on its own', async ({ page, request }) => {
  await answerConnectors(request, [local, okta])
  await page.goto('/ui/iam/providers')
  await expect(page).toHaveURL(/\/connectors\/okta\/login$/)
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('iam.chosen_connector'))) ?? 'null')).toMatchObject({
    name: 'Okta',
    type: 'saml',
  })
})

test('in service-provider mode it takes the first connector', async ({ page, request }) => {
  await answerConnectors(request, [azure, okta, local], true)
  await page.goto('/ui/iam/providers')
  await expect(page).toHaveURL(/\/connectors\/azure\/login$/)
})

test('a connector on a host that is not allowed is refused: an alert, no redirect, nothing stored', async ({ page, request }) => {
  await answerConnectors(request, [{ ...okta, url: 'https://evil.example/login' }])
  const toEvil: string[] = []
  page.on('request', (sent) => {
    if (new URL(sent.url()).hostname === 'evil.example') toEvil.push(sent.url())
  })
  await page.goto('/ui/iam/providers')
  await expect(page.getByRole('alert')).toHaveText('The sign-in address of this provider is not allowed.')
  await expect(page).toHaveURL(/\/ui\/iam\/providers$/)
  expect(await page.evaluate(() => localStorage.getItem('iam.chosen_connector'))).toBeNull()
  expect(toEvil).toEqual([])
})

test("an allowed host named with its scheme's default port lets the page go to that host's address without one", async ({ page, request }) => {
  // The deployer allows 'idp.example.test:443'; the provider's https address names no port.
  await page.route('**/ui/iam/config.js', async (route) => {
    const shipped = await route.fetch()
    const body = `${await shipped.text()}\nwindow.__IAM_CONFIG__.allowedRedirectHosts = ['idp.example.test:443']\n`
    await route.fulfill({ response: shipped, body })
  })
  await page.route('https://idp.example.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>The provider</title>' }))
  await answerConnectors(request, [{ ...okta, url: 'https://idp.example.test/sso' }])
  await page.goto('/ui/iam/providers')
  await expect(page).toHaveURL('https://idp.example.test/sso')
})

test('a sign-in that bounces straight back stops the loop and lists the providers', async ({ page, request }) => {
  // The only connector sends the browser back to this very page, as a failing provider would.
  await answerConnectors(request, [{ ...okta, url: '/ui/iam/providers' }])
  const loads: string[] = []
  page.on('load', () => loads.push(page.url()))
  await page.goto('/ui/iam/providers')
  await expect(page.getByRole('alert')).toHaveText('Signing in through Okta did not complete. Choose a provider to try again.')
  await expect(page.getByRole('button', { name: 'Log in with Okta' })).toBeVisible()
  expect(loads.length).toBeLessThanOrEqual(2)
})

const brandPanel = (page: Page) => page.getByTestId('brand-panel')

test('shows the branded panel of the login page: the emulator’s version, titles and colours', async ({ page, request }) => {
  // The seed's customisation: the default titles and colours, and its own version.
  await page.goto('/ui/iam/providers')
  await expect(page.getByRole('button', { name: 'Log in with Okta', exact: true })).toBeVisible()
  await expect(brandPanel(page).locator('p')).toHaveText(['Prism Central', 'Identity and Access Management', 'euphrates-7.3-stable-pc-2'])

  // Another customisation, as the login page's tests set one: the providers page follows it too.
  await answerWith(request, 'GET_PRISM_VERSION', hostileLoginLook({ productTitle: 'Acme Cloud', title: 'Acme Access', version: 'acme-1.2', colorIn: '#123456', colorOut: '#abcdef' }))
  for (const path of ['/ui/iam/login', '/ui/iam/providers']) {
    await page.goto(path)
    await expect(brandPanel(page).locator('p'), path).toHaveText(['Acme Cloud', 'Acme Access', 'acme-1.2'])
    expect(await brandPanel(page).evaluate((panel) => getComputedStyle(panel).backgroundImage), path).toBe(
      'linear-gradient(135deg, rgb(18, 52, 86), rgb(171, 205, 239))',
    )
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Login with other methods' })).toBeVisible()
})

