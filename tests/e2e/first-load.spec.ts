// The first load in the browser (docs/decisions/014-bundle-split.md): the loading view in
// index.html, end-user pages that load none of MUI, and a sign-in round trip that asks the provider
// for its configuration once.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { REPO_ROOT } from '../../mocks/emulator/vite-build'
import { assertSignedInShell, holdConsoleScripts } from './support/console-page'
import { expect, test } from './support/fixtures'
import { ADMIN, acceptTermsIfShown, fillLogin } from './support/sign-in'

const LOADING = 'Loading IAM UI Application...'

// The seed's admin password: a test of another file may have changed it on this worker's emulator.
test.beforeEach(async ({ request }) => {
  expect((await request.post('/__emulator/reset')).ok()).toBe(true)
})

/** Records, at every change of the page once it has shown text, whether it still shows any. */
function recordEmptyFrames(): void {
  const seen: string[] = []
  ;(window as unknown as { __frames: string[] }).__frames = seen
  new MutationObserver(() => {
    // Before the body's first text has been parsed, an empty page is only the page arriving.
    // The DOM types say body is always there; at the document's start it is not yet.
    const body = document.body as HTMLElement | null
    const text = body?.innerText.trim() ?? ''
    if (seen.length > 0 || text !== '') seen.push(text === '' ? 'empty' : 'text')
  }).observe(document, { childList: true, subtree: true, characterData: true })
}

test('the loading view shows before any script runs, and gives way to the page with no empty frame in between', async ({
  page,
}) => {
  // The console's scripts are held back until the loading view has been seen without them.
  const releaseScripts = await holdConsoleScripts(page)
  await page.addInitScript(recordEmptyFrames)

  await page.goto('/ui/iam/login', { waitUntil: 'commit' })
  await expect(page.getByRole('status')).toHaveText(LOADING)
  await expect(page.getByRole('heading', { level: 1, name: 'IAM UI' })).toBeVisible()
  releaseScripts()

  await expect(page.getByRole('button', { name: 'Log In', includeHidden: true })).toBeAttached()
  await acceptTermsIfShown(page)
  await expect(page.getByText(LOADING)).toHaveCount(0)
  await expect(page.getByRole('main')).toHaveCount(1)
  const frames = await page.evaluate(() => (window as unknown as { __frames: string[] }).__frames)
  expect(frames).not.toContain('empty')
})

/** Strings only MUI's components and emotion's style sheets carry in the build. */
const MUI_MARKERS = [/\bMui[A-Z]\w+/, /data-emotion/]

test('the end-user pages load none of MUI: no component and no emotion', async ({ page }) => {
  const scripts = new Set<string>()
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/ui/iam/assets/') && path.endsWith('.js')) scripts.add(path.replace('/ui/iam/', ''))
  })
  // Each page's own code, split off its route file, is among what it loads.
  for (const route of ['login', 'providers', 'change-password', 'forcelogin', 'pagenotfound']) {
    await page.goto(`/ui/iam/${route}`)
    // On a busy machine the entry may take longer than network idle's half second to ask for it.
    await expect
      .poll(() => [...scripts].some((file) => file.startsWith(`assets/${route}-`)), { message: `${route}'s own code was loaded` })
      .toBe(true)
    await page.waitForLoadState('networkidle')
  }
  const holdingMui = [...scripts].filter((file) => {
    const source = readFileSync(join(REPO_ROOT, 'dist', file), 'utf8')
    return MUI_MARKERS.some((marker) => marker.test(source))
  })
  expect(holdingMui).toEqual([])
})

for (const [route, address] of [
  ['login', '/ui/iam/login'],
  ['providers', '/ui/iam/providers?name=Nobody'],
] as const) {
  test(`the ${route} page asks for its connectors while its own code still loads`, async ({ page }) => {
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    // The page's own code, split off its route file, arrives only once the connectors were asked for.
    await page.route(new RegExp(`/ui/iam/assets/${route}-[\\w-]+\\.js$`), async (held) => {
      await released
      await held.continue()
    })
    const connectors = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/oidc/connectors'), { timeout: 10_000 })
    await page.goto(address, { waitUntil: 'commit' })
    const asked = await connectors
    expect(new URL(asked.url()).searchParams.get('name')).toBe(route === 'login' ? 'local' : 'Nobody')
    release()
    // The page then shows with that answer, asking no second time.
    const again = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/oidc/connectors'), { timeout: 2_000 }).then(
      () => true,
      () => false,
    )
    if (route === 'login') await expect(page.getByRole('button', { name: 'Log In', includeHidden: true })).toBeAttached()
    else await expect(page.getByText('No IdP found with the given name.')).toBeVisible()
    expect(await again).toBe(false)
  })
}

test('a sign-in through the provider asks it for its configuration once, across both page loads', async ({ page, browser, baseURL }) => {
  await page.goto('/ui/iam/identities')
  await fillLogin(page, ADMIN.username, ADMIN.password)
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)

  // A fresh tab that shares only the provider's cookie: the console redirects, the provider
  // answers at once, and the callback page finishes the sign-in.
  const { cookies } = await page.context().storageState()
  const context = await browser.newContext({ baseURL, storageState: { cookies, origins: [] } })
  const other = await context.newPage()
  const discovery: string[] = []
  const documents: string[] = []
  context.on('request', (request) => {
    if (request.url().endsWith('/.well-known/openid-configuration')) discovery.push(request.url())
    if (request.isNavigationRequest() && request.frame() === other.mainFrame()) documents.push(new URL(request.url()).pathname)
  })
  await other.goto('/ui/iam/identities/users')
  await expect(other).toHaveURL(/\/ui\/iam\/identities\/users$/)
  await acceptTermsIfShown(other)
  await assertSignedInShell(other, ADMIN.email)

  expect(documents).toContain('/ui/iam/callback')
  expect(documents.filter((path) => path.startsWith('/ui/iam/')).length).toBeGreaterThanOrEqual(2)
  expect(discovery).toHaveLength(1)
  await context.close()
})
