// Decision 014 in the browser: a signed-in administrator's reload restores the session in
// the silent-renew frame, which loads none of the console, starting before the console's code has
// arrived, while the shell's and the screen's code load.
import type { Page } from '@playwright/test'
import { assertSignedInShell } from './support/console-page'
import { expect, test } from './support/fixtures'
import { ADMIN, signInAsAdmin } from './support/sign-in'

// The seed's admin password: a test of another file may have changed it on this worker's emulator.
test.beforeEach(async ({ request }) => {
  expect((await request.post('/__emulator/reset')).ok()).toBe(true)
})

const USERS_PAGE_CODE = /\/ui\/iam\/assets\/users-[\w-]+\.js$/
const FRAMEWORK_CODE = /\/ui\/iam\/assets\/framework-[\w-]+\.js$/
const SHELL_CODE = /\/ui\/iam\/assets\/console-[\w-]+\.js$/
const TOKEN_REQUEST = /\/api\/iam\/authn\/token$/
const AUTHORIZE_REQUEST = /\/api\/iam\/authn\/auth\?/
/** The longest a request is held back, waiting for what should be asked for before it. */
const HOLD_MS = 10_000

test('a reload of a signed-in page restores the session without leaving it, loading the screen meanwhile', async ({ browser, baseURL }) => {
  // A sign-in and then a load with an empty cache and held replies: twice most tests' work.
  test.setTimeout(60_000)
  // Signed in, then left: leaving takes the tokens out of storage and keeps the sign-in flag.
  const signedIn = await browser.newContext({ baseURL })
  const first = await signedIn.newPage()
  await signInAsAdmin(first)
  // Left for a page of the same site, which the browser keeps in the same process: a page left for
  // another process runs its pagehide there later, or not at all when the machine is too slow for
  // the browser's unload timeout. Read until the tokens have gone all the same.
  await first.goto('/api/iam/authn/v1/api-docs')
  await expect
    .poll(async () => JSON.stringify(await signedIn.storageState()), { message: 'the tokens left storage on page hide' })
    .not.toContain('iam.token_response')
  const storageState = await signedIn.storageState()
  await signedIn.close()

  // The same browser state with an empty HTTP cache, so that every file is asked for.
  const context = await browser.newContext({ baseURL, storageState })
  const page = await context.newPage()
  const addresses: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(new URL(frame.url()).pathname)
  })

  // Each wait is held back until what should come before it has been asked for: React's file until
  // the provider and the shell's code are (the silent sign-in and the shell's download start without
  // the console), the token reply until the screen's code is (the code loads while the session is
  // restored, not after).
  const seen = (pattern: RegExp) =>
    new Promise<boolean>((resolve) => {
      page.on('request', (request) => {
        if (pattern.test(request.url())) resolve(true)
      })
      setTimeout(() => resolve(false), HOLD_MS)
    })
  const authorizing = seen(AUTHORIZE_REQUEST)
  const shellCodeAsked = seen(SHELL_CODE)
  const screenCodeAsked = seen(USERS_PAGE_CODE)
  await page.route(FRAMEWORK_CODE, async (route) => {
    await Promise.all([authorizing, shellCodeAsked])
    await route.continue()
  })
  await page.route(TOKEN_REQUEST, async (route) => {
    await screenCodeAsked
    await route.continue()
  })

  await page.goto('/ui/iam/identities/users')
  expect(await authorizing, 'the provider was asked while the framework was still held back').toBe(true)
  expect(await shellCodeAsked, "the shell's code was asked for while the framework was still held back").toBe(true)
  expect(await screenCodeAsked, "the screen's code was asked for while the token reply was held back").toBe(true)
  await expect(page.getByRole('table', { name: 'Users' }).locator('tbody tr').first()).toBeVisible()
  await assertSignedInShell(page, ADMIN.email)

  // The router's own address updates count as navigations too; no other address may appear.
  expect([...new Set(addresses)], 'the page never left for the provider').toEqual(['/ui/iam/identities/users'])
  await context.close()
})

/** Records what the page posts to itself: opened as a page of its own, its parent is itself. */
async function recordPostedMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const posted: unknown[] = []
    Object.assign(window, { posted })
    window.addEventListener('message', (event) => posted.push(event.data))
  })
}

const posted = (page: Page) => page.evaluate(() => (window as unknown as { posted: unknown[] }).posted)

const REPLY_PATH = '/ui/iam/silent-renew?code=c0de&state=5tate'

/** What the frame must post for REPLY_PATH: the message oidc-client-ts waits for. */
const replyMessage = (baseURL: string | undefined) => ({ source: 'oidc-client', url: `${String(baseURL)}${REPLY_PATH}`, keepOpen: false })

test('the silent-renew page hands the reply on and loads none of the console', async ({ page, baseURL }) => {
  await recordPostedMessages(page)
  const files: string[] = []
  page.on('request', (request) => files.push(new URL(request.url()).pathname))

  await page.goto(REPLY_PATH)
  await expect.poll(() => posted(page)).toEqual([replyMessage(baseURL)])

  await page.waitForLoadState('networkidle')
  expect(files[0]).toBe('/ui/iam/silent-renew')
  expect(files.slice(1).every((file) => /^\/ui\/iam\/assets\/(silent-renew|rolldown-runtime)-[\w-]+\.js$/.test(file)), files.join(', ')).toBe(true)
})

test('a silent-renew link opened on its own keeps no code or token in the address', async ({ page, baseURL }) => {
  await page.goto(`${REPLY_PATH}#access_token=stolen&id_token=h.p.s`)
  await expect.poll(() => page.url()).toBe(`${String(baseURL)}/ui/iam/silent-renew`)
})

test("a server that answers the silent-renew path with the console's page still hands the reply on, running no console", async ({
  page,
  request,
  baseURL,
}) => {
  const consolePage = await request.get('/ui/iam/identities/users')
  const body = await consolePage.body()
  await page.route(/\/ui\/iam\/silent-renew\?/, (route) => route.fulfill({ status: 200, headers: consolePage.headers(), body }))
  await recordPostedMessages(page)
  await page.coverage.startJSCoverage({ resetOnNavigation: false })

  await page.goto(REPLY_PATH)
  await expect.poll(() => posted(page)).toEqual([replyMessage(baseURL)])
  expect(page.url()).toBe(`${String(baseURL)}/ui/iam/silent-renew`)
  await page.waitForLoadState('networkidle')
  const coverage = await page.coverage.stopJSCoverage()

  const ran = (pattern: RegExp) =>
    coverage
      .filter((entry) => pattern.test(entry.url))
      .some((entry) => entry.functions.some((fn) => fn.ranges.some((range) => range.count > 0)))
  // What the frame needs ran, so the coverage does see module code run.
  expect(ran(/\/assets\/silent-renew-[\w-]+\.js$/)).toBe(true)
  // The console and React were fetched (index.html preloads them) but never run.
  expect(ran(FRAMEWORK_CODE)).toBe(false)
  expect(ran(/\/assets\/app-[\w-]+\.js$/)).toBe(false)
  expect(ran(/\/assets\/oidc-[\w-]+\.js$/)).toBe(false)
})
