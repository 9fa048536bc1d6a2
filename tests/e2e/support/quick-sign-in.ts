import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { assertSignedInShell } from './console-page'
import { ADMIN, submitLogin } from './sign-in'

/**
 * Turns the terms banner off for the rest of the test (the emulator answers the system
 * configuration with it off), so tests that sign in often need not wait to see whether it shows.
 */
export async function hideTermsBanner(request: APIRequestContext): Promise<void> {
  const response = await request.post('/__emulator/faults', {
    data: { name: 'GET_SYSTEM_CONFIG', fault: { status: 200, body: { welcome_banner_status: false, welcome_banner_content: '' } } },
  })
  expect(response.ok()).toBe(true)
}

/** Signs in as the seeded administrator from the login page (banner off) and waits for the shell. */
export async function signInQuickly(page: Page): Promise<void> {
  await page.goto('/ui/iam/login')
  await submitLogin(page, ADMIN.username, ADMIN.password)
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
  await assertSignedInShell(page, ADMIN.email)
}

/** Back to the seed with no faults and no lockouts; the test's own faults come after. */
export async function resetEmulator(request: APIRequestContext): Promise<void> {
  expect((await request.post('/__emulator/reset')).ok()).toBe(true)
}
