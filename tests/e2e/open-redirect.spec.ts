import type { APIRequestContext, Page } from '@playwright/test'
import { accountButton } from './support/console-page'
import { expect, test } from './support/fixtures'
import { type HostileUrl, hostileUrls, STAYED_HOME, watchOffOrigin } from './support/hostile-urls'
import { readBrowserStorage, signInAsAdmin } from './support/sign-in'
import { hideTermsBanner, resetEmulator } from './support/emulator-controls'

// Faults and the store are the worker's emulator's: each test starts from the seed.
test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
  await hideTermsBanner(request)
})

test.afterEach(async ({ request }) => {
  await resetEmulator(request)
})

const REFUSED = 'The sign-in address of this provider is not allowed.'

/** A path on this origin: the providers page may follow it (docs/product/providers.md), the login page only inside /ui/iam. */
function isPathHere(value: string, origin: string): boolean {
  // The guards refuse whatever a browser would read differently from what it looks like.
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    if (code === 0x5c || code <= 0x20 || code === 0x7f) return false
  }
  const pathLike = value.startsWith('/') && !value.startsWith('//')
  if (!pathLike && !value.startsWith(`${origin}/`)) return false
  return new URL(value, origin).origin === origin
}

/** The emulator answers the connectors call with exactly these connectors (a fault with a 200 body). */
async function answerConnectors(request: APIRequestContext, urls: readonly HostileUrl[], serviceProviderEnabled: boolean) {
  const result = urls.map(({ name, value }, index) => ({ id: `c${String(index)}`, name, type: 'saml', url: value }))
  const response = await request.post('/__emulator/faults', {
    data: { name: 'GET_CONNECTORS', fault: { status: 200, body: { result, service_provider_enabled: serviceProviderEnabled } } },
  })
  expect(response.ok()).toBe(true)
}

/** Waits until the providers page either refuses the redirect ('refused') or has left for another address (returned). */
async function providersOutcome(page: Page): Promise<string> {
  const refused = page
    .getByRole('alert')
    .filter({ hasText: REFUSED })
    .waitFor()
    .then(() => 'refused')
  const left = page.waitForURL((url) => url.pathname !== '/ui/iam/providers', { waitUntil: 'commit' }).then(() => page.url())
  // The other wait goes on after the race is decided; its end, when the page goes, means nothing.
  refused.catch(() => undefined)
  left.catch(() => undefined)
  return Promise.race([refused, left])
}

test('?redirect= on the login page takes a signed-in user only to console paths, never off the origin', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const origin = baseURL ?? ''
  await signInAsAdmin(page)
  const watch = await watchOffOrigin(context, [new URL(origin).host])

  // The redirect works at all: a console path is honoured, on a fresh page load (the session is
  // restored silently, as it is after any reload).
  await page.goto(`/ui/iam/login?redirect=${encodeURIComponent('/ui/iam/settings/authentication')}`)
  await expect(page).toHaveURL(`${origin}/ui/iam/settings/authentication`)
  await expect(accountButton(page)).toBeVisible()

  // From here each page load starts with the session's real token in place, which spares a silent
  // sign-in per case: the cases are many and the guard is the same either way.
  const tokenResponse = (await readBrowserStorage(page))['iam.token_response'] ?? ''
  expect(tokenResponse).toContain('id_token')
  await context.addInitScript((stored) => localStorage.setItem('iam.token_response', stored), tokenResponse)

  const cases = hostileUrls(origin)
  expect(cases.length).toBeGreaterThanOrEqual(20)
  const landings: Record<string, string> = {}
  for (const { name, value } of cases) {
    await page.goto(`/ui/iam/login?redirect=${encodeURIComponent(value)}`)
    // Everything hostile falls back to the default page, '/identities', whose route then
    // shows the users list at its own address: the landing is the address after that.
    await page.waitForURL((url) => url.pathname !== '/ui/iam/login' && url.pathname !== '/ui/iam/identities')
    const landed = new URL(page.url())
    landings[name] = `${landed.origin}${landed.pathname}`
  }
  await expect(accountButton(page)).toBeVisible()
  expect(landings).toEqual(Object.fromEntries(cases.map(({ name }) => [name, `${origin}/ui/iam/identities/users`])))

  // A token response smuggled in the return address's fragment never reaches the address bar,
  // where the page would neither take nor refuse it and a reload would end the session.
  const smuggled = '/ui/iam/settings/authentication#access_token=a&expires_in=300&id_token=b.c.d&state=s&token_type=Bearer'
  await page.goto(`/ui/iam/login?redirect=${encodeURIComponent(smuggled)}`)
  await expect(page).toHaveURL(`${origin}/ui/iam/settings/authentication`)
  await expect(accountButton(page)).toBeVisible()
  expect(await page.evaluate(() => window.location.hash)).toBe('')
  expect(watch).toEqual(STAYED_HOME)
})

test('connector URLs on the providers page: refused unless on this origin, listed or sent alone', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const origin = baseURL ?? ''
  const cases = hostileUrls(origin)
  const watch = await watchOffOrigin(context, [new URL(origin).host])
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })

  // Listed: clicking each connector that leads elsewhere is refused on the spot.
  const elsewhere = cases.filter(({ value }) => !isPathHere(value, origin))
  await answerConnectors(request, elsewhere, false)
  await page.goto('/ui/iam/providers')
  for (const { name } of elsewhere) {
    await page.getByRole('button', { name: `Log in with ${name}`, exact: true }).click()
    await expect.poll(() => warnings.at(-1)).toBe(`Providers: the sign-in URL of '${name}' is not allowed; not redirecting.`)
  }
  await expect(page.getByRole('alert')).toHaveText(REFUSED)
  expect(await page.evaluate(() => localStorage.getItem('iam.chosen_connector'))).toBeNull()

  // Automatic (service-provider mode), one URL alone as a hostile service would send it: every
  // path of this origin (followed, and staying home) and a few of the others (refused as above).
  // A tab per case: a redirect that was followed may still be travelling when the next one starts.
  const sample = new Set(['protocol-relative', 'javascript:', 'this origin as credentials', 'tab inside the slashes'])
  const automatic = cases.filter(({ name, value }) => isPathHere(value, origin) || sample.has(name))
  expect(automatic.length).toBeGreaterThan(sample.size)
  const outcomes: Record<string, string> = {}
  for (const hostile of automatic) {
    await answerConnectors(request, [hostile], true)
    const tab = await context.newPage()
    await tab.goto('/ui/iam/providers')
    const outcome = await providersOutcome(tab)
    outcomes[hostile.name] = outcome === 'refused' ? outcome : new URL(outcome).origin
    // Left open: the context closes them all at the end (closing one mid-navigation can hang).
  }
  expect(outcomes).toEqual(
    Object.fromEntries(automatic.map(({ name, value }) => [name, isPathHere(value, origin) ? origin : 'refused'])),
  )
  expect(watch).toEqual(STAYED_HOME)
})

test('allowedRedirectHosts lets the providers page go to a listed host, and only to that host', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const origin = baseURL ?? ''
  const idp = 'idp.example.test'
  await page.route('**/ui/iam/config.js', async (route) => {
    const body = (await (await route.fetch()).text()).replace('allowedRedirectHosts: []', `allowedRedirectHosts: ['${idp}']`)
    await route.fulfill({ contentType: 'text/javascript', body })
  })
  await page.route(`https://${idp}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>IdP</title>' }))
  const watch = await watchOffOrigin(context, [new URL(origin).host, idp])

  const disguised = [
    `https://${idp}.evil.example/sso`,
    `https://${idp}@evil.example/sso`,
    `https://evil.example/sso?next=https://${idp}/`,
    `https://evil.example#@${idp}/`,
    `//${idp}@evil.example/`,
    `javascript://${idp}/%0aalert(document.domain)`,
  ]
  for (const url of disguised) {
    await answerConnectors(request, [{ name: 'IdP', value: url }], true)
    await page.goto('/ui/iam/providers')
    expect(await providersOutcome(page), url).toBe('refused')
  }

  await answerConnectors(request, [{ name: 'IdP', value: `https://${idp}/sso` }], true)
  await page.goto('/ui/iam/providers')
  await expect(page).toHaveURL(`https://${idp}/sso`)
  expect(watch).toEqual(STAYED_HOME)
})
