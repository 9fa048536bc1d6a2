import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** A password that meets the console's rules for a new user. */
export const NEW_USER_PASSWORD = 'E2e-passw0rd!'

/** Creates a local user through the list's 'Create Local User' modal, and waits for it to close. */
export async function createLocalUser(page: Page, username: string, password = NEW_USER_PASSWORD): Promise<void> {
  await page.getByRole('button', { name: 'Create Local User' }).click()
  const create = page.getByRole('dialog', { name: 'Create Local User' })
  await create.getByLabel('Username').fill(username)
  await create.getByLabel(/^Password/).fill(password)
  await create.getByLabel('Confirm Password').fill(password)
  await create.getByRole('button', { name: 'Save' }).click()
  await expect(create).toBeHidden()
}
