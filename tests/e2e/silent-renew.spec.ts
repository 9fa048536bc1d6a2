import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { createEmulator } from '../../mocks/emulator/emulator'
import { REPO_ROOT } from '../../mocks/emulator/vite-build'
import { assertSignedInShell } from './support/console-page'
import { ADMIN, fillLogin } from './support/sign-in'

const TOKEN_TTL_SECONDS = 5

test.describe('with tokens that live a few seconds', () => {
  let emulator: Awaited<ReturnType<typeof createEmulator>> | undefined

  test.beforeAll(async () => {
    emulator = await createEmulator({
      port: 0,
      tokenTtlSeconds: TOKEN_TTL_SECONDS,
      console: { kind: 'static', root: join(REPO_ROOT, 'dist') },
    })
  })

  test.afterAll(async () => {
    await emulator?.close()
  })

  test('the console renews silently and stays signed in after the first token has expired', async ({ page }) => {
    const origin = emulator?.url ?? ''
    await page.goto(`${origin}/ui/iam/login`)
    await fillLogin(page, ADMIN.username, ADMIN.password)
    await assertSignedInShell(page, ADMIN.email)
    const storedIdToken = () =>
      page.evaluate(() => (JSON.parse(localStorage.getItem('iam.token_response') ?? '{}') as { id_token?: string }).id_token)
    const first = await storedIdToken()
    expect(first).toBeTruthy()

    // Past the first token's lifetime, without a page load.
    await page.waitForTimeout((TOKEN_TTL_SECONDS + 2) * 1000)
    const current = await storedIdToken()
    expect(current).toBeTruthy()
    expect(current).not.toBe(first)
    await assertSignedInShell(page, ADMIN.email)
    await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)

    // The service accepts the renewed token and refuses the expired one.
    const statusWith = (token: string | undefined) =>
      page.evaluate(async (bearer) => {
        const response = await fetch('/api/iam/v1/users?length=1&offset=0', { headers: { Authorization: `Bearer ${bearer ?? ''}` } })
        return response.status
      }, token)
    expect(await statusWith(await storedIdToken())).toBe(200)
    expect(await statusWith(first)).toBe(401)
  })
})
