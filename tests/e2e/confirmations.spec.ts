import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { signInThroughFragment } from './support/hostile-data'
import { resetEmulator } from './support/emulator-controls'

/*
 * A confirmation (docs/product/lists-and-dialogs.md 'Confirmations') answers only through its
 * buttons and Escape. A click outside it does nothing: a quick double click on the button that
 * asks puts the second click on the backdrop, which must not dismiss the question just asked.
 */

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

test.afterEach(async ({ request }) => {
  await resetEmulator(request)
})

const ACCOUNT = 'terraform-provisioner'

async function selectAccount(page: Page, request: Parameters<typeof signInThroughFragment>[1]) {
  await signInThroughFragment(page, request, 'admin@example.com')
  await page.getByRole('link', { name: 'Service Accounts' }).click()
  const table = page.getByRole('table', { name: 'Service accounts' })
  await table.getByRole('checkbox', { name: `Select ${ACCOUNT}`, exact: true }).check()
  return table
}

test('a double click on Delete Service Account leaves its confirmation open; Escape still closes it, its Delete deletes', async ({
  page,
  request,
}) => {
  const table = await selectAccount(page, request)
  const opener = page.getByRole('button', { name: 'Delete Service Account' })
  const confirmation = page.getByRole('alertdialog', { name: 'Delete Service Account' })
  const row = table.getByRole('checkbox', { name: `Select ${ACCOUNT}`, exact: true })

  // Asked and cancelled once first: the dialog's code loads on the first question, and until it
  // has, a second click would still land on the button rather than on the backdrop.
  await opener.click()
  await confirmation.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirmation).toBeHidden()

  await opener.dblclick()
  await expect(confirmation).toBeVisible()
  // Escape answers no: nothing is deleted and focus is back on the button that asked.
  await page.keyboard.press('Escape')
  await expect(confirmation).toBeHidden()
  await expect(opener).toBeFocused()
  await expect(row).toBeChecked()

  await opener.dblclick()
  await expect(confirmation).toBeVisible()
  // Had the second click dismissed the question, this Delete would answer nothing and the row would stay.
  await confirmation.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(confirmation).toBeHidden()
  await expect(row).toHaveCount(0)
})
