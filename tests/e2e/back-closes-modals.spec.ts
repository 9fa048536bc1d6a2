import type { Locator, Page } from '@playwright/test'
import { resetEmulator } from './support/emulator-controls'
import { expect, test } from './support/fixtures'
import { signInAsAdmin } from './support/sign-in'

/*
 * Back closes what is on top, as a phone's back button is used to (docs/product/lists-and-dialogs.md
 * 'Modals'): a list's modal, which opened on a history entry of its own, or a confirmation, which
 * answers no. The screen underneath stays, and nothing is sent that was not asked for.
 */

// Every test changes the emulator's one store, so they run one at a time from its seed.
test.describe.configure({ mode: 'serial' })

test.beforeEach(async ({ page, request }) => {
  await resetEmulator(request)
  await signInAsAdmin(page)
})

const USERS = '/ui/iam/identities/users'
const ACCOUNTS = '/ui/iam/identities/serviceusers'
const SETTINGS = '/ui/iam/settings/authentication'

const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const accountsTable = (page: Page) => page.getByRole('table', { name: 'Service accounts' })

async function open(page: Page, path: string, table: Locator): Promise<void> {
  await page.goto(path)
  await expect(table).toHaveAttribute('aria-busy', 'false')
}

/**
 * Holds the `method` calls to `url` until the returned function is called; then each gets `answer`,
 * or goes on to the emulator when there is none.
 */
async function holdCalls(page: Page, url: string, method: string, answer?: { status: number; body: string }): Promise<() => void> {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback()
    await held
    await (answer ? route.fulfill({ ...answer, contentType: 'application/json' }) : route.fallback())
  })
  return release
}

test('Back closes a modal and stays on its list; Forward opens it again, empty', async ({ page }) => {
  await open(page, ACCOUNTS, accountsTable(page))
  await page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Users' }).click()
  await expect(page.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-busy', 'false')
  const title = await heading(page).innerText()
  await page.getByRole('button', { name: 'Create Local User' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create Local User' })
  await dialog.getByRole('textbox', { name: 'Username' }).fill('left-behind')

  // Closed as Cancel closes it: the list is read again.
  const listRead = page.waitForRequest((request) => request.method() === 'GET' && new URL(request.url()).pathname === '/api/iam/v1/users')
  await page.goBack()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL((url) => url.pathname === USERS && !url.searchParams.has('modal'))
  await expect(heading(page)).toHaveText(title)
  await listRead

  // The modal's address is still one step ahead, and brings a fresh form.
  await page.goForward()
  await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveValue('')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL((url) => url.pathname === USERS && !url.searchParams.has('modal'))
})

test('a modal closed by its own button leaves no step behind: Back goes to the screen before', async ({ page }) => {
  await open(page, USERS, page.getByRole('table', { name: 'Users' }))
  await page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Service Accounts' }).click()
  await expect(accountsTable(page)).toHaveAttribute('aria-busy', 'false')

  for (const close of ['Cancel', 'Escape'] as const) {
    await page.getByRole('button', { name: 'Create Service Account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Service Account' })
    await expect(dialog).toBeVisible()
    if (close === 'Cancel') await dialog.getByRole('button', { name: 'Cancel' }).click()
    else await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL((url) => url.pathname === ACCOUNTS && !url.searchParams.has('modal'))
    await expect(page.getByRole('button', { name: 'Create Service Account' })).toBeFocused()
  }

  await page.goBack()
  await expect(page).toHaveURL((url) => url.pathname === USERS)
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible()
})

test('Escape closes each update modal onto its list’s own address and gives the focus back to its Update button', async ({ page }) => {
  const cases = [
    { path: USERS, list: page.getByRole('main'), row: 'Select admin', title: 'Update Local User' },
    { path: SETTINGS, list: page.getByRole('region', { name: 'SAML Identity Providers' }), row: 'Select Okta', title: 'Configure a New Provider' },
    { path: SETTINGS, list: page.getByRole('region', { name: 'Directory Providers' }), row: 'Select Corporate AD', title: 'Update Directory' },
  ]
  for (const { path, list, row, title } of cases) {
    await page.goto(path)
    await expect(list.getByRole('table')).toHaveAttribute('aria-busy', 'false')
    await list.getByRole('checkbox', { name: row, exact: true }).check()
    const update = list.getByRole('button', { name: 'Update', exact: true })
    await update.click()
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog, title).toBeHidden()
    await expect(update, title).toBeFocused()
    await expect(page, title).toHaveURL((url) => url.pathname === path && url.search === '')
  }
})

test('a modal the address opened closes into the same address, and Back does not open it again', async ({ page }) => {
  await open(page, USERS, page.getByRole('table', { name: 'Users' }))
  await page.goto(`${ACCOUNTS}?modal=create`)
  const dialog = page.getByRole('dialog', { name: 'Create Service Account' })
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL((url) => url.pathname === ACCOUNTS && !url.searchParams.has('modal'))

  await page.goBack()
  await expect(page).toHaveURL((url) => url.pathname === USERS)
})

test.describe('on a phone, where a modal takes the whole screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('Back closes the SAML and directory modals and stays on the settings page', async ({ page }) => {
    const directories = page.getByRole('table', { name: 'Directory Providers' })
    await open(page, SETTINGS, directories)

    await page.getByRole('button', { name: 'Add SAML Provider' }).click()
    const saml = page.getByRole('dialog', { name: 'Configure a New Provider' })
    await expect(saml).toBeVisible()
    await expect(saml).toHaveJSProperty('offsetWidth', 390)
    await page.goBack()
    await expect(saml).toBeHidden()

    const [first] = await directories.getByRole('checkbox', { name: /^Select (?!all rows)/ }).all()
    if (!first) throw new Error('the seed has no directory')
    await first.check()
    await page.getByRole('region', { name: 'Directory Providers' }).getByRole('button', { name: 'Update' }).click()
    const directory = page.getByRole('dialog', { name: 'Update Directory' })
    await expect(directory).toBeVisible()
    await page.goBack()
    await expect(directory).toBeHidden()
    await expect(page).toHaveURL((url) => url.pathname === SETTINGS && !url.searchParams.has('modal'))
    await expect(directories).toBeVisible()
  })
})

test("Back answers a confirmation no and goes nowhere: the certificate stays, and the account's modal with it", async ({ page }) => {
  await open(page, ACCOUNTS, accountsTable(page))
  await accountsTable(page).getByRole('checkbox', { name: 'Select ci-pipeline' }).check()
  await page.getByRole('button', { name: 'Manage Certificates' }).click()
  const dialog = page.getByRole('dialog', { name: "Manage ci-pipeline's Certificates" })
  const rows = dialog.getByRole('table', { name: 'Certificates' }).locator('tbody tr')
  await expect(rows).toHaveCount(2)
  const revokes: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'DELETE') revokes.push(request.url())
  })

  await dialog.getByRole('button', { name: 'Revoke', exact: true }).first().click()
  const confirmation = page.getByRole('alertdialog', { name: 'Revoke Certificate' })
  await expect(confirmation).toBeVisible()
  await page.goBack()
  await expect(confirmation).toBeHidden()
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/modal=certificates/)
  await expect(rows).toHaveCount(2)
  expect(revokes).toEqual([])

  // The next Back is the modal's.
  await page.goBack()
  await expect(dialog).toBeHidden()
  await expect(accountsTable(page)).toBeVisible()
})

test('Back waits while a form is sent; a failure then finds what was typed', async ({ page }) => {
  await open(page, ACCOUNTS, accountsTable(page))
  const release = await holdCalls(page, '**/api/iam/v1/service_accounts', 'POST', { status: 500, body: '{}' })

  await page.getByRole('button', { name: 'Create Service Account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create Service Account' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill('kept-through-back')
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled()

  await page.goBack()
  await expect(page).toHaveURL(/modal=create/)
  await expect(dialog).toBeVisible()
  release()
  await expect(dialog.getByRole('alert')).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('kept-through-back')

  // Once the call has ended, Back closes the form again.
  await page.goBack()
  await expect(dialog).toBeHidden()
})

test('Back and Escape wait while a certificate is revoked; its outcome then shows in the dialog', async ({ page }) => {
  await open(page, ACCOUNTS, accountsTable(page))
  const release = await holdCalls(page, '**/nutanix_acccess_keys/*', 'DELETE')
  await accountsTable(page).getByRole('checkbox', { name: 'Select ci-pipeline' }).check()
  await page.getByRole('button', { name: 'Manage Certificates' }).click()
  const dialog = page.getByRole('dialog', { name: "Manage ci-pipeline's Certificates" })
  await dialog.getByRole('button', { name: 'Revoke', exact: true }).first().click()
  await page.getByRole('alertdialog', { name: 'Revoke Certificate' }).getByRole('button', { name: 'Revoke' }).click()
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeDisabled()

  await page.goBack()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/modal=certificates/)
  await expect(dialog).toBeVisible()
  release()
  await expect(dialog.getByRole('alert')).toHaveText('Successfully revoked certificate!')

  // Once the call has ended, Back closes the dialog again.
  await page.goBack()
  await expect(dialog).toBeHidden()
})

test('Back answers a confirmation no on the first screen after sign-in too, where the entry before is another page', async ({ page }) => {
  // signInAsAdmin has just landed on the users list: the history entry before it is the login page.
  const users = page.getByRole('table', { name: 'Users' })
  await expect(users).toHaveAttribute('aria-busy', 'false')
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users/)
  const puts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'PUT') puts.push(request.url())
  })
  await page.getByRole('searchbox', { name: 'Filter' }).fill('yuto')
  await expect(page).toHaveURL(/[?&]filter=yuto/)
  const filtered = page.url()
  // Where in the browser's history the list stands (the router numbers its entries).
  const entry = () => page.evaluate(() => (window.history.state as { __TSR_index?: number } | null)?.__TSR_index)
  const listEntry = await entry()
  await users.getByRole('checkbox', { name: 'Select yuto.nakamura', exact: true }).check()
  await page.getByRole('button', { name: 'Deactivate', exact: true }).click()
  const question = page.getByRole('alertdialog', { name: 'Deactivate User' })
  await expect(question).toBeVisible()

  await page.goBack()
  await expect(question).toBeHidden()
  await expect(page).toHaveURL(filtered)
  await expect(users.getByRole('checkbox', { name: 'Select yuto.nakamura', exact: true })).toBeChecked()
  expect(await entry()).toBe(listEntry)
  expect(puts).toEqual([])

  // Asked and answered: the question's entry goes with it, and the list stands where it stood.
  await page.getByRole('button', { name: 'Deactivate', exact: true }).click()
  await question.getByRole('button', { name: 'Deactivate', exact: true }).click()
  await expect(question).toBeHidden()
  await expect(users.getByRole('row').filter({ hasText: 'yuto.nakamura' }).getByRole('cell').last()).toHaveText('Inactive')
  await expect(page).toHaveURL(filtered)
  await expect.poll(entry).toBe(listEntry)
})

test('a double click on Cancel or Done closes the modal once and stays on its list', async ({ page }) => {
  await open(page, ACCOUNTS, accountsTable(page))
  await page.getByRole('button', { name: 'Create Service Account' }).click()
  const form = page.getByRole('dialog', { name: 'Create Service Account' })
  await form.getByRole('button', { name: 'Cancel' }).dblclick()
  await expect(form).toBeHidden()
  await expect(heading(page)).toHaveText(/^Viewing \d+ of all service accounts$/)
  await expect(page).toHaveURL(new RegExp(`${ACCOUNTS}$`))

  await accountsTable(page).getByRole('checkbox', { name: 'Select ci-pipeline' }).check()
  await page.getByRole('button', { name: 'Manage Certificates' }).click()
  const certificates = page.getByRole('dialog', { name: "Manage ci-pipeline's Certificates" })
  await certificates.getByRole('button', { name: 'Done' }).dblclick()
  await expect(certificates).toBeHidden()
  await expect(heading(page)).toHaveText(/^Viewing \d+ of all service accounts$/)
  await expect(page).toHaveURL(new RegExp(`${ACCOUNTS}$`))
})

test('a double click on the button that opens a modal leaves it open, and a click outside keeps what was typed', async ({ page }) => {
  await page.goto(USERS)
  await expect(page.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-busy', 'false')
  await page.getByRole('button', { name: 'Create Local User' }).dblclick()
  const dialog = page.getByRole('dialog', { name: 'Create Local User' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Username' }).fill('kept')
  await page.mouse.click(5, 5)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveValue('kept')
  await expect(page).toHaveURL(/modal=create/)
  // Escape still closes it.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})
