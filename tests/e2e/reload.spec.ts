// Decision 021 in the browser: a signed-in administrator's reload restores the session in the
// silent-renew frame, which runs none of the console, while the screen's code loads.
import { assertSignedInShell } from './support/console-page'
import { expect, test } from './support/fixtures'
import { ADMIN, signInAsAdmin } from './support/sign-in'

// The seed's admin password: a test of another file may have changed it on this worker's emulator.
test.beforeEach(async ({ request }) => {
  expect((await request.post('/__emulator/reset')).ok()).toBe(true)
})

const USERS_PAGE_CODE = /\/ui\/iam\/assets\/UsersPage-[\w-]+\.js$/
const TOKEN_REQUEST = /\/api\/iam\/authn\/token$/

test('a reload of a signed-in page restores the session without leaving it, loading the screen meanwhile', async ({ browser, baseURL }) => {
  // Signed in, then left: leaving takes the tokens out of storage and keeps the sign-in flag.
  const signedIn = await browser.newContext({ baseURL })
  const first = await signedIn.newPage()
  await signInAsAdmin(first)
  await first.goto('about:blank')
  const storageState = await signedIn.storageState()
  await signedIn.close()
  expect(JSON.stringify(storageState)).not.toContain('iam.token_response')

  // The same browser state with an empty HTTP cache, so that every file is asked for.
  const context = await browser.newContext({ baseURL, storageState })
  const page = await context.newPage()
  const events: string[] = []
  page.on('request', (request) => {
    if (USERS_PAGE_CODE.test(request.url())) events.push('screen code asked for')
  })
  page.on('requestfinished', (request) => {
    if (TOKEN_REQUEST.test(request.url())) events.push('tokens received')
  })
  const addresses: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(new URL(frame.url()).pathname)
  })

  await page.goto('/ui/iam/identities/users')
  await expect(page.getByRole('table', { name: 'Users' }).locator('tbody tr').first()).toBeVisible()
  await assertSignedInShell(page, ADMIN.email)

  // The router's own address updates count as navigations too; no other address may appear.
  expect([...new Set(addresses)], 'the page never left for the provider').toEqual(['/ui/iam/identities/users'])
  expect(events).toContain('tokens received')
  expect(events.indexOf('screen code asked for'), 'the screen code was asked for before the tokens came').toBe(0)
  await context.close()
})

test('the silent-renew page hands the reply on without running the console', async ({ page }) => {
  await page.coverage.startJSCoverage({ resetOnNavigation: false })
  // Opened as a page of its own, its parent is itself: the reply is posted to nobody who listens.
  await page.goto('/ui/iam/silent-renew?code=unused&state=unused')
  await page.waitForLoadState('networkidle')
  const coverage = await page.coverage.stopJSCoverage()

  const ran = (pattern: RegExp) =>
    coverage
      .filter((entry) => pattern.test(entry.url))
      .some((entry) => entry.functions.some((fn) => fn.ranges.some((range) => range.count > 0)))
  // What the frame needs ran, so the coverage does see module code run.
  expect(ran(/\/assets\/silent-renew-[\w-]+\.js$/)).toBe(true)
  expect(ran(/\/assets\/oidc-client-ts-[\w-]+\.js$/)).toBe(true)
  // The console and React were fetched (index.html preloads them) but never run.
  expect(ran(/\/assets\/framework-[\w-]+\.js$/)).toBe(false)
  expect(ran(/\/assets\/console-[\w-]+\.js$/)).toBe(false)
  await expect(page.getByRole('status')).toHaveText('Loading IAM UI Application...')
})
