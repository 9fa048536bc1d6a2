import type { Locator, Page } from '@playwright/test'
import type { MockDb } from '../../mocks/db'
import type { EndpointName } from '../../src/core/api/endpoints'
import { assertStillWorking, expect, expectToastSeen, holdNextCall, recordTableRows, tableRowsShown, test, toastsSeen, watchPage } from './support/faults'
import { resetEmulator, setFault } from './support/emulator-controls'
import { expectNoAxeViolations } from './support/axe'

/*
 * Requests that overlap: a slower, older list reply never replaces a newer one, and a submit
 * pressed five times in quick succession sends one request.
 */

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

const USERS = '/ui/iam/identities/users'
const PAGE_SIZE = 5

const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true })
const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' })
const checkboxLabels = (usernames: readonly string[]) => usernames.map((username) => `Select ${username}`)

async function goToUsers(page: Page, query = ''): Promise<void> {
  await page.goto(`${USERS}${query}`)
  await expect(usersTable(page)).toHaveAttribute('aria-busy', 'false')
  await expect(usersTable(page).locator('tbody tr').first().getByRole('checkbox')).toBeVisible()
}

function usernames(db: MockDb, page: number, filter?: string): string[] {
  const pattern = filter === undefined ? undefined : new RegExp(`^(?:${filter}.*)`, 'i')
  return db.listUsers({ length: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }, pattern).result.map((user) => user.username)
}

async function assertShows(page: Page, labels: readonly string[]): Promise<void> {
  await expect(usersTable(page)).toHaveAttribute('aria-busy', 'false')
  const boxes = usersTable(page).locator('tbody').getByRole('checkbox')
  await expect(boxes).toHaveCount(labels.length)
  for (const [index, label] of labels.entries()) await expect(boxes.nth(index)).toHaveAccessibleName(label)
}

/** Two frames: time for the page to render whatever the released reply would make it render. */
async function letThePageRender(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/** None of the row sets ever on screen held a row of `stale` that `fresh` lacks. */
async function assertNeverShown(page: Page, stale: readonly string[], fresh: readonly string[]): Promise<void> {
  const onlyStale = stale.filter((label) => !fresh.includes(label))
  expect(onlyStale.length, 'the two replies must differ for the test to mean anything').toBeGreaterThan(0)
  for (const rows of await tableRowsShown(page)) {
    expect(rows.filter((label) => onlyStale.includes(label)), `rows of the older reply shown: ${rows.join(', ')}`).toEqual([])
  }
}

test('paging on while page 2 is slow: page 3 stays on screen when page 2 finally answers', async ({ page, emulator }) => {
  const watched = await watchPage(page)
  await recordTableRows(page, 'Users')
  await goToUsers(page)
  const [pageTwo, pageThree] = [checkboxLabels(usernames(emulator.db, 2)), checkboxLabels(usernames(emulator.db, 3))]

  const slowPageTwo = await holdNextCall(page, 'GET_USERS', (url) => url.searchParams.get('offset') === String(PAGE_SIZE))
  const next = page.getByRole('button', { name: 'Go to next page' }).first()
  await next.click()
  await slowPageTwo.held
  await expect(page).toHaveURL(/page=2/)
  await next.click()
  await expect(page).toHaveURL(/page=3/)
  await assertShows(page, pageThree)

  await slowPageTwo.release()
  await letThePageRender(page)
  await assertShows(page, pageThree)
  const total = emulator.db.listUsers({ length: 1, offset: 0 }).total_matches
  await expect(page.getByText(`11–15 of ${String(total)}`).first()).toBeVisible()
  await assertNeverShown(page, pageTwo, pageThree)
  await assertStillWorking(page, watched)
})

test('filtering on while the first filter is slow: the newer filter’s rows stay on screen', async ({ page, emulator }) => {
  const watched = await watchPage(page)
  await recordTableRows(page, 'Users')
  await goToUsers(page)
  const [older, newer] = [checkboxLabels(usernames(emulator.db, 1, 'm')), checkboxLabels(usernames(emulator.db, 1, 'ma'))]
  const filter = page.getByRole('searchbox', { name: 'Filter' })

  const slowFilter = await holdNextCall(page, 'GET_USERS', (url) => url.searchParams.get('filter') === 'username==m.*')
  // The throttle sends the first letter at once and the rest at most a second later.
  await filter.pressSequentially('m')
  await slowFilter.held
  await filter.pressSequentially('a')
  await expect(page).toHaveURL(/filter=ma(&|$)/)
  await assertShows(page, newer)

  await slowFilter.release()
  await letThePageRender(page)
  await assertShows(page, newer)
  await expect(filter).toHaveValue('ma')
  await assertNeverShown(page, older, newer)
  await assertStillWorking(page, watched)
})

test('an update whose read is slow opens at once, says it is loading, and a user chosen after Cancel gets the form', async ({ page, emulator }) => {
  const watched = await watchPage(page)
  await goToUsers(page, '?size=50')
  const [first, second] = emulator.db
    .listUsers({ length: 50, offset: 0 })
    .result.filter((user) => user.type === 'local' && user.username !== 'admin')
  if (!first || !second) throw new Error('the first page of the seed needs two local users besides admin')

  const slowFirst = await holdNextCall(page, 'GET_USER', (url) => url.pathname.endsWith(first.uuid))
  const box = (username: string) => usersTable(page).getByRole('checkbox', { name: `Select ${username}`, exact: true })
  const update = page.getByRole('button', { name: 'Update', exact: true })
  await box(first.username).check()
  await update.click()
  await slowFirst.held
  const loading = page.getByRole('dialog', { name: 'Update Local User' })
  const said = loading.getByRole('status').getByText('Loading...')
  await expect(said).toBeVisible()
  await expect(loading.getByRole('textbox')).toHaveCount(0)
  await expectNoAxeViolations(page, 'an update modal whose user is loading', said)
  expect(await loading.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  await loading.getByRole('button', { name: 'Cancel' }).click()
  await expect(loading).toBeHidden()
  await expect(update).toBeFocused()

  await box(first.username).uncheck()
  await box(second.username).check()
  await update.click()

  const dialog = page.getByRole('dialog', { name: 'Update Local User' })
  await expect(textbox(dialog, 'Username')).toHaveValue(second.username)
  await textbox(dialog, 'Display Name').fill('Second User Edited')
  await slowFirst.release()
  await letThePageRender(page)
  await expect(textbox(dialog, 'Username')).toHaveValue(second.username)
  await expect(textbox(dialog, 'Display Name')).toHaveValue('Second User Edited')
  await expect(page).toHaveURL(new RegExp(`user=${second.uuid}`))

  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  expect(emulator.db.getUser(second.uuid).display_name).toBe('Second User Edited')
  expect(emulator.db.getUser(first.uuid).display_name).toBe(first.display_name)
  await assertStillWorking(page, watched)
})

// ------------------------------------------------------------ five quick presses, one request

interface Submit {
  name: string
  endpoint: EndpointName
  /** Opens the screen and fills what the submit needs; returns the button to press. */
  prepare: (page: Page, db: MockDb) => Promise<Locator>
  /** What the one request achieved, on screen and in the store. */
  assertDone: (page: Page, db: MockDb) => Promise<void>
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const all = { length: 1000, offset: 0 }

async function openCertificates(page: Page, account: string): Promise<Locator> {
  await page.goto('/ui/iam/identities/serviceusers')
  await page.getByRole('table', { name: 'Service accounts' }).getByRole('checkbox', { name: `Select ${account}` }).check()
  await page.getByRole('button', { name: 'Manage Certificates' }).click()
  return page.getByRole('dialog', { name: `Manage ${account}'s Certificates` })
}

async function toastOnce(page: Page, text: string): Promise<void> {
  await expectToastSeen(page, text)
  expect((await toastsSeen(page)).filter((seen) => seen === text)).toHaveLength(1)
}

/** The user the Deactivate case picked. */
let deactivated = ''

const SUBMITS: Submit[] = [
  {
    name: 'Save in Create Local User',
    endpoint: 'CREATE_USER',
    prepare: async (page) => {
      await goToUsers(page)
      await page.getByRole('button', { name: 'Create Local User' }).click()
      const dialog = page.getByRole('dialog', { name: 'Create Local User' })
      await textbox(dialog, 'Username').fill('quick.clicker')
      await dialog.getByLabel(/^Password/).fill('Quick-passw0rd!')
      await dialog.getByLabel('Confirm Password').fill('Quick-passw0rd!')
      return dialog.getByRole('button', { name: 'Save' })
    },
    assertDone: async (page, db) => {
      await expect(page.getByRole('dialog', { name: 'Create Local User' })).toBeHidden()
      await toastOnce(page, 'Successfully created the user.')
      expect(db.listUsers(all).result.filter((user) => user.username === 'quick.clicker')).toHaveLength(1)
    },
  },
  {
    name: 'Submit in Create Service Account',
    endpoint: 'CREATE_SERVICE_ACCOUNT',
    prepare: async (page) => {
      await page.goto('/ui/iam/identities/serviceusers')
      await page.getByRole('button', { name: 'Create Service Account' }).click()
      const dialog = page.getByRole('dialog', { name: 'Create Service Account' })
      await textbox(dialog, 'Name').fill('quick-clicker')
      return dialog.getByRole('button', { name: 'Submit' })
    },
    assertDone: async (page, db) => {
      await expect(page.getByRole('dialog', { name: 'Create Service Account' })).toBeHidden()
      await toastOnce(page, 'Successfully created a service account.')
      expect(db.listServiceAccounts(all).result.filter((account) => account.name === 'quick-clicker')).toHaveLength(1)
    },
  },
  {
    name: 'Add Provider in Configure a New Provider',
    endpoint: 'ADD_SAML_IDP',
    prepare: async (page) => {
      await page.goto('/ui/iam/settings/authentication')
      await region(page, 'SAML Identity Providers').getByRole('button', { name: 'Add SAML Provider' }).click()
      const dialog = page.getByRole('dialog', { name: 'Configure a New Provider' })
      await dialog.getByLabel('Name of the Identity Provider Configuration').fill('Quick IdP')
      await dialog.getByLabel('User Attribute').fill('NameID')
      await dialog.getByLabel('Email Attribute').fill('email')
      await dialog.getByLabel('Metadata URL').fill('https://quick.example.com/metadata')
      return dialog.getByRole('button', { name: 'Add Provider' })
    },
    assertDone: async (page, db) => {
      await expect(page.getByRole('dialog', { name: 'Configure a New Provider' })).toBeHidden()
      await toastOnce(page, 'Successfully added the provider.')
      expect(db.listSamlProviders(all).result.filter((provider) => provider.saml_idp_name === 'Quick IdP')).toHaveLength(1)
    },
  },
  {
    name: 'Save in Update Directory',
    endpoint: 'UPDATE_DIRECTORY_SERVICE',
    prepare: async (page) => {
      await page.goto('/ui/iam/settings/authentication')
      const directories = region(page, 'Directory Providers')
      await directories.getByRole('checkbox', { name: 'Select EMEA AD' }).check()
      await directories.getByRole('button', { name: 'Update', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Update Directory' })
      await textbox(dialog, 'Name').fill('EMEA Quick')
      return dialog.getByRole('button', { name: 'Save' })
    },
    assertDone: async (page, db) => {
      await expect(page.getByRole('dialog', { name: 'Update Directory' })).toBeHidden()
      await toastOnce(page, 'Successfully updated the directory.')
      expect(db.listDirectories(all).result.map((directory) => directory.spec.name)).toContain('EMEA Quick')
    },
  },
  {
    name: 'Generate Certificate',
    endpoint: 'CREATE_ACCESS_KEY',
    prepare: async (page) => {
      const dialog = await openCertificates(page, 'terraform-provisioner')
      await expect(dialog).toContainText('No Certificates Found')
      return dialog.getByRole('button', { name: 'Generate Certificate' })
    },
    assertDone: async (page, db) => {
      const dialog = page.getByRole('dialog', { name: "Manage terraform-provisioner's Certificates" })
      await expect(dialog.getByRole('alert')).toHaveText('Successfully created new certificate!')
      await expect(dialog.getByRole('button', { name: 'Revoke', exact: true })).toHaveCount(1)
      const account = db.listServiceAccounts(all).result.find((candidate) => candidate.name === 'terraform-provisioner')
      expect(account?.nutanix_acccess_keys).toHaveLength(1)
    },
  },
  {
    name: 'Revoke in the revoke confirmation',
    endpoint: 'DELETE_ACCESS_KEY',
    prepare: async (page) => {
      const dialog = await openCertificates(page, 'backup-agent')
      await dialog.getByRole('button', { name: 'Revoke', exact: true }).click()
      return page.getByRole('alertdialog', { name: 'Revoke Certificate' }).getByRole('button', { name: 'Revoke' })
    },
    assertDone: async (page, db) => {
      const dialog = page.getByRole('dialog', { name: "Manage backup-agent's Certificates" })
      await expect(dialog.getByRole('alert')).toHaveText('Successfully revoked certificate!')
      const account = db.listServiceAccounts(all).result.find((candidate) => candidate.name === 'backup-agent')
      expect(account?.nutanix_acccess_keys).toHaveLength(0)
    },
  },
  {
    name: 'Delete in the service account delete confirmation',
    endpoint: 'DELETE_SERVICE_ACCOUNT',
    prepare: async (page) => {
      await page.goto('/ui/iam/identities/serviceusers')
      await page.getByRole('table', { name: 'Service accounts' }).getByRole('checkbox', { name: 'Select log-shipper' }).check()
      await page.getByRole('button', { name: 'Delete Service Account' }).click()
      return page.getByRole('alertdialog', { name: 'Delete Service Account' }).getByRole('button', { name: 'Delete' })
    },
    assertDone: async (page, db) => {
      await toastOnce(page, 'Successfully deleted service account.')
      await expect(page.getByRole('table', { name: 'Service accounts' }).getByRole('checkbox', { name: 'Select log-shipper' })).toHaveCount(0)
      expect(db.listServiceAccounts(all).result.map((account) => account.name)).not.toContain('log-shipper')
    },
  },
  {
    name: 'Deactivate in the users list’s confirmation',
    endpoint: 'DEACTIVATE_USER',
    prepare: async (page, db) => {
      const user = db.listUsers(all).result.find((candidate) => candidate.type === 'local' && candidate.active && candidate.username !== 'admin')
      if (!user) throw new Error('the seed has no active local user besides admin')
      deactivated = user.uuid
      await goToUsers(page, `?filter=${encodeURIComponent(user.username)}`)
      await usersTable(page).getByRole('checkbox', { name: `Select ${user.username}`, exact: true }).check()
      await page.getByRole('button', { name: 'Deactivate', exact: true }).click()
      return page.getByRole('alertdialog', { name: 'Deactivate User' }).getByRole('button', { name: 'Deactivate' })
    },
    assertDone: async (page, db) => {
      await toastOnce(page, 'Successfully deactivated the user.')
      await expect(usersTable(page).getByText('Inactive')).toBeVisible()
      expect(db.getUser(deactivated).active).toBe(false)
    },
  },
]

for (const submit of SUBMITS) {
  test(`five quick presses on ${submit.name} send one request`, async ({ page, request, emulator }) => {
    const watched = await watchPage(page)
    const button = await submit.prepare(page, emulator.db)
    await expect(button).toBeEnabled()
    // Slow enough that every press lands while the first request is still out.
    await setFault(request, submit.endpoint, { delayMs: 1500, times: 1 })
    await button.click({ clickCount: 5 })
    await submit.assertDone(page, emulator.db)
    expect(watched.traffic.calls(submit.endpoint)).toBe(1)
    expect(watched.errors.pageErrors).toEqual([])
  })
}

test('a provider deleted elsewhere meanwhile: its Delete says it failed, and its row goes', async ({ page, emulator }) => {
  await page.goto('/ui/iam/settings/authentication')
  const saml = page.getByRole('region', { name: 'SAML Identity Providers' })
  const okta = saml.getByRole('checkbox', { name: 'Select Okta', exact: true })
  await okta.check()
  const stale = emulator.db.listSamlProviders({ length: 50, offset: 0 }).result.find((provider) => provider.saml_idp_name === 'Okta')
  if (!stale) throw new Error('the seed has no Okta provider')
  emulator.db.deleteSamlProvider(stale.uuid)

  await saml.getByRole('button', { name: 'Delete', exact: true }).click()
  await page.getByRole('alertdialog', { name: 'Delete SAML Identity Providers' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(/^Failed to delete the provider\./)).toBeVisible()
  await expect(okta).toHaveCount(0)
  await expect(saml.getByRole('checkbox', { name: 'Select Azure AD', exact: true })).toBeVisible()
})
