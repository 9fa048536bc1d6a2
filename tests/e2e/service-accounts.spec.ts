import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { signInAsAdmin } from './support/sign-in'
import { answerWith } from './support/emulator-controls'

// Every test changes the emulator's one store, so they run one at a time from its seed.
test.describe.configure({ mode: 'serial' })

const LIST = '/ui/iam/identities/serviceusers'

test.beforeEach(async ({ page, request }) => {
  const reset = await request.post('/__emulator/reset')
  expect(reset.ok()).toBe(true)
  await signInAsAdmin(page)
})

async function goToServiceAccounts(page: Page, search = ''): Promise<Locator> {
  await page.goto(`${LIST}${search}`)
  const table = page.getByRole('table', { name: 'Service accounts' })
  await expect(table.getByRole('checkbox', { name: 'Select all rows' })).toBeEnabled()
  return table
}

async function assertTotal(page: Page, total: number): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Viewing ${total} of all service accounts`)
}

async function fillServiceAccountForm(scope: Locator, values: { name: string; email?: string; description?: string }) {
  await scope.getByRole('textbox', { name: 'Name' }).fill(values.name)
  if (values.email !== undefined) await scope.getByRole('textbox', { name: 'Email' }).fill(values.email)
  if (values.description !== undefined) await scope.getByRole('textbox', { name: 'Description' }).fill(values.description)
}

async function openCertificates(page: Page, name: string): Promise<Locator> {
  const table = await goToServiceAccounts(page)
  await table.getByRole('checkbox', { name: `Select ${name}` }).check()
  await page.getByRole('button', { name: 'Manage Certificates' }).click()
  const dialog = page.getByRole('dialog', { name: `Manage ${name}'s Certificates` })
  await expect(dialog).toBeVisible()
  return dialog
}

test('creates a service account in the modal, which checks the name first', async ({ page }) => {
  await goToServiceAccounts(page)
  await assertTotal(page, 6)
  await page.getByRole('button', { name: 'Create Service Account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create Service Account' })
  await expect(page).toHaveURL(/modal=create/)

  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expect(dialog.getByText('Required')).toBeVisible()

  await fillServiceAccountForm(dialog, { name: 'reporting', email: 'bi@example.com', description: 'BI exports' })
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Successfully created a service account.')).toBeVisible()
  await assertTotal(page, 7)

  const table = await goToServiceAccounts(page, '?size=10')
  const row = table.getByRole('row').filter({ has: page.getByRole('checkbox', { name: 'Select reporting' }) })
  await expect(row).toContainText('bi@example.com')
  await expect(row).toContainText('BI exports')
})

test('creates a service account on its own page, then shows the list', async ({ page }) => {
  await page.goto('/ui/iam/identities/addserviceaccount')
  await expect(page.getByRole('heading', { level: 1, name: 'Create Service Account' })).toBeVisible()
  const form = page.getByRole('region', { name: 'Create Service Account' })
  await fillServiceAccountForm(form, { name: 'reporting' })
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/serviceusers$/)
  await assertTotal(page, 7)
  // The pressed button left with its page: the list's heading takes the focus.
  await expect(page.getByRole('heading', { level: 1, name: /^Viewing \d+ of all service accounts$/ })).toBeFocused()
})

test('deletes two service accounts after confirmation', async ({ page }) => {
  const table = await goToServiceAccounts(page)
  await table.getByRole('checkbox', { name: 'Select terraform-provisioner' }).check()
  await table.getByRole('checkbox', { name: 'Select log-shipper' }).check()
  await page.getByRole('button', { name: 'Delete Service Account' }).click()

  const confirm = page.getByRole('alertdialog', { name: 'Delete Service Account' })
  await expect(confirm).toContainText('terraform-provisioner')
  await expect(confirm).toContainText('log-shipper')
  await confirm.getByRole('button', { name: 'Delete' }).click()

  await assertTotal(page, 4)
  await expect(table.getByRole('checkbox', { name: 'Select terraform-provisioner' })).toHaveCount(0)
  await expect(table.getByRole('checkbox', { name: 'Select log-shipper' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Delete Service Account' })).toBeDisabled()
})

test('rows checked on a page left are not checked when it comes back, and a Delete asks only about rows checked since', async ({ page }) => {
  const table = await goToServiceAccounts(page)
  await table.getByRole('checkbox', { name: 'Select terraform-provisioner' }).check()
  await page.getByRole('button', { name: 'Go to next page' }).first().click()
  await expect(page.getByText(/^6–/).first()).toBeVisible()
  await page.goBack()
  await expect(table.getByRole('checkbox', { name: 'Select terraform-provisioner' })).not.toBeChecked()
  await expect(page.getByRole('button', { name: 'Delete Service Account' })).toBeDisabled()

  await table.getByRole('checkbox', { name: 'Select log-shipper' }).check()
  await page.getByRole('button', { name: 'Delete Service Account' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete Service Account' })
  await expect(confirm).toContainText('log-shipper')
  await expect(confirm).not.toContainText('terraform-provisioner')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
})

test("names its columns as the product does: Name, Email, Description and 'Created On', each account's time under it", async ({ page }) => {
  const table = await goToServiceAccounts(page)
  await expect(table.getByRole('columnheader')).toHaveText(['', 'Name', 'Email', 'Description', 'Created On'])
  await expect(table.locator('tbody tr').first().locator('time')).toHaveText(/\d/)
})

test.describe('in a browser west of UTC', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('a creation time the service wrote without its zone is read as UTC, like one that names it', async ({ page, request }) => {
    const account = (name: string, created: string) => ({ uuid: name, name, created_time: created, nutanix_acccess_keys: [] })
    await answerWith(request, 'GET_SERVICE_ACCOUNTS', {
      result: [account('with-zone', '2026-03-05T14:07:00Z'), account('without-zone', '2026-03-05T14:07:00')],
      total_matches: 2,
    })
    const table = await goToServiceAccounts(page)
    const createdOn = (name: string) =>
      table.locator('tbody tr').filter({ has: page.getByRole('checkbox', { name: `Select ${name}`, exact: true }) }).locator('time')
    await expect(createdOn('with-zone')).toHaveText(/\d/)
    expect(await createdOn('without-zone').textContent()).toBe(await createdOn('with-zone').textContent())
  })
})

test('a link with page and size opens that page, and keeps it on reload', async ({ page }) => {
  const table = await goToServiceAccounts(page, '?page=2&size=5')
  await expect(table.locator('tbody tr')).toHaveCount(1)
  await expect(table.getByRole('checkbox', { name: 'Select capacity-planner' })).toBeAttached()
  await page.reload()
  await expect(table.getByRole('checkbox', { name: 'Select capacity-planner' })).toBeAttached()
  await expect(page.getByRole('combobox', { name: 'Rows per page' }).first()).toHaveText('5')

  await goToServiceAccounts(page, '?page=1&size=10')
  await expect(table.locator('tbody tr')).toHaveCount(6)
})

test('revoking a key of an account at the limit moves the focus to Generate Certificate once it is enabled', async ({ page }) => {
  const dialog = await openCertificates(page, 'ci-pipeline')
  const generate = dialog.getByRole('button', { name: 'Generate Certificate' })
  await expect(generate).toBeDisabled()
  await dialog.getByRole('button', { name: 'Revoke', exact: true }).first().click()
  await page.getByRole('alertdialog', { name: 'Revoke Certificate' }).getByRole('button', { name: 'Revoke' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Successfully revoked certificate!')
  await expect(generate).toBeEnabled()
  await expect(generate).toBeFocused()
})

test('generates a certificate, downloads its key and certificate, and revokes it', async ({ page }) => {
  const dialog = await openCertificates(page, 'terraform-provisioner')
  const certificates = dialog.getByRole('table', { name: 'Certificates' })
  await expect(certificates).toContainText('No Certificates Found')

  await dialog.getByRole('button', { name: 'Generate Certificate' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Successfully created new certificate!')
  await expect(certificates.getByRole('row')).toHaveCount(2)

  const [keyDownload] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download Key', exact: true }).click(),
  ])
  expect(keyDownload.suggestedFilename()).toMatch(/^[0-9a-f-]{36}-key\.pem$/)
  expect(await readFile(await keyDownload.path(), 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----\n[\s\S]+-----END PRIVATE KEY-----\s*$/)

  const [certDownload] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download Certificate', exact: true }).click(),
  ])
  expect(certDownload.suggestedFilename()).toBe(keyDownload.suggestedFilename().replace('-key.pem', '-cert.pem'))
  expect(await readFile(await certDownload.path(), 'utf8')).toMatch(/^-----BEGIN CERTIFICATE-----\n[\s\S]+-----END CERTIFICATE-----\s*$/)

  await dialog.getByRole('button', { name: 'Revoke', exact: true }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Revoke Certificate' })
  await confirm.getByRole('button', { name: 'Revoke' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Successfully revoked certificate!')
  await expect(certificates).toContainText('No Certificates Found')
  await expect(dialog.getByRole('button', { name: 'Generate Certificate' })).toBeFocused()

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Manage Certificates' })).toBeFocused()
})

test('Generate Certificate is disabled at the limit and says why; a reload keeps the modal open', async ({ page }) => {
  const dialog = await openCertificates(page, 'ci-pipeline')
  await expect(dialog.getByRole('table', { name: 'Certificates' }).getByRole('row')).toHaveCount(3)
  await expect(dialog.getByText('expires soon')).toBeVisible()
  const generate = dialog.getByRole('button', { name: 'Generate Certificate' })
  await expect(generate).toBeDisabled()
  await expect(dialog.getByText('This service account has the maximum of 2 certificates.', { exact: false })).toBeVisible()

  await expect(page).toHaveURL(/modal=certificates&account=[0-9a-f-]{36}/)
  await page.reload()
  await expect(page.getByRole('dialog', { name: "Manage ci-pipeline's Certificates" })).toBeVisible()
  await page.getByRole('button', { name: 'Done' }).click()
  await expect(page).not.toHaveURL(/modal=/)
})
