import { expect, test } from './support/fixtures'
import type { Page } from '@playwright/test'
import { ADMIN, acceptTermsIfShown, signInAsAdmin } from './support/sign-in'
import { accountButton, assertSignedInShell } from './support/console-page'

// The test changes the emulator's one store: one at a time, each from the seed.
test.describe.configure({ mode: 'serial' })

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__emulator/reset')).ok()).toBe(true)
})

const NEW_PASSWORD = 'Fresh/Pass42'

/** The native login form, filled by exact labels (the password field has a 'Show password' button). */
async function logIn(page: Page, username: string, password: string) {
  await acceptTermsIfShown(page)
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log In' }).click()
}

test('changes the admin password while signed out, then logs in with the new one', async ({ page }) => {
  await page.goto('/ui/iam/change-password')
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible()
  const save = page.getByRole('button', { name: 'Save' })

  await page.getByLabel('Username').fill(ADMIN.username)
  await page.getByLabel('Old Password').fill('Not/The-0ld')
  await page.getByLabel('New Password').fill(NEW_PASSWORD)
  await expect(page.getByRole('tooltip', { name: 'Your password must have:' })).toBeVisible()
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD)
  await expect(page.getByRole('tooltip')).toBeHidden()
  await expect(save).toBeEnabled()

  // A wrong old password: the service's message, the fields kept.
  await save.click()
  const form = page.getByRole('form', { name: 'Change Password' })
  await expect(form.getByRole('alert')).toHaveText('Your username or old password was incorrect.')
  await expect(page).toHaveURL(/\/ui\/iam\/change-password$/)
  await expect(page.getByLabel('New Password')).toHaveValue(NEW_PASSWORD)

  await page.getByLabel('Old Password').fill(ADMIN.password)
  await save.click()
  await expect(page).toHaveURL(/\/ui\/iam\/login\?success=true$/)
  await expect(page.getByText('Your new password has been created.')).toBeVisible()

  // The old password no longer opens the console; the new one does.
  await logIn(page, ADMIN.username, ADMIN.password)
  await expect(page.getByText('Your username or password was incorrect. Please try again.')).toBeVisible()
  await logIn(page, ADMIN.username, NEW_PASSWORD)
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
  await assertSignedInShell(page, ADMIN.email)
})

test('changing the password from the account menu while signed in ends on the page that says it was created', async ({ page }) => {
  await signInAsAdmin(page)
  await accountButton(page).click()
  await page.getByRole('menuitem', { name: 'Change password' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible()
  await expect(page.getByLabel('Username')).toHaveValue(ADMIN.username)
  await page.getByLabel('Old Password').fill(ADMIN.password)
  await page.getByLabel('New Password').fill(NEW_PASSWORD)
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/ui\/iam\/login\?success=true$/)
  await expect(page.getByText('Your new password has been created.')).toBeVisible()
})

test("'Cancel' leads back to the console when signed in, and to the login page when not, changing nothing", async ({ page }) => {
  await signInAsAdmin(page)
  await accountButton(page).click()
  await page.getByRole('menuitem', { name: 'Change password' }).click()
  await page.getByLabel('Old Password').fill(ADMIN.password)
  await page.getByLabel('New Password').fill(NEW_PASSWORD)
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
  await assertSignedInShell(page, ADMIN.email)

  await page.context().clearCookies()
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
  await page.goto('/ui/iam/change-password')
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/ui\/iam\/login$/)
  // The password was never sent: the old one still opens the console.
  await logIn(page, ADMIN.username, ADMIN.password)
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
})
