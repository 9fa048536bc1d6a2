import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { assertSignedInShell } from './support/console-page'
import { ADMIN, JWT_SHAPE, readBrowserStorage, submitLogin } from './support/sign-in'
import { hideTermsBanner, resetEmulator } from './support/emulator-controls'

// The attack on the login page's interaction uid (docs/emulator.md, 'Binding the login to its
// browser'): an attacker starts a sign-in, sends the victim the login page with its uid, and
// resumes the sign-in once the victim has logged in there.

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
  await hideTermsBanner(request)
})

test.afterEach(async ({ request }) => {
  await resetEmulator(request)
})

const UNKNOWN_INTERACTION = 'We encountered an invalid token. Please try again.'

/** Every address a context's pages asked for, to show that no code ever reached the attacker. */
function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = []
  context.on('request', (request) => urls.push(request.url()))
  return urls
}

/** Opens a protected page signed out and returns the uid of the sign-in the provider waits on. */
async function startSignIn(page: Page): Promise<string> {
  await page.goto('/ui/iam/identities')
  await expect(page).toHaveURL(/\/ui\/iam\/login\?interaction=[\w-]+$/)
  return new URL(page.url()).searchParams.get('interaction') ?? ''
}

test("a victim who logs in on a login page with the attacker's interaction does not sign the attacker in", async ({
  browser,
  baseURL,
}) => {
  const attackerContext = await browser.newContext({ baseURL })
  const victimContext = await browser.newContext({ baseURL })
  try {
    const attackerRequests = recordRequests(attackerContext)
    const attacker = await attackerContext.newPage()
    const uid = await startSignIn(attacker)
    expect(uid).not.toBe('')

    // The victim follows the attacker's link and logs in with their own, right, password.
    const victim = await victimContext.newPage()
    await victim.goto(`/ui/iam/login?interaction=${uid}`)
    const answered = victim.waitForResponse((response) => response.request().method() === 'POST')
    await submitLogin(victim, ADMIN.username, ADMIN.password)
    expect((await answered).headers().location).toBe('/ui/iam/login?error=AUTHN_ERR_11')
    await expect(victim).toHaveURL(/\/ui\/iam\/login\?error=AUTHN_ERR_11$/)
    await expect(victim.getByRole('alert')).toHaveText(UNKNOWN_INTERACTION)

    // The attacker resumes the sign-in: the provider asks for a password again, with no code.
    await attacker.goto(`/api/iam/authn/auth/${uid}`)
    await expect(attacker).toHaveURL(/\/ui\/iam\/login\?interaction=[\w-]+$/)
    await expect(attacker.getByRole('heading', { name: 'Log In' })).toBeVisible()
    const codeOrToken = attackerRequests.filter((url) => {
      const { pathname, searchParams } = new URL(url)
      return searchParams.has('code') || pathname.endsWith('/callback') || pathname.endsWith('/authn/token')
    })
    expect(codeOrToken).toEqual([])
    // Only the attacker's own pending sign-in request is stored: no token, nothing like a JWT.
    const storage = await readBrowserStorage(attacker)
    expect(storage['iam.token_response']).toBeUndefined()
    expect(Object.values(storage).join('\n')).not.toMatch(JWT_SHAPE)
    // And is still signed out: a protected page asks for the password.
    await attacker.goto('/ui/iam/identities')
    await expect(attacker).toHaveURL(/\/ui\/iam\/login\?interaction=/)
  } finally {
    await Promise.all([attackerContext.close(), victimContext.close()])
  }
})

test('the sign-in started in a browser still finishes there, after a wrong password too', async ({ page }) => {
  await startSignIn(page)
  await submitLogin(page, ADMIN.username, 'not-the-password')
  await expect(page).toHaveURL(/\?error=AUTHN_ERR_7&interaction=[\w-]+$/)
  await submitLogin(page, ADMIN.username, ADMIN.password)
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
  await assertSignedInShell(page, ADMIN.email)
})
