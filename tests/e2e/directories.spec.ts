import type { Locator, Page } from '@playwright/test'
import { isCallOf } from './support/api-calls'
import { holdNextCall } from './support/faults'
import { expect, test } from './support/fixtures'
import { signInAsAdmin } from './support/sign-in'

// The tests change the emulator's one store: one at a time, each from the seed.
test.describe.configure({ mode: 'serial' })

test.beforeEach(async ({ page, request }) => {
  expect((await request.post('/__emulator/reset')).ok()).toBe(true)
  await signInAsAdmin(page)
})

const directories = (page: Page) => page.getByRole('region', { name: 'Directory Providers' })
const directoriesTable = (page: Page) => directories(page).getByRole('table', { name: 'Directory Providers' })
const nameCells = (page: Page) => directoriesTable(page).locator('tbody tr td:nth-child(2)')
const typeCells = (page: Page) => directoriesTable(page).locator('tbody tr td:nth-child(5)')

async function goToDirectories(page: Page, query = '') {
  await page.goto(`/ui/iam/settings/authentication${query}`)
  await expect(directories(page).getByRole('heading', { level: 2, name: 'Directory Providers' })).toBeVisible()
  await expect(directoriesTable(page)).toHaveAttribute('aria-busy', 'false')
  await expect(nameCells(page).first()).toBeVisible()
}

async function openAddDirectory(page: Page): Promise<Locator> {
  await directories(page).getByRole('button', { name: 'Add Directory Provider' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Directory' })
  await expect(dialog).toBeVisible()
  return dialog
}

async function choose(page: Page, dialog: Locator, select: string, option: string) {
  await dialog.getByRole('combobox', { name: select }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

const field = (dialog: Locator, name: string) => dialog.getByRole('textbox', { name, exact: true })

async function fillDirectory(page: Page, dialog: Locator, values: { name: string; type: 'Active Directory' | 'Open LDAP'; domain: string; url: string }) {
  await field(dialog, 'Name').fill(values.name)
  await choose(page, dialog, 'Directory Type', values.type)
  await field(dialog, 'Domain').fill(values.domain)
  await field(dialog, 'Directory URL').fill(values.url)
  await field(dialog, 'Service Account Username').fill(`svc-iam@${values.domain}`)
  await dialog.getByLabel('Service Account Password').fill('E2e#Bind-secret1')
}

test('adds an Active Directory after saying what is missing', async ({ page }) => {
  await goToDirectories(page)
  const dialog = await openAddDirectory(page)
  await expect(field(dialog, 'Directory URL')).toHaveAttribute('placeholder', 'ldap://ad.example.com:389')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Domain is required')).toBeVisible()
  await expect(dialog.getByText('Directory Type is required')).toBeVisible()

  await fillDirectory(page, dialog, { name: 'E2E AD', type: 'Active Directory', domain: 'e2e.example.com', url: 'http://dc.e2e.example.com' })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText(/^Directory URL must start with ldap:\/\/ or ldaps:\/\//)).toBeVisible()
  await field(dialog, 'Directory URL').fill('ldaps://dc.e2e.example.com:636')
  await dialog.getByRole('button', { name: 'Save' }).click()

  await expect(dialog).toBeHidden()
  await expect(page.getByText('Successfully added the directory.')).toBeVisible()
  const row = directoriesTable(page).getByRole('row').filter({ has: page.getByRole('checkbox', { name: 'Select E2E AD' }) })
  await expect(row.getByRole('cell')).toHaveText(['', 'E2E AD', 'e2e.example.com', 'ldaps://dc.e2e.example.com:636', 'Active Directory'])
})

test('adds an Open LDAP directory with its user and group settings', async ({ page }) => {
  await goToDirectories(page)
  const dialog = await openAddDirectory(page)
  await fillDirectory(page, dialog, { name: 'E2E LDAP', type: 'Open LDAP', domain: 'ldap.e2e.example.com', url: 'ldap://ldap.e2e.example.com:389' })
  await choose(page, dialog, 'Group Search Type', 'Recursive')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Group Search Base is required')).toBeVisible()

  const settings = {
    'User Object Class': 'inetOrgPerson',
    'User Search Base': 'ou=people,dc=e2e',
    'Username Attribute': 'uid',
    'Group Member Attribute Value': 'dn',
    'Group Member Attribute': 'member',
    'Group Object Class': 'groupOfNames',
    'Group Search Base': 'ou=groups,dc=e2e',
  }
  for (const [label, value] of Object.entries(settings)) await field(dialog, label).fill(value)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Successfully added the directory.')).toBeVisible()
  const row = directoriesTable(page).getByRole('row').filter({ has: page.getByRole('checkbox', { name: 'Select E2E LDAP' }) })
  await expect(row.getByRole('cell').last()).toHaveText('Open LDAP')

  await directoriesTable(page).getByRole('checkbox', { name: 'Select E2E LDAP' }).check()
  await directories(page).getByRole('button', { name: 'Update' }).click()
  const update = page.getByRole('dialog', { name: 'Update Directory' })
  await expect(update.getByRole('combobox', { name: 'Directory Type' })).toHaveText('Open LDAP')
  await expect(update.getByRole('combobox', { name: 'Group Search Type' })).toHaveText('Recursive')
  for (const [label, value] of Object.entries(settings)) await expect(field(update, label)).toHaveValue(value)
})

test('updates a directory, keeping the stored password when it is left blank', async ({ page }) => {
  await goToDirectories(page)
  await directoriesTable(page).getByRole('checkbox', { name: 'Select EMEA AD' }).check()
  await directories(page).getByRole('button', { name: 'Update' }).click()
  const dialog = page.getByRole('dialog', { name: 'Update Directory' })
  await expect(page).toHaveURL(/modal=updateDirectory&id=/)
  await expect(field(dialog, 'Name')).toHaveValue('EMEA AD')
  await expect(dialog.getByLabel('Service Account Password')).toHaveValue('')
  await expect(dialog.getByText('Leave blank to keep the stored password.')).toBeVisible()

  await field(dialog, 'Name').fill('EMEA Directory')
  await field(dialog, 'Directory URL').fill('ldaps://dc03.emea.example.com:636')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Successfully updated the directory.')).toBeVisible()
  const row = directoriesTable(page).getByRole('row').filter({ has: page.getByRole('checkbox', { name: 'Select EMEA Directory' }) })
  await expect(row).toContainText('ldaps://dc03.emea.example.com:636')

  await page.reload()
  await expect(row).toContainText('ldaps://dc03.emea.example.com:636')
})

test('renames a directory whose stored domain the console would not take as typed, keeping that domain', async ({ page }) => {
  // The service took `emea_ad.local` (an underscore is no DNS name's): the stored directory reads so.
  await page.route(
    (address) => address.pathname.startsWith('/api/iam/v1/directory_services/'),
    async (route) => {
      if (!isCallOf('GET_DIRECTORY_SERVICE', route.request())) return route.fallback()
      const reply = await route.fetch()
      const directory = (await reply.json()) as { spec: { resources: { domain_name: string } } }
      directory.spec.resources.domain_name = 'emea_ad.local'
      return route.fulfill({ response: reply, json: directory })
    },
  )
  await goToDirectories(page)
  await directoriesTable(page).getByRole('checkbox', { name: 'Select EMEA AD' }).check()
  await directories(page).getByRole('button', { name: 'Update' }).click()
  const dialog = page.getByRole('dialog', { name: 'Update Directory' })
  await expect(field(dialog, 'Domain')).toHaveValue('emea_ad.local')

  await field(dialog, 'Name').fill('EMEA Directory')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Successfully updated the directory.')).toBeVisible()
  const row = directoriesTable(page).getByRole('row').filter({ has: page.getByRole('checkbox', { name: 'Select EMEA Directory' }) })
  await expect(row).toContainText('emea_ad.local')
})

test('deletes a directory after a confirmation that names it', async ({ page }) => {
  await goToDirectories(page)
  await expect(nameCells(page)).toHaveText(['Corporate AD', 'EMEA AD', 'Engineering OpenLDAP'])
  await directoriesTable(page).getByRole('checkbox', { name: 'Select EMEA AD' }).check()
  await directories(page).getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete Directory Provider' })
  await expect(confirm).toContainText('EMEA AD')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(nameCells(page)).toHaveCount(3)

  await directories(page).getByRole('button', { name: 'Delete' }).click()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Successfully deleted the directory.')).toBeVisible()
  await expect(nameCells(page)).toHaveText(['Corporate AD', 'Engineering OpenLDAP'])
  await expect(directories(page).getByRole('button', { name: 'Delete' })).toBeDisabled()
  await page.reload()
  await expect(nameCells(page)).toHaveText(['Corporate AD', 'Engineering OpenLDAP'])
})

test('sorts by Domain both ways and keeps the order in the address', async ({ page }) => {
  await goToDirectories(page)
  const dialog = await openAddDirectory(page)
  await fillDirectory(page, dialog, { name: 'Aardvark', type: 'Active Directory', domain: 'zeta.example.com', url: 'ldap://dc.zeta.example.com' })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(nameCells(page)).toHaveCount(4)

  const domain = directoriesTable(page).getByRole('columnheader', { name: 'Domain' })
  await domain.getByRole('button', { name: 'Domain' }).click()
  await expect(page).toHaveURL(/dirSort=domain/)
  await expect(domain).toHaveAttribute('aria-sort', 'ascending')
  await expect(nameCells(page)).toHaveText(['Corporate AD', 'EMEA AD', 'Engineering OpenLDAP', 'Aardvark'])

  await domain.getByRole('button', { name: 'Domain' }).click()
  await expect(page).toHaveURL(/dirOrder=desc/)
  await expect(domain).toHaveAttribute('aria-sort', 'descending')
  await expect(nameCells(page)).toHaveText(['Aardvark', 'Engineering OpenLDAP', 'EMEA AD', 'Corporate AD'])

  await page.reload()
  await expect(domain).toHaveAttribute('aria-sort', 'descending')
  await expect(nameCells(page)).toHaveText(['Aardvark', 'Engineering OpenLDAP', 'EMEA AD', 'Corporate AD'])
  await page.goBack()
  await expect(domain).toHaveAttribute('aria-sort', 'ascending')
  await expect(nameCells(page)).toHaveText(['Corporate AD', 'EMEA AD', 'Engineering OpenLDAP', 'Aardvark'])
})

test('shows each directory’s type after its URL, and sorts by it', async ({ page }) => {
  await goToDirectories(page)
  await expect(directoriesTable(page).getByRole('columnheader')).toHaveText(['', 'Name', 'Domain', 'URL', 'Type'])
  await expect(nameCells(page)).toHaveText(['Corporate AD', 'EMEA AD', 'Engineering OpenLDAP'])
  await expect(typeCells(page)).toHaveText(['Active Directory', 'Active Directory', 'Open LDAP'])

  const type = directoriesTable(page).getByRole('columnheader', { name: 'Type' })
  await type.getByRole('button', { name: 'Type' }).click()
  await type.getByRole('button', { name: 'Type' }).click()
  await expect(page).toHaveURL(/dirSort=type/)
  await expect(type).toHaveAttribute('aria-sort', 'descending')
  await expect(typeCells(page)).toHaveText(['Open LDAP', 'Active Directory', 'Active Directory'])
  await expect(nameCells(page)).toHaveText(['Engineering OpenLDAP', 'Corporate AD', 'EMEA AD'])
})

test('shows a slow page loading, and remembers its rows per page across a reload apart from the SAML list', async ({ page }) => {
  const reads: string[] = []
  page.on('request', (request) => {
    if (isCallOf('GET_DIRECTORY_SERVICES', request)) reads.push(new URL(request.url()).search)
  })
  await goToDirectories(page)
  const sizeSelect = directories(page).getByRole('combobox', { name: 'Rows per page' }).first()
  const slow = await holdNextCall(page, 'GET_DIRECTORY_SERVICES', (url) => url.searchParams.get('length') === '10')
  await sizeSelect.click()
  await page.getByRole('option', { name: '10' }).click()
  await slow.held
  await expect(directoriesTable(page)).toHaveAttribute('aria-busy', 'true')
  await expect(directories(page).getByRole('progressbar', { name: 'Loading...' })).toBeVisible()
  await expect(nameCells(page)).toHaveCount(0)
  await expect(directoriesTable(page).getByRole('status')).toHaveText('Loading...')
  expect(await slow.release()).toBe('answered')
  await expect(nameCells(page)).toHaveText(['Corporate AD', 'EMEA AD', 'Engineering OpenLDAP'])
  await expect(directoriesTable(page)).toHaveAttribute('aria-busy', 'false')
  await expect(directories(page).getByRole('progressbar')).toHaveCount(0)
  await expect(page).not.toHaveURL(/dirSize=/)

  reads.length = 0
  await page.reload()
  await expect(directoriesTable(page)).toHaveAttribute('aria-busy', 'false')
  await expect(nameCells(page)).toHaveCount(3)
  await expect(sizeSelect).toHaveText('10')
  expect(reads).toEqual(['?length=10&offset=0'])
  await expect(page.getByRole('region', { name: 'SAML Identity Providers' }).getByRole('combobox', { name: 'Rows per page' }).first()).toHaveText('5')
})
