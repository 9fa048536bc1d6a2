import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { assertSignedInShell, logOut } from './support/console-page'
import { ADMIN, JWT_SHAPE, holdsNoToken, openTokenAnswer, readBrowserStorage, signInAsAdmin } from './support/sign-in'
import { hideTermsBanner, resetEmulator } from './support/emulator-controls'
import { outOfReach } from './support/out-of-reach'
import { isCallOf } from './support/api-calls'

// What sign-in.spec.ts checks (no token after logout and after leaving the page) is taken further
// here: page-readable cookies, passwords in every form they could be kept, the whole `oidc-`
// record set, the token fragment at the moment of each call, and the password-change page.

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
  await hideTermsBanner(request)
})

test.afterEach(async ({ request }) => {
  await resetEmulator(request)
})

/** Everything the page itself can read back: both web storages (keys and values) and document.cookie. */
interface Readable {
  storage: Record<string, string>
  cookie: string
}

async function readableByPage(page: Page): Promise<Readable> {
  return { storage: await readBrowserStorage(page), cookie: await page.evaluate(() => document.cookie) }
}

/** A password as it could be kept: as typed, URL- or form-encoded, or base64. */
function spellings(password: string): string[] {
  return [
    password,
    encodeURIComponent(password),
    new URLSearchParams({ p: password }).toString().slice(2),
    Buffer.from(password).toString('base64'),
  ]
}

/** The secrets (by their label) found anywhere in what the page can read. */
function secretsFound(readable: Readable, secrets: Record<string, string>): string[] {
  const everything = [...Object.keys(readable.storage), ...Object.values(readable.storage), readable.cookie].join('\n')
  return Object.entries(secrets)
    .filter(([, secret]) => spellings(secret).some((spelling) => everything.includes(spelling)))
    .map(([label]) => label)
}

/** The browser's HTTP cache's copy of `address`, as any page of the origin can ask for it, or undefined. */
function cachedCopy(page: Page, address: string): Promise<string | undefined> {
  return page.evaluate(async (url) => {
    try {
      return await (await fetch(url, { cache: 'only-if-cached', mode: 'same-origin' })).text()
    } catch {
      return undefined
    }
  }, address)
}

test('after logout the browser’s HTTP cache holds none of the API’s answers, users list included', async ({ page }) => {
  const usersRead = page.waitForResponse((response) => isCallOf('GET_USERS', response.request()) && response.ok())
  await signInAsAdmin(page)
  const usersAddress = (await usersRead).url()
  // The check below can fail: the cache answers for what it holds, such as the console's own config.js.
  expect(await cachedCopy(page, '/ui/iam/config.js')).toContain('window')

  await logOut(page)
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible()
  expect(await cachedCopy(page, usersAddress)).toBeUndefined()
})

test('after logout the page can read no token, no oidc- record and no password: storage and cookies', async ({ page }) => {
  await signInAsAdmin(page)
  const signedIn = await readableByPage(page)
  const stored = JSON.parse(signedIn.storage['iam.token_response'] ?? '{}') as { id_token?: string; access_token?: string }
  // The check below can fail: while signed in, the tokens are there to find.
  expect(stored.id_token).toMatch(JWT_SHAPE)
  expect(Object.keys(signedIn.storage).some((key) => key.includes('oidc-'))).toBe(true)
  expect(secretsFound(signedIn, { password: ADMIN.password })).toEqual([])

  await logOut(page)
  await expect(page).toHaveURL(/\/ui\/iam\/login/)
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible()
  const after = await readableByPage(page)
  expect(Object.keys(after.storage).filter((key) => key.includes('oidc-'))).toEqual([])
  expect(holdsNoToken(after.storage)).toBe(true)
  expect(after.cookie).not.toMatch(JWT_SHAPE)
  expect(
    secretsFound(after, { password: ADMIN.password, id_token: stored.id_token ?? '', access_token: stored.access_token ?? '' }),
  ).toEqual([])
})

/**
 * Closes the tab as a user does (its pagehide handler runs), then reads, in a new tab of the origin,
 * what was left, and checks that no token and no `oidc-` record was.
 */
async function closeTabAndLook(page: Page, context: BrowserContext): Promise<Readable> {
  await page.close({ runBeforeUnload: true })
  const next = await context.newPage()
  // A page of the origin that runs no console code, so nothing signs in again before we look.
  await next.goto('/api/iam/authn/v1/api-docs')
  const left = await readableByPage(next)
  expect(Object.keys(left.storage).filter((key) => key.includes('oidc-'))).toEqual([])
  expect(holdsNoToken(left.storage)).toBe(true)
  return left
}

test('closing the tab takes the tokens with it: a new tab of the origin finds none, nor the password', async ({ page, context }) => {
  await signInAsAdmin(page)
  const idToken = (JSON.parse((await readBrowserStorage(page))['iam.token_response'] ?? '{}') as { id_token?: string }).id_token ?? ''
  expect(idToken).toMatch(JWT_SHAPE)

  const left = await closeTabAndLook(page, context)
  expect(secretsFound(left, { password: ADMIN.password, id_token: idToken })).toEqual([])
})

test('a reload whose console code never arrives still takes the silently restored tokens away when the tab closes', async ({
  page,
  context,
}) => {
  await signInAsAdmin(page)
  // The page's entry restores the session before the console's own code runs; that code stays away.
  await outOfReach(page, /\/assets\/app-[\w-]+\.js$/)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Error in connecting to server ...' })).toBeVisible()
  // The check below can fail: the silent sign-in has stored the user record, tokens and all.
  await expect.poll(async () => Object.keys(await readBrowserStorage(page)).some((key) => key.startsWith('oidc-user:'))).toBe(true)

  await closeTabAndLook(page, context)
})

/** Records, inside the page, the address bar at the moment of every fetch and XHR the page starts. */
async function recordAddressAtEachCall(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: [string, string][] = []
    Object.assign(window, { __addressAtCalls: seen })
    const originalFetch = window.fetch.bind(window)
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push([input instanceof Request ? input.url : String(input), window.location.href])
      return originalFetch(input, init)
    }
    const open = Object.getOwnPropertyDescriptor(XMLHttpRequest.prototype, 'open')?.value as (
      this: XMLHttpRequest,
      ...args: unknown[]
    ) => void
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      seen.push([String(args[1]), window.location.href])
      open.apply(this, args)
    }
  })
}

function addressesAtCalls(page: Page): Promise<[string, string][]> {
  return page.evaluate(() => (window as unknown as { __addressAtCalls: [string, string][] }).__addressAtCalls)
}

const isApiCall = (url: string) => /\/api\/iam\/|\/PrismGateway\//.test(new URL(url).pathname)

for (const [name, options, landing] of [
  ['a valid token', {}, /\/ui\/iam\/identities\/users$/],
  ['an expired token', { expiresInSeconds: -60 }, /\/ui\/iam\/forcelogin\?expired=true$/],
] as const) {
  test(`${name} in the fragment is off the address bar before the first API request, the key check included`, async ({
    page,
    request,
  }) => {
    await recordAddressAtEachCall(page)
    const seenByPlaywright: [string, string][] = []
    page.on('request', (sent) => {
      if (isApiCall(sent.url())) seenByPlaywright.push([sent.url(), page.url()])
    })

    const tokens = await openTokenAnswer(page, request, options, '/ui/iam/identities')
    await expect(page).toHaveURL(landing)
    if (name === 'a valid token') await assertSignedInShell(page, ADMIN.email)
    else await expect(page.getByText('Your session expired. Please refresh the page.')).toBeVisible()

    const inPage = (await addressesAtCalls(page)).filter(([url]) => isApiCall(new URL(url, page.url()).href))
    // The token is checked against the provider's published keys: those calls are among the first.
    expect(inPage.map(([url]) => new URL(url, page.url()).pathname)).toContain('/api/iam/authn/jwks')
    for (const [url, address] of [...inPage, ...seenByPlaywright]) {
      expect(address, `the address bar when ${url} was requested`).not.toMatch(/access_token|id_token|#/)
      expect(url).not.toContain(tokens.id_token)
    }
    expect(seenByPlaywright.length).toBeGreaterThan(0)
  })
}

test('the password-change page keeps no password anywhere the page can read, after a failure or a change', async ({ page }) => {
  const wrongOld = 'Not/The-0ld'
  const fresh = 'Fresh/Pass42'
  const secrets = { old: ADMIN.password, wrongOld, fresh }
  await page.goto('/ui/iam/change-password')
  await page.getByLabel('Username').fill(ADMIN.username)
  await page.getByLabel('Old Password').fill(wrongOld)
  await page.getByLabel('New Password').fill(fresh)
  await page.getByLabel('Confirm Password').fill(fresh)
  // Typed but not sent: nothing saved as a draft.
  expect(secretsFound(await readableByPage(page), secrets)).toEqual([])

  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('form', { name: 'Change Password' }).getByRole('alert')).toHaveText(
    'Your username or old password was incorrect.',
  )
  expect(secretsFound(await readableByPage(page), secrets)).toEqual([])

  await page.getByLabel('Old Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/ui\/iam\/login\?success=true$/)
  await expect(page.getByText('Your new password has been created.')).toBeVisible()
  expect(secretsFound(await readableByPage(page), secrets)).toEqual([])
  expect(secretsFound({ storage: {}, cookie: page.url() }, secrets)).toEqual([])
})
