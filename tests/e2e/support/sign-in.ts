import { expect, type APIRequestContext, type APIResponse, type Cookie, type Page } from '@playwright/test'
import { endpoints } from '../../../src/core/api/endpoints'
import { systemConfigSchema } from '../../../src/core/api/schemas'
import { STORAGE_KEYS } from '../../../src/core/auth/storage-keys'
import { DEFAULT_DEMO_PASSWORD } from '../../../mocks/seed'
import { assertSignedInShell } from './console-page'
import { API_ROOT } from './api-calls'

export const ADMIN = { username: 'admin', password: DEFAULT_DEMO_PASSWORD, email: 'admin@example.com' } as const

/**
 * How long the signed-in frame may take to show a banner that is due. It shows only on the page
 * load that completed a sign-in, which a test may not know; on a loaded machine it has come after
 * several seconds.
 */
const SHELL_BANNER_WAIT_MS = 15_000

/**
 * In the signed-in frame: accepts the terms banner (docs/product/terms-banner.md) if it shows. The
 * service and the tab are asked first whether it is due at all, so a page without it does not
 * wait; when it is due, the banner is given time to come, since it may cover the page late.
 */
export async function acceptTermsIfShown(page: Page): Promise<void> {
  if (!(await termsBannerDue(page))) return
  const accept = page.getByRole('dialog', { name: 'Terms and Conditions' }).getByRole('button', { name: 'Accept' })
  await accept.waitFor({ timeout: SHELL_BANNER_WAIT_MS }).catch(() => undefined)
  if (await accept.isVisible()) await acceptTerms(page)
}

/** For a page that must show the terms banner (the demo's first page): waits for it and accepts. */
export async function acceptTerms(page: Page): Promise<void> {
  const banner = page.getByRole('dialog', { name: 'Terms and Conditions' })
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'Accept' }).click()
  await expect(banner).toHaveCount(0)
}

/** Fills the login page's form and submits it natively, once no terms banner covers it. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log In' }).click()
}

/**
 * On the login page (or on its way there): accepts the terms banner if the page shows it, then
 * submits the login form (a native form post).
 */
export async function fillLogin(page: Page, username: string, password: string): Promise<void> {
  await acceptTermsOnLoginPage(page)
  await submitLogin(page, username, password)
}

/**
 * The login page shows the terms banner whenever it is due, so it is waited for then, and only
 * then: on a busy machine it may come after any fixed wait, and then cover the form.
 */
async function acceptTermsOnLoginPage(page: Page): Promise<void> {
  await page.waitForURL(/\/ui\/iam\/login/)
  if (await termsBannerDue(page)) await acceptTerms(page)
}

/**
 * Whether the terms banner is due in this tab: the service has it on and this tab session has not
 * accepted it (docs/product/terms-banner.md). Asked of the page's own origin, which need not be
 * the test's base URL.
 */
async function termsBannerDue(page: Page): Promise<boolean> {
  if (await acceptedInTab(page)) return false
  const settings = new URL(`${API_ROOT}${endpoints.GET_SYSTEM_CONFIG.path}`, page.url())
  return bannerTurnedOn(await page.request.get(settings.href))
}

/**
 * Signs in as the seeded administrator in whatever language the page is in: the login form's
 * fields and the terms banner's one button are found by what no language changes (their names in
 * the form, the dialog's only button), not by their accessible names.
 */
export async function signInByFieldNames(page: Page): Promise<void> {
  await page.goto('/ui/iam/login')
  if (await termsBannerDue(page)) {
    const banner = page.getByRole('dialog')
    await banner.getByRole('button').click()
    await expect(banner).toHaveCount(0)
  }
  await page.locator('input[name="login"]').fill(ADMIN.username)
  await page.locator('input[name="password"]').fill(ADMIN.password)
  await page.locator('form button[type="submit"]').click()
  await page.waitForURL(/\/identities\/users$/)
}

/**
 * Signs in as the seeded administrator and waits for the shell on the users list. The first time
 * in a worker, and whenever the provider's session has ended since (a logout, a password change),
 * through the login page; otherwise the way a browser that was signed in comes back
 * (`resumeAdminSignIn`): one load of the console instead of five page loads.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  if (await resumeAdminSignIn(page)) return
  await signInThroughLoginPage(page)
  kept = await keepSignIn(page)
}

/** Signs in as the seeded administrator through the login page's form and waits for the shell. */
export async function signInThroughLoginPage(page: Page): Promise<void> {
  await page.goto('/ui/iam/login')
  await fillLogin(page, ADMIN.username, ADMIN.password)
  // Four page loads: the form's answer, the console, the provider's redirect and the callback.
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/, { timeout: 20_000 })
  await assertSignedInShell(page, ADMIN.email)
}

/**
 * What a tab keeps of the administrator's last sign-in through the login page in this worker (each
 * worker has its own emulator): the provider's session cookie, and what the tab's storage holds
 * beyond its tokens (the signed-in flag, the banner's acceptance, the remembered username), as a
 * signed-in tab does after it was hidden.
 */
interface KeptSignIn {
  origin: string
  cookies: Cookie[]
  local: Record<string, string>
  session: Record<string, string>
}

let kept: KeptSignIn | undefined

/** What a signed-in tab keeps beyond one sign-in, by storage area (docs/product/storage.md). */
const LASTING_KEYS = {
  local: [STORAGE_KEYS.isUserLoggedIn],
  session: [STORAGE_KEYS.termsBannerAccepted, STORAGE_KEYS.username],
}

async function keepSignIn(page: Page): Promise<KeptSignIn> {
  const stored = await page.evaluate((keys) => {
    const read = (area: Storage, names: string[]) =>
      Object.fromEntries(names.flatMap((name) => {
        const value = area.getItem(name)
        return value === null ? [] : [[name, value]]
      }))
    return { local: read(localStorage, keys.local), session: read(sessionStorage, keys.session) }
  }, LASTING_KEYS)
  return { origin: new URL(page.url()).origin, cookies: await page.context().cookies(page.url()), ...stored }
}

/**
 * Comes back signed in with this worker's kept sign-in: its cookies and storage in this tab, then
 * the users list, where the console signs in silently with the provider's session. False, with the
 * kept sign-in dropped, when the provider no longer knows the session and the console shows the
 * login page instead; false at once when there is none, or it belongs to another origin.
 */
async function resumeAdminSignIn(page: Page): Promise<boolean> {
  if (kept === undefined) return false
  await page.goto('/ui/iam/config.js')
  if (new URL(page.url()).origin !== kept.origin) return false
  await page.context().addCookies(kept.cookies)
  await page.evaluate(({ local, session }) => {
    for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value)
    for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value)
  }, kept)
  await page.goto('/ui/iam/identities/users')
  const shell = page.getByRole('banner').getByRole('button', { name: ADMIN.email, exact: true })
  // includeHidden: the login page may come with the terms banner over it (the kept sign-in was made
  // while the banner was off, so its acceptance is not kept), and the banner hides the heading from
  // the accessibility tree.
  const loginPage = page.getByRole('heading', { name: 'Log In', level: 1, includeHidden: true })
  await expect(shell.or(loginPage)).toBeVisible({ timeout: 20_000 })
  if (await loginPage.isVisible()) {
    kept = undefined
    return false
  }
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
  await assertSignedInShell(page, ADMIN.email)
  return true
}

/**
 * Whether this tab session accepted the terms. The page may still be on its way through a sign-in
 * (the provider and the callback are pages of the same origin, with the same session storage): a
 * read that a navigation cut short is made again on the next page.
 */
async function acceptedInTab(page: Page): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await page.evaluate((key) => sessionStorage.getItem(key) === 'true', STORAGE_KEYS.termsBannerAccepted)
    } catch (error) {
      if (attempt >= 10 || !(error instanceof Error) || !error.message.includes('Execution context was destroyed')) throw error
      await page.waitForLoadState()
    }
  }
}

/** Whether the service's settings turn the banner on, as the console reads them. */
async function bannerTurnedOn(settings: APIResponse): Promise<boolean> {
  if (!settings.ok()) return false
  const read = systemConfigSchema.safeParse(await settings.json().catch(() => null))
  return read.success && read.data.welcome_banner_status
}

export interface MintedTokens {
  access_token: string
  expires_in: number
  id_token: string
  state: string
  token_type: string
}

/** What a test asks of a token response minted by the emulator (test-controls.ts). */
export interface MintOptions {
  audience?: string | string[]
  issuer?: string
  /** The id_token's lifetime (its `exp`), from now. */
  expiresInSeconds?: number
  /** The response's `expires_in`, when it should differ from the token's lifetime. */
  responseExpiresIn?: number
  foreignKey?: boolean
  email?: string
  /** Claims added to or replacing the minted ones; null removes one. */
  claims?: Record<string, unknown>
  header?: Record<string, unknown>
  state?: string
}

/** A token response signed by the emulator (its test controls), as an external IAM would hand it over. */
export async function mintTokens(request: APIRequestContext, options: MintOptions = {}): Promise<MintedTokens> {
  const response = await request.post('/__emulator/tokens', { data: options })
  expect(response.ok()).toBe(true)
  return (await response.json()) as MintedTokens
}

export function fragmentOf(tokens: MintedTokens): string {
  return new URLSearchParams({
    access_token: tokens.access_token,
    expires_in: String(tokens.expires_in),
    id_token: tokens.id_token,
    state: tokens.state,
    token_type: tokens.token_type,
  }).toString()
}

/**
 * Plays the login form's post in this tab: keeps a fresh one-time state in session storage, as
 * the form does before it posts, and returns it. Opens a small file of the console's origin first
 * when the page is elsewhere (session storage belongs to the origin).
 */
export async function holdSignInState(page: Page): Promise<string> {
  if (!page.url().includes('/ui/iam/')) await page.goto('/ui/iam/config.js')
  return page.evaluate(() => {
    const value = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32)))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
    sessionStorage.setItem('iam.sign_in_state', JSON.stringify({ value, createdAt: Date.now() }))
    return value
  })
}

/**
 * The service's answer to a login form this tab posted: a minted token response echoing the
 * tab's state, opened in the address at `path`. Returns the tokens.
 */
export async function openTokenAnswer(page: Page, request: APIRequestContext, options: MintOptions = {}, path = '/ui/iam/'): Promise<MintedTokens> {
  const state = await holdSignInState(page)
  const tokens = await mintTokens(request, { state, ...options })
  await page.goto(`${path}#${fragmentOf(tokens)}`)
  return tokens
}

/** Everything the console keeps in the browser's storage, to check that no token is left. */
export function readBrowserStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const all: Record<string, string> = {}
    for (const storage of [localStorage, sessionStorage]) {
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index)
        if (key !== null) all[key] = storage.getItem(key) ?? ''
      }
    }
    return all
  })
}

/** Something shaped like a JWT (a token), wherever it stands in a value. */
export const JWT_SHAPE = /eyJ[\w-]+\.[\w-]+\./

/** True when storage holds no token, no `oidc-` record and nothing that looks like a JWT. */
export function holdsNoToken(storage: Record<string, string>): boolean {
  return Object.entries(storage).every(([key, value]) => !key.includes('oidc-') && key !== 'iam.token_response' && !JWT_SHAPE.test(value))
}
