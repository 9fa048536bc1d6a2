import { createServer, type Server } from 'node:http'
import type { Page, Request, Response } from '@playwright/test'
import { close, listen } from '../../mocks/emulator/static-server'
import { expect, test } from './support/fixtures'
import { assertSignedInShell } from './support/console-page'
import { OTHER_LOOPBACK, postLoginFrom } from './support/other-address'
import { ADMIN, submitLogin } from './support/sign-in'
import { hideTermsBanner, resetEmulator } from './support/emulator-controls'

// Lockouts and faults belong to the worker's emulator: every test starts and ends with none.
test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
  await hideTermsBanner(request)
})

test.afterEach(async ({ request }) => {
  await resetEmulator(request)
})

const SESSIONS_PATH = '/api/iam/authn/v1/sessions'
const INCORRECT = 'Your username or password was incorrect. Please try again.'
const LOCKED = 'We encountered a locked user account. Please try again.'
/** The locked text with the lockout's time left, as the login page shows it. */
const LOCKED_FOR_5_MINUTES = `${LOCKED} You can try again in 5 minutes.`

const isLoginPost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === SESSIONS_PATH

/**
 * A real server on another port, so the browser sends the headers it sends for a page elsewhere
 * (Playwright's request routing would hide Sec-Fetch-Site from the test). Its one page posts the
 * login form named in its query (`action`, `password`) as soon as it loads.
 */
let attacker: Server
let attackerPort: number

test.beforeAll(async () => {
  attacker = createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://attacker').searchParams
    const attribute = (name: string) => (query.get(name) ?? '').replace(/[&<>"']/g, (char) => `&#${String(char.charCodeAt(0))};`)
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(`<!doctype html><title>Win a prize</title>
      <form method="post" action="${attribute('action')}">
        <input name="login" value="${ADMIN.username}"><input name="password" value="${attribute('password')}">
      </form>
      <script>document.forms[0].submit()</script>`)
  })
  attackerPort = await listen(attacker, 0)
})

test.afterAll(() => close(attacker))

/** Opens the attacker's page on `attackerHost` (with the attacker's port) and returns the login post it made. */
async function postFromAttacker(page: Page, attackerHost: string, target: string, password: string): Promise<Request> {
  const query = new URLSearchParams({ action: `${target}${SESSIONS_PATH}`, password })
  const posted = page.waitForRequest(isLoginPost)
  await page.goto(`http://${attackerHost}:${String(attackerPort)}/prize?${query.toString()}`)
  return posted
}

/** Submits the console's login form and waits for the emulator's answer to the post. */
async function submitAndWait(page: Page, username: string, password: string): Promise<Response> {
  const answered = page.waitForResponse((response) => isLoginPost(response.request()))
  await submitLogin(page, username, password)
  return answered
}

/** The login page the post was sent back to, showing `alert`: the username kept, the password empty and focused. */
async function expectLoginPageAfterFailure(page: Page, username: string, alert: string): Promise<void> {
  await expect(page.getByRole('alert')).toHaveText(alert)
  await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue(username)
  const password = page.getByRole('textbox', { name: 'Password', exact: true })
  await expect(password).toHaveValue('')
  await expect(password).toBeFocused()
}

test('five wrong passwords lock the user out: the login page says so and for how long, and the right password is refused too', async ({
  page,
}) => {
  // Through a real sign-in: the provider is waiting on the interaction in the address.
  await page.goto('/ui/iam/identities')
  await expect(page).toHaveURL(/\/ui\/iam\/login\?interaction=/)
  for (let attempt = 1; attempt <= 4; attempt++) {
    const answer = await submitAndWait(page, ADMIN.username, `wrong-${String(attempt)}`)
    expect(answer.headers().location).toMatch(/\?error=AUTHN_ERR_7&interaction=/)
    await expectLoginPageAfterFailure(page, ADMIN.username, INCORRECT)
  }
  const fifth = await submitAndWait(page, ADMIN.username, 'wrong-5')
  expect(fifth.headers().location).toMatch(/\?error=AUTHN_ERR_10&retry_after=300&interaction=/)
  await expect(page).toHaveURL(/\?error=AUTHN_ERR_10&retry_after=300&interaction=/)
  await expectLoginPageAfterFailure(page, ADMIN.username, LOCKED_FOR_5_MINUTES)

  // Locked out: the right password gets the same answer, in any spelling of the name.
  const right = await submitAndWait(page, 'ADMIN', ADMIN.password)
  expect(right.headers().location).toMatch(/\?error=AUTHN_ERR_10&retry_after=\d+&interaction=/)
  await expectLoginPageAfterFailure(page, 'ADMIN', LOCKED_FOR_5_MINUTES)
})

test('wrong passwords posted from another client address lock the name there only: the browser here still signs in', async ({
  page,
  baseURL,
}) => {
  const codes: string[] = []
  for (let attempt = 1; attempt <= 6; attempt++) {
    const posted = await postLoginFrom(OTHER_LOOPBACK, baseURL ?? '', { login: ADMIN.username, password: `guess-${String(attempt)}` })
    codes.push(new URL(posted.location ?? '', baseURL).searchParams.get('error') ?? '')
  }
  // The other address is locked out, after its fifth guess.
  expect(codes).toEqual(['AUTHN_ERR_7', 'AUTHN_ERR_7', 'AUTHN_ERR_7', 'AUTHN_ERR_7', 'AUTHN_ERR_10', 'AUTHN_ERR_10'])

  // The browser connects from 127.0.0.1: the name is not locked for it.
  await page.goto('/ui/iam/identities')
  await expect(page).toHaveURL(/\/ui\/iam\/login\?interaction=/)
  const answer = await submitAndWait(page, ADMIN.username, ADMIN.password)
  expect(answer.headers().location).toMatch(/\/api\/iam\/authn\/auth\//)
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
  await assertSignedInShell(page, ADMIN.email)
})

test('the console’s own login post, under its Referrer-Policy: no-referrer, posts Origin: null with Sec-Fetch-Site and works', async ({
  page,
}) => {
  await page.goto('/ui/iam/login')
  const answer = await submitAndWait(page, ADMIN.username, ADMIN.password)
  const headers = await answer.request().allHeaders()
  // The console's pages send Referrer-Policy: no-referrer, under which Chromium posts Origin: null;
  // Sec-Fetch-Site is what proves the post came from the console itself.
  expect(headers.origin).toBe('null')
  expect(headers['sec-fetch-site']).toBe('same-origin')
  expect(answer.status()).toBe(303)
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
  await assertSignedInShell(page, ADMIN.email)
})

for (const [site, attackerHost, fetchSite] of [
  ['another site', 'localhost', 'cross-site'],
  ['another port of the same host', '127.0.0.1', 'same-site'],
] as const) {
  test(`a login posted from ${site} gets 403, even with the right password, and signs no one in`, async ({
    page,
    context,
    baseURL,
  }) => {
    const target = baseURL ?? ''
    const posted = await postFromAttacker(page, attackerHost, target, ADMIN.password)
    const response = await posted.response()
    expect(response?.status()).toBe(403)
    const headers = await posted.allHeaders()
    expect(headers.origin).toBe(`http://${attackerHost}:${String(attackerPort)}`)
    expect(headers['sec-fetch-site']).toBe(fetchSite)
    expect(await context.cookies(target)).toEqual([])

    // Still signed out: the console asks for the password.
    await page.goto('/ui/iam/identities')
    await expect(page).toHaveURL(/\/ui\/iam\/login\?interaction=/)
  })
}

test('wrong passwords posted from another site are never checked, so they cannot lock the user out', async ({ page, baseURL }) => {
  for (let attempt = 1; attempt <= 5; attempt++) {
    const posted = await postFromAttacker(page, 'localhost', baseURL ?? '', `guess-${String(attempt)}`)
    expect((await posted.response())?.status()).toBe(403)
  }
  await page.goto('/ui/iam/login')
  const answer = await submitAndWait(page, ADMIN.username, ADMIN.password)
  expect(answer.status()).toBe(303)
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
  await assertSignedInShell(page, ADMIN.email)
})
