import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { DEFAULT_DEMO_PASSWORD } from '../../../mocks/seed'
import { assertSignedInShell } from './console-page'

export const ADMIN = { username: 'admin', password: DEFAULT_DEMO_PASSWORD, email: 'admin@example.com' } as const

/** Accepts the terms banner (SPEC.md §4) when it is on screen, once it had a moment to appear. */
export async function acceptTermsIfShown(page: Page): Promise<void> {
  const accept = page.getByRole('button', { name: 'Accept' })
  await accept.waitFor({ timeout: 3000 }).catch(() => undefined)
  if (await accept.isVisible()) await acceptTerms(page)
}

/** For a page that must show the terms banner (the demo's first page): waits for it and accepts. */
export async function acceptTerms(page: Page): Promise<void> {
  const banner = page.getByRole('dialog', { name: 'Terms and Conditions' })
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'Accept' }).click()
  await expect(banner).toHaveCount(0)
}

/** Types credentials into the console's login page and submits it (a native form post). */
export async function fillLogin(page: Page, username: string, password: string): Promise<void> {
  await acceptTermsIfShown(page)
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log In' }).click()
}

/** Signs in as the seeded administrator from the login page and waits for the shell. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/ui/iam/login')
  await fillLogin(page, ADMIN.username, ADMIN.password)
  await expect(page).toHaveURL(/\/ui\/iam\/identities$/)
  await acceptTermsIfShown(page)
  await assertSignedInShell(page, ADMIN.email)
}

export interface MintedTokens {
  access_token: string
  expires_in: number
  id_token: string
  state: string
  token_type: string
}

/** A token response signed by the emulator (its test controls), as an external IAM would hand it over. */
export async function mintTokens(
  request: APIRequestContext,
  options: { audience?: string; expiresInSeconds?: number; foreignKey?: boolean; email?: string } = {},
): Promise<MintedTokens> {
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

/** True when storage holds no token, no `oidc-` record and nothing that looks like a JWT. */
export function holdsNoToken(storage: Record<string, string>): boolean {
  return Object.entries(storage).every(
    ([key, value]) => !key.includes('oidc-') && key !== 'iam.token_response' && !/eyJ[\w-]+\.[\w-]+\./.test(value),
  )
}
