import { expect, test } from './support/fixtures'

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
