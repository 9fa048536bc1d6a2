// The compatibility sign-in through the address fragment, played by an attacker against the real
// build (docs/product/sign-in.md): only the answer to this tab's own login form signs it in.
import type { Page, Request } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { assertSignedInShell } from './support/console-page'
import { ADMIN, fillLogin, fragmentOf, holdSignInState, type MintOptions, mintTokens, openTokenAnswer, readBrowserStorage, signInAsAdmin, submitLogin } from './support/sign-in'
import { hideTermsBanner, resetEmulator } from './support/emulator-controls'

const EXPIRED = 'Your session expired. Please refresh the page.'
const OTHER_EMAIL = 'mallory@example.com'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
  await hideTermsBanner(request)
})

/** Every request the page sends with `token` in its address, headers or body. */
function watchToken(page: Page, token: string): Request[] {
  const carried: Request[] = []
  page.on('request', (sent) => {
    const headers = Object.values(sent.headers()).join('\n')
    if (`${sent.url()}\n${headers}\n${sent.postData() ?? ''}`.includes(token)) carried.push(sent)
  })
  return carried
}

const storedIdToken = async (page: Page) =>
  (JSON.parse((await readBrowserStorage(page))['iam.token_response'] ?? '{}') as { id_token?: string }).id_token

const now = () => Math.floor(Date.now() / 1000)

async function assertRefused(page: Page, token: string): Promise<void> {
  await expect(page).toHaveURL(/\/ui\/iam\/forcelogin\?expired=true$/)
  await expect(page.getByText(EXPIRED)).toBeVisible()
  expect(await page.evaluate(() => window.location.hash)).toBe('')
  expect(Object.values(await readBrowserStorage(page)).join('\n')).not.toContain(token)
}

test('the answer to this tab’s login form signs in, leaves the address, and lasts no longer than the token', async ({ page, request }) => {
  const tokens = await openTokenAnswer(page, request, { expiresInSeconds: 300, responseExpiresIn: 999_999_999 })
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
  await assertSignedInShell(page, ADMIN.email)
  expect(await page.evaluate(() => window.location.hash)).toBe('')
  expect(await storedIdToken(page)).toBe(tokens.id_token)
  // expires_in claimed some 31 years; the session ends with the token's exp, five minutes away.
  const stored = JSON.parse((await readBrowserStorage(page))['iam.token_response'] ?? '{}') as { expires_at: number }
  const now = Math.floor(Date.now() / 1000)
  expect(stored.expires_at).toBeGreaterThan(now + 240)
  expect(stored.expires_at).toBeLessThanOrEqual(now + 300)
  // The tab's state is used up.
  expect((await readBrowserStorage(page))['iam.sign_in_state']).toBeUndefined()
})

test('the session never outlasts the token’s exp, however long the provider takes to hand over its keys', async ({ page, request }) => {
  // The keys arrive 4 s late: the session's end is still counted from the moment the token was checked.
  await page.route('**/api/iam/authn/jwks', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000))
    await route.continue()
  })
  const tokens = await openTokenAnswer(page, request, { expiresInSeconds: 120, responseExpiresIn: 999_999_999 })
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
  const { exp } = JSON.parse(Buffer.from(tokens.id_token.split('.')[1] ?? '', 'base64url').toString()) as { exp: number }
  const stored = JSON.parse((await readBrowserStorage(page))['iam.token_response'] ?? '{}') as { expires_at: number }
  expect(stored.expires_at).toBeLessThanOrEqual(exp)
})

test('an id_token the provider issued long before the login is accepted: the tab’s one-time state ties it to this login', async ({
  page,
  request,
}) => {
  const tokens = await openTokenAnswer(page, request, { claims: { iat: now() - 3600 } })
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
  await assertSignedInShell(page, ADMIN.email)
  expect(await storedIdToken(page)).toBe(tokens.id_token)
})

test('an answer whose checks cannot load is refused and uses up its state: the same answer later is refused too', async ({
  page,
  request,
}) => {
  // Someone able to block one file (a flaky proxy, an attacker on the path) gains nothing by it.
  await page.route(/\/assets\/fragment-sign-in-[\w-]+\.js$/, (route) => route.abort())
  const tokens = await openTokenAnswer(page, request)
  await assertRefused(page, tokens.id_token)
  expect((await readBrowserStorage(page))['iam.sign_in_state']).toBeUndefined()

  await page.unrouteAll()
  await page.goto(`/ui/iam/#${fragmentOf(tokens)}`)
  await assertRefused(page, tokens.id_token)
})

test('a login form answered with a token response signs this tab in; the same answer opened in another tab does not, nor touches the session', async ({
  page,
  context,
  request,
}) => {
  expect((await request.post('/__emulator/login-answer', { data: { mode: 'fragment' } })).ok()).toBe(true)
  let answer = ''
  page.on('response', (response) => {
    const location = response.headers().location ?? ''
    if (location.includes('#access_token=')) answer = location
  })
  await page.goto('/ui/iam/login')
  await submitLogin(page, ADMIN.username, ADMIN.password)
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
  await assertSignedInShell(page, ADMIN.email)
  expect(new URLSearchParams(new URL(answer, page.url()).hash.slice(1)).get('state')).toMatch(/^[\w-]{43}$/)

  // Local storage is shared by the tabs and holds the first tab's session; the state is not.
  const session = (await readBrowserStorage(page))['iam.token_response']
  expect(session).toBeDefined()
  const otherTab = await context.newPage()
  await otherTab.goto(answer)
  await expect(otherTab).toHaveURL(/\/ui\/iam\/forcelogin\?expired=true$/)
  await expect(otherTab.getByText(EXPIRED)).toBeVisible()
  // The refusal leaves the session the first tab stored exactly as it was.
  expect((await readBrowserStorage(page))['iam.token_response']).toBe(session)
})

test('a link with another user’s valid token, opened by a signed-in admin, never switches the user', async ({ page, request }) => {
  await signInAsAdmin(page)
  const adminToken = await storedIdToken(page)
  const other = await mintTokens(request, { email: OTHER_EMAIL, state: 'attacker-chosen' })
  const carried = watchToken(page, other.id_token)

  await page.goto(`/ui/iam/#${fragmentOf(other)}`)
  await assertRefused(page, other.id_token)
  // The admin's own session goes on: the next screen is the admin's, restored as after any reload.
  await page.goto('/ui/iam/identities')
  await assertSignedInShell(page, ADMIN.email)
  await expect(page.getByText(OTHER_EMAIL)).toHaveCount(0)
  expect(await storedIdToken(page)).not.toBe(other.id_token)
  expect(adminToken).toBeDefined()
  expect(carried.map((sent) => sent.url())).toEqual([])
})

test('a same-document link to another user’s token keeps the stored session exactly as it was', async ({ page, request }) => {
  await signInAsAdmin(page)
  const adminToken = await storedIdToken(page)
  // Even a state this tab holds does not help: a login form's answer is a new page, never a link.
  const state = await holdSignInState(page)
  const other = await mintTokens(request, { email: OTHER_EMAIL, state })
  const carried = watchToken(page, other.id_token)

  await page.evaluate((fragment) => {
    const link = Object.assign(document.createElement('a'), { href: `#${fragment}`, textContent: 'prize' })
    document.body.append(link)
    link.click()
  }, fragmentOf(other))
  await assertRefused(page, other.id_token)
  expect(await storedIdToken(page)).toBe(adminToken)
  expect((await readBrowserStorage(page))['iam.sign_in_state']).toBeUndefined()
  await page.getByRole('button', { name: 'Login' }).waitFor()
  await page.goBack()
  await assertSignedInShell(page, ADMIN.email)
  expect(carried.map((sent) => sent.url())).toEqual([])
})

test('a token answer put in the address while the console’s code loads is refused once it has loaded', async ({ page, request }) => {
  await signInAsAdmin(page)
  const other = await mintTokens(request, { email: OTHER_EMAIL, state: await holdSignInState(page) })
  const carried = watchToken(page, other.id_token)
  // The console's code is held back: the entry has run and found no answer, the console has not started.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/ui/iam/identities', { waitUntil: 'domcontentloaded' })
  await page.evaluate((fragment) => (window.location.hash = fragment), fragmentOf(other))
  release()

  await assertRefused(page, other.id_token)
  // The admin's session goes on, restored as after any page load.
  await page.goto('/ui/iam/identities')
  await assertSignedInShell(page, ADMIN.email)
  expect(carried.map((sent) => sent.url())).toEqual([])
})

test('a token put in the query is never read, kept or carried on through a sign-in', async ({ page, request }) => {
  const other = await mintTokens(request, { email: OTHER_EMAIL, state: await holdSignInState(page) })
  const carried = watchToken(page, other.id_token)
  const link = `/ui/iam/identities/users?${new URLSearchParams({ access_token: other.access_token, id_token: other.id_token }).toString()}`

  // Never signed in, so the page sends the browser on to sign in, and comes back to where it was.
  await page.goto(link)
  await expect(page).toHaveURL(/\/ui\/iam\/login\?/)
  expect(Object.values(await readBrowserStorage(page)).join('\n')).not.toContain(other.id_token)
  await fillLogin(page, ADMIN.username, ADMIN.password)
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/, { timeout: 20_000 })
  await assertSignedInShell(page, ADMIN.email)
  await expect(page.getByText(OTHER_EMAIL)).toHaveCount(0)
  expect(await storedIdToken(page)).not.toBe(other.id_token)
  // Only the link itself took the token to the console's server.
  expect(carried.map((sent) => new URL(sent.url()).pathname + new URL(sent.url()).search)).toEqual([link])
})

test('a replayed answer is refused: the state answers one sign-in', async ({ page, request }) => {
  const tokens = await openTokenAnswer(page, request)
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
  await page.goto(`/ui/iam/#${fragmentOf(tokens)}`)
  await expect(page).toHaveURL(/\/ui\/iam\/forcelogin\?expired=true$/)
  await expect(page.getByText(EXPIRED)).toBeVisible()
})

test('an answer in a tab that posted no login form, or echoing another state, is refused', async ({ page, request }) => {
  const unasked = await mintTokens(request)
  await page.goto(`/ui/iam/#${fragmentOf(unasked)}`)
  await assertRefused(page, unasked.id_token)

  await holdSignInState(page)
  const mismatched = await mintTokens(request, { state: 'not-the-tabs-state' })
  await page.goto(`/ui/iam/#${fragmentOf(mismatched)}`)
  await assertRefused(page, mismatched.id_token)
})


for (const [name, options] of [
  ['an expired token', { expiresInSeconds: -60 }],
  ['a token for another client', { audience: 'another-client' }],
  ['a token from another issuer', { issuer: 'https://evil.example/api/iam/authn' }],
  ['a token signed by a key the provider never published', { foreignKey: true }],
  ['several audiences without azp', { audience: ['another-client', 'iam-ui'] }],
  ['an azp naming another client', { claims: { azp: 'another-client' } }],
  ['a token not valid for an hour (nbf)', { claims: { nbf: now() + 3600 } }],
  ['a token issued a year from now (iat)', { claims: { iat: now() + 365 * 24 * 3600 } }],
  ['an unknown critical header', { header: { crit: ['urn:example:ignore-me'], 'urn:example:ignore-me': true } }],
] as [string, MintOptions][]) {
  test(`${name} is refused, never stored or sent`, async ({ page, request }) => {
    const state = await holdSignInState(page)
    const tokens = await mintTokens(request, { ...options, state })
    const carried = watchToken(page, tokens.id_token)
    await page.goto(`/ui/iam/identities#${fragmentOf(tokens)}`)
    await assertRefused(page, tokens.id_token)
    expect(carried.map((sent) => sent.url())).toEqual([])
  })
}

test('jose and the fragment checks load for an answer in the address only: not on the login page, not on the users list', async ({
  page,
  request,
}) => {
  const scripts: string[] = []
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname)
  })
  const isFragmentCheck = (path: string) => /fragment-sign-in/.test(path)
  await signInAsAdmin(page)
  await page.getByRole('link', { name: 'Users' }).first().click()
  await expect(page.getByRole('columnheader', { name: 'Username' })).toBeVisible()
  expect(scripts.filter(isFragmentCheck), 'scripts of the login page and the users list').toEqual([])

  await openTokenAnswer(page, request)
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
  expect(scripts.filter(isFragmentCheck)).toHaveLength(1)
})
