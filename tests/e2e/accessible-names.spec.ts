import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { signInThroughFragment } from './support/hostile-data'
import { resetEmulator } from './support/emulator-controls'

/*
 * Every button and link is named by the text it shows (WCAG 2.5.3 Label in Name;
 * docs/product/lists-and-dialogs.md 'Modals'): a tooltip or aria-label that renames a control
 * makes speech users say words they cannot see. Each screen, modal and confirmation of the
 * console, and the end-user pages, are walked: every control reachable by assistive technology
 * whose visible text is not empty must have exactly that text as its accessible name (text a
 * control adds for screen readers only, such as which certificate a row's Revoke acts on, is part
 * of both). Text-transform is the only difference allowed, so the comparison ignores case.
 */

test.beforeEach(async ({ request }) => {
  test.setTimeout(120_000)
  await resetEmulator(request)
})

// The faults would otherwise greet the next test of another file on this worker's emulator.
test.afterEach(async ({ request }) => {
  await resetEmulator(request)
})

/** Checks every button and link on screen (a modal hides the page behind from the accessibility tree). */
async function expectNamesAreVisibleText(page: Page, where: string): Promise<void> {
  const controls = await page.getByRole('button').or(page.getByRole('link')).all()
  expect(controls.length, `${where}: controls found`).toBeGreaterThan(0)
  for (const control of controls) {
    const visible = (await control.innerText()).replace(/\s+/g, ' ').trim()
    // An icon button shows no text: it must still have a name.
    if (visible === '') await expect.soft(control, `${where}: an icon control`).toHaveAccessibleName(/\S/)
    else await expect.soft(control, `${where}: '${visible}'`).toHaveAccessibleName(visible, { ignoreCase: true })
  }
}

test('every screen, modal and confirmation names its buttons and links by their visible text', async ({ page, request }) => {
  // The end-user pages, before signing in.
  await page.goto('/ui/iam/login')
  const banner = page.getByRole('dialog', { name: 'Terms and Conditions' })
  await expect(banner).toBeVisible()
  await expectNamesAreVisibleText(page, 'terms banner')
  await banner.getByRole('button', { name: 'Accept' }).click()
  await expect(page.getByRole('button', { name: 'Login with Okta' })).toBeVisible()
  await expectNamesAreVisibleText(page, 'login page')
  await page.goto('/ui/iam/providers')
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible()
  await expectNamesAreVisibleText(page, 'providers page')

  await signInThroughFragment(page, request, 'admin@example.com')

  // Users, and the user modals.
  const users = page.getByRole('table', { name: 'Users' })
  await expect(users.getByRole('checkbox', { name: 'Select admin', exact: true })).toBeVisible()
  await expectNamesAreVisibleText(page, 'users list')
  await page.getByRole('button', { name: 'Create Local User' }).click()
  const create = page.getByRole('dialog', { name: 'Create Local User' })
  await expect(create).toBeVisible()
  await expectNamesAreVisibleText(page, 'create user modal')
  await page.keyboard.press('Escape')
  await expect(create).toBeHidden()

  // Service accounts, the certificates modal and a confirmation.
  await page.getByRole('link', { name: 'Service Accounts' }).click()
  const accounts = page.getByRole('table', { name: 'Service accounts' })
  await accounts.getByRole('checkbox', { name: 'Select backup-agent', exact: true }).check()
  await expectNamesAreVisibleText(page, 'service accounts list')
  await page.getByRole('button', { name: 'Manage Certificates' }).click()
  const certificates = page.getByRole('dialog', { name: "Manage backup-agent's Certificates" })
  await expect(certificates.getByRole('table', { name: 'Certificates' })).toBeVisible()
  await expectNamesAreVisibleText(page, 'certificates modal')
  await certificates.getByRole('button', { name: /^Revoke/ }).first().click()
  const revoke = page.getByRole('alertdialog', { name: 'Revoke Certificate' })
  await expect(revoke).toBeVisible()
  await expectNamesAreVisibleText(page, 'revoke confirmation')
  await revoke.getByRole('button', { name: 'Cancel' }).click()
  await expect(revoke).toBeHidden()
  await certificates.getByRole('button', { name: 'Done' }).click()
  await expect(certificates).toBeHidden()
  await page.getByRole('button', { name: 'Create Service Account' }).click()
  const createAccount = page.getByRole('dialog')
  await expect(createAccount).toBeVisible()
  await expectNamesAreVisibleText(page, 'create service account modal')
  await page.keyboard.press('Escape')
  await expect(createAccount).toBeHidden()

  // Settings: the metadata link, both lists, their modals and a confirmation.
  await page.getByRole('link', { name: 'IAM Settings' }).click()
  const saml = page.getByRole('region', { name: 'SAML Identity Providers' })
  await expect(saml.getByRole('checkbox', { name: 'Select Okta', exact: true })).toBeVisible()
  await expectNamesAreVisibleText(page, 'authentication settings')
  await saml.getByRole('button', { name: 'Add SAML Provider' }).click()
  const samlModal = page.getByRole('dialog', { name: 'Configure a New Provider' })
  await expect(samlModal).toBeVisible()
  await expectNamesAreVisibleText(page, 'SAML provider modal')
  await page.keyboard.press('Escape')
  await expect(samlModal).toBeHidden()
  const directories = page.getByRole('region', { name: 'Directory Providers' })
  await directories.getByRole('button', { name: 'Add Directory Provider' }).click()
  const directoryModal = page.getByRole('dialog', { name: 'Add Directory' })
  await expect(directoryModal).toBeVisible()
  await expectNamesAreVisibleText(page, 'directory modal')
  await page.keyboard.press('Escape')
  await expect(directoryModal).toBeHidden()
  await saml.getByRole('checkbox', { name: 'Select Okta', exact: true }).check()
  await saml.getByRole('button', { name: 'Delete', exact: true }).click()
  const deleteSaml = page.getByRole('alertdialog', { name: 'Delete SAML Identity Providers' })
  await expect(deleteSaml).toBeVisible()
  await expectNamesAreVisibleText(page, 'SAML delete confirmation')
  await deleteSaml.getByRole('button', { name: 'Cancel' }).click()
  await expect(deleteSaml).toBeHidden()
})
