import { expect, test } from './support/fixtures'
import { assertSignedInShell } from './support/console-page'
import { ADMIN, acceptTermsIfShown, fillLogin } from './support/sign-in'

test.beforeEach(async ({ request }) => {
  await request.post('/__emulator/reset')
})

test('the terms banner is accepted once per session', async ({ page, browser, baseURL }) => {
  await page.goto('/ui/iam/login')
  const banner = page.getByRole('dialog', { name: 'Terms and Conditions' })
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'Accept' }).click()
  await expect(banner).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible()

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible()
  await expect(banner).toHaveCount(0)

  const context = await browser.newContext({ baseURL })
  const other = await context.newPage()
  await other.goto('/ui/iam/login')
  await expect(other.getByRole('dialog', { name: 'Terms and Conditions' })).toBeVisible()
  await context.close()
})

test('a real login through the native form after accepting the banner: wrong then right password', async ({ page }) => {
  await page.goto('/ui/iam/identities')
  await expect(page).toHaveURL(/\/ui\/iam\/login\?interaction=/)
  await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toBeVisible()
  await acceptTermsIfShown(page)
  await fillLogin(page, ADMIN.username, 'not-the-password')
  await expect(page).toHaveURL(/error=AUTHN_ERR_7/)
  await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveText('Your username or password was incorrect. Please try again.')
  await fillLogin(page, ADMIN.username, ADMIN.password)
  await expect(page).toHaveURL(/\/ui\/iam\/identities$/)
  await assertSignedInShell(page, ADMIN.email)
  await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toHaveCount(0)
})
