import type { Page, Request } from '@playwright/test'
import { isCallOf } from './support/api-calls'
import { setFault } from './support/emulator-controls'
import { expectToastSeen, holdNextCall, recordToasts, toastsSeen } from './support/faults'
import { expect, test } from './support/fixtures'
import { createLocalUser } from './support/users'
import { signInAsAdmin } from './support/sign-in'

// The tests change the emulator's one store: one at a time, each from the seed.
test.describe.configure({ mode: 'serial' })

test.beforeEach(async ({ page, request }) => {
  expect((await request.post('/__emulator/reset')).ok()).toBe(true)
  await signInAsAdmin(page)
})

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' })
const bodyRows = (page: Page) => usersTable(page).locator('tbody tr')

async function goToUsers(page: Page, query = '') {
  await page.goto(`/ui/iam/identities/users${query}`)
  await expect(page.getByRole('heading', { level: 1, name: /^Viewing \d+ of all users$/ })).toBeVisible()
  await expect(bodyRows(page).first().getByRole('checkbox')).toBeVisible()
}

/** The text of each cell of the row whose checkbox is `Select <username>`, the checkbox's own cell first. */
function cellsOf(page: Page, username: string) {
  return bodyRows(page).filter({ has: page.getByRole('checkbox', { name: `Select ${username}`, exact: true }) }).getByRole('cell')
}

const rowsPerPage = (page: Page) => page.getByRole('combobox', { name: 'Rows per page' })

async function filterUsers(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Filter' }).fill(text)
  await expect(page).toHaveURL(new RegExp(`filter=${encodeURIComponent(text).replace(/\./g, '\\.')}`))
}

test('creates a local user, finds it with the filter and updates it', async ({ page }) => {
  await goToUsers(page)
  const heading = page.getByRole('heading', { level: 1 })
  const before = Number((await heading.textContent())?.match(/\d+/)?.[0])

  await page.getByRole('button', { name: 'Create Local User' }).click()
  const create = page.getByRole('dialog', { name: 'Create Local User' })
  await create.getByRole('button', { name: 'Save' }).click()
  await expect(create.getByLabel('Username')).toHaveAccessibleDescription('Required')
  await create.getByLabel('Username').fill('e2e.person')
  await create.getByLabel('Display Name').fill('E2E Person')
  await create.getByLabel('Email').fill('e2e.person@example.com')
  await create.getByLabel(/^Password/).fill('E2e-passw0rd!')
  await create.getByLabel('Confirm Password').fill('E2e-passw0rd!')
  await create.getByRole('button', { name: 'Save' }).click()
  await expect(create).toBeHidden()
  await expect(page.getByText('Successfully created the user.')).toBeVisible()
  await expect(heading).toHaveText(`Viewing ${before + 1} of all users`)

  // The list was on its first page; the notice's link shows the new user wherever the service put it.
  await expect(page.getByRole('status').filter({ hasText: 'Created the user e2e.person.' })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Select e2e.person' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Show e2e.person' }).click()
  await expect(page).toHaveURL(/filter=e2e\.person(&|$)/)
  await expect(page.getByRole('searchbox', { name: 'Filter' })).toHaveValue('e2e.person')
  await expect(bodyRows(page)).toHaveCount(1)
  await expect(cellsOf(page, 'e2e.person')).toHaveText(['', 'e2e.person', 'Local', 'Never', 'E2E Person', 'e2e.person@example.com', 'Active'])

  await filterUsers(page, 'e2e.per')
  await expect(bodyRows(page)).toHaveCount(1)
  await page.getByRole('checkbox', { name: 'Select e2e.person' }).check()
  await page.getByRole('button', { name: 'Update' }).click()
  const update = page.getByRole('dialog', { name: 'Update Local User' })
  await expect(update.getByLabel('Username')).toBeDisabled()
  await expect(update.getByLabel('Display Name')).toHaveValue('E2E Person')
  await update.getByLabel('Display Name').fill('E2E Renamed')
  await update.getByLabel('Password', { exact: true }).fill('An0ther-passw0rd')
  await update.getByLabel('Confirm Password').fill('mismatch')
  await update.getByRole('button', { name: 'Save' }).click()
  await expect(update.getByText('Passwords do not match')).toBeVisible()
  await update.getByLabel('Confirm Password').fill('An0ther-passw0rd')
  await update.getByRole('button', { name: 'Save' }).click()
  await expect(update).toBeHidden()

  await page.getByRole('checkbox', { name: 'Select e2e.person' }).check()
  await page.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByRole('dialog', { name: 'Update Local User' }).getByLabel('Display Name')).toHaveValue('E2E Renamed')
})

test('deactivates a user after asking, and activates it without asking', async ({ page, emulator }) => {
  const puts: Request[] = []
  page.on('request', (request) => {
    if (isCallOf('DEACTIVATE_USER', request)) puts.push(request)
  })
  await goToUsers(page)
  await filterUsers(page, 'yuto')
  const row = bodyRows(page).filter({ has: page.getByRole('checkbox', { name: 'Select yuto.nakamura' }) })
  await row.getByRole('checkbox').check()
  await expect(page.getByRole('button', { name: 'Activate', exact: true })).toBeDisabled()

  const question = page.getByRole('alertdialog', { name: 'Deactivate User' })
  await page.getByRole('button', { name: 'Deactivate', exact: true }).click()
  await expect(question).toContainText('Deactivate the user yuto.nakamura? They cannot sign in until they are activated again.')
  await question.getByRole('button', { name: 'Cancel' }).click()
  await expect(question).toBeHidden()
  await expect(row.getByRole('cell').last()).toHaveText('Active')
  expect(puts).toHaveLength(0)
  expect(emulator.db.listUsers({ length: 500, offset: 0 }).result.find((user) => user.username === 'yuto.nakamura')?.active).toBe(true)

  await page.getByRole('button', { name: 'Deactivate', exact: true }).click()
  await question.getByRole('button', { name: 'Deactivate', exact: true }).click()
  await expect(row.getByRole('cell').last()).toHaveText('Inactive')
  expect(puts).toHaveLength(1)
  await expect(page.getByRole('button', { name: 'Activate', exact: true })).toBeEnabled()
  await page.reload()
  await expect(row.getByText('Inactive')).toBeVisible()

  await row.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Activate', exact: true }).click()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await expect(row.getByText('Inactive')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Deactivate', exact: true })).toBeEnabled()
})

test('a deactivation the service refuses gives the focus back to Deactivate, so that Enter asks again', async ({ page, request }) => {
  await setFault(request, 'DEACTIVATE_USER', { status: 500, times: 1 })
  // The refusal comes once the question has closed: meanwhile the table holds the focus.
  const refusal = await holdNextCall(page, 'DEACTIVATE_USER')
  await goToUsers(page)
  await filterUsers(page, 'yuto')
  const row = bodyRows(page).filter({ has: page.getByRole('checkbox', { name: 'Select yuto.nakamura' }) })
  await row.getByRole('checkbox').check()
  const deactivate = page.getByRole('button', { name: 'Deactivate', exact: true })
  await deactivate.focus()
  await page.keyboard.press('Enter')
  const question = page.getByRole('alertdialog', { name: 'Deactivate User' })
  await question.getByRole('button', { name: 'Deactivate', exact: true }).click()
  await refusal.held
  await expect(question).toBeHidden()
  await expect(usersTable(page)).toBeFocused()
  await refusal.release()
  await expect(deactivate).toBeFocused()
  await expect(row.getByRole('cell').last()).toHaveText('Active')
  await page.keyboard.press('Enter')
  await expect(question).toBeVisible()
})

test('a change the service confirms with an empty reply is done, not reported as a failure', async ({ page, emulator }) => {
  // A bare 200: no body, no content type, as the service may confirm a change.
  await page.route(
    (url) => /\/users\/[^/]+\/active$/.test(url.pathname),
    async (route) => {
      const answered = await route.fetch()
      expect(answered.ok()).toBe(true)
      await route.fulfill({ status: 200, body: '', headers: {} })
    },
  )
  await recordToasts(page)
  await goToUsers(page)
  await filterUsers(page, 'yuto')
  const row = bodyRows(page).filter({ has: page.getByRole('checkbox', { name: 'Select yuto.nakamura' }) })
  await row.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Deactivate', exact: true }).click()
  await page.getByRole('alertdialog', { name: 'Deactivate User' }).getByRole('button', { name: 'Deactivate', exact: true }).click()
  await expectToastSeen(page, 'Successfully deactivated the user.')
  expect(await toastsSeen(page)).toEqual(['Successfully deactivated the user.'])
  await expect(row.getByRole('cell').last()).toHaveText('Inactive')
  expect(emulator.db.listUsers({ length: 500, offset: 0 }).result.find((user) => user.username === 'yuto.nakamura')?.active).toBe(false)
})

test('a create the service confirms with an empty reply is done, and names the user as sent', async ({ page, emulator }) => {
  // The service makes the user, then answers a bare 201: no body, no content type.
  await page.route(
    (url) => url.pathname === '/api/iam/v1/users',
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback()
      const answered = await route.fetch()
      expect(answered.status()).toBe(201)
      await route.fulfill({ status: 201, body: '', headers: {} })
    },
  )
  await goToUsers(page)
  await createLocalUser(page, 'bare.reply')
  await expect(page.getByText('Successfully created the user.')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Created the user bare.reply.' })).toBeVisible()
  expect(emulator.db.listUsers({ length: 500, offset: 0 }).result.some((user) => user.username === 'bare.reply')).toBe(true)
})

test('an update saved after another administrator deactivated the user keeps the user deactivated', async ({ page, emulator }) => {
  await goToUsers(page)
  await filterUsers(page, 'yuto')
  const row = bodyRows(page).filter({ has: page.getByRole('checkbox', { name: 'Select yuto.nakamura' }) })
  await row.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Update', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Update Local User' })
  await expect(dialog.getByRole('textbox', { name: 'Display Name' })).toBeVisible()
  const target = emulator.db.listUsers({ length: 500, offset: 0 }).result.find((user) => user.username === 'yuto.nakamura')
  if (!target) throw new Error('yuto.nakamura is not in the seed')
  emulator.db.setUserActive(target.uuid, false)

  await dialog.getByRole('textbox', { name: 'Display Name' }).fill('Yuto N.')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(row.getByRole('cell').last()).toHaveText('Inactive')
  expect(emulator.db.isActiveUser(target.uuid)).toBe(false)
  expect(emulator.db.getUser(target.uuid).display_name).toBe('Yuto N.')
})

test('a filter still to be sent when Back is pressed does not replace the page Back shows', async ({ page }) => {
  await goToUsers(page)
  for (const range of [/^6–10 of /, /^11–15 of /]) {
    await page.getByRole('button', { name: 'Go to next page' }).first().click()
    await expect(page.getByText(range).first()).toBeVisible()
  }
  // The first letter is sent at once, in place of page 3; the second waits for the throttle.
  await page.getByRole('searchbox', { name: 'Filter' }).pressSequentially('ma')
  await expect(page).toHaveURL(/[?&]filter=m(&|$)/)
  await page.goBack()
  await expect(page).toHaveURL(/\?page=2$/)
  await expect(page.getByRole('searchbox', { name: 'Filter' })).toHaveValue('')
  // Past the throttle: the entry Back showed is still page 2, unfiltered.
  await page.waitForTimeout(1500)
  await expect(page).toHaveURL(/\?page=2$/)
  await expect(page.getByText(/^6–10 of /).first()).toBeVisible()
})

test('a filter typed into the address that JSON would read as another number is searched for as typed', async ({ page }) => {
  const searched = page.waitForRequest((request) => {
    const url = new URL(request.url())
    return url.pathname === '/api/iam/v1/users' && url.searchParams.has('filter')
  })
  await page.goto('/ui/iam/identities/users?filter=1.50')
  expect(new URL((await searched).url()).searchParams.get('filter')).toBe('username==1\\.50.*')
  await expect(page.getByRole('searchbox', { name: 'Filter' })).toHaveValue('1.50')
})

test('a link to the update of a user named ".." sends no call up the path: the user cannot be loaded', async ({ page }) => {
  const calls: string[] = []
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/iam/v1')) calls.push(`${sent.method()} ${new URL(sent.url()).pathname}`)
  })
  await page.goto('/ui/iam/identities/users?modal=update&user=..')
  const dialog = page.getByRole('dialog', { name: 'Update Local User' })
  await expect(dialog.getByRole('alert')).toHaveText('The user could not be loaded. We encountered an unknown error. Please try again.')
  // The list's own reads, and nothing about a user or above the users' path.
  expect(calls.filter((call) => !/^GET \/api\/iam\/v1\/(users|oidc\/connectors)$/.test(call))).toEqual([])
})

test('pages through every user, five and fifty at a time', async ({ page }) => {
  await goToUsers(page)
  const total = Number((await page.getByRole('heading', { level: 1 }).textContent())?.match(/\d+/)?.[0])
  expect(total).toBeGreaterThanOrEqual(60)

  const seen = new Set<string>()
  const pages = Math.ceil(total / 5)
  for (let number = 1; number <= pages; number++) {
    await expect(page).toHaveURL(number === 1 ? /identities\/users/ : new RegExp(`page=${number}`))
    // The rows of the page before leave at once; the table says when the new ones have come.
    await expect(usersTable(page)).toHaveAttribute('aria-busy', 'false')
    await expect(bodyRows(page)).toHaveCount(number < pages ? 5 : total - 5 * (pages - 1))
    for (const name of await bodyRows(page).locator('td:nth-child(2)').allInnerTexts()) seen.add(name.split('\n')[0] ?? name)
    if (number < pages) await page.getByRole('button', { name: 'Go to next page' }).first().click()
  }
  expect(seen.size).toBe(total)
  await expect(page.getByRole('button', { name: 'Go to next page' }).last()).toBeDisabled()

  await page.getByRole('combobox', { name: 'Rows per page' }).last().click()
  await page.getByRole('option', { name: '50' }).click()
  // The chosen size is remembered and is the list's default from then on: the address stays plain.
  await expect(page).not.toHaveURL(/page=|size=/)
  await expect(bodyRows(page)).toHaveCount(50)
})

test("the filter searches an input method's word once it is chosen, never while it is composed", async ({ page }) => {
  await goToUsers(page)
  const searched: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/iam/v1/users' && url.searchParams.has('filter')) searched.push(url.searchParams.get('filter') ?? '')
  })
  await page.getByRole('searchbox', { name: 'Filter' }).focus()
  // As a Japanese keyboard types 'ゆと': romaji turn into kana while the word is composed...
  const ime = await page.context().newCDPSession(page)
  for (const text of ['y', 'ゆ', 'ゆt', 'ゆと']) await ime.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length })
  // ...and the word is chosen.
  const chosen = page.waitForRequest((request) => new URL(request.url()).searchParams.get('filter') === 'username==ゆと.*')
  await ime.send('Input.insertText', { text: 'ゆと' })
  await chosen
  await expect(page).toHaveURL((url) => url.searchParams.get('filter') === 'ゆと')
  await expect(page.getByRole('searchbox', { name: 'Filter' })).toHaveValue('ゆと')
  expect(searched).toEqual(['username==ゆと.*'])
})

test('a deep link with page, size and filter opens that view, and Back restores the one before', async ({ page }) => {
  await goToUsers(page, '?page=2&size=5&filter=a')
  await expect(page.getByRole('searchbox', { name: 'Filter' })).toHaveValue('a')
  await expect(page.getByText(/^6–10 of \d+$/).first()).toBeVisible()
  const firstOnPageTwo = await bodyRows(page).first().locator('td:nth-child(2)').innerText()

  await page.getByRole('button', { name: 'Go to next page' }).first().click()
  await expect(page).toHaveURL(/page=3/)
  await page.goBack()
  await expect(page).toHaveURL(/page=2/)
  await expect(usersTable(page)).toHaveAttribute('aria-busy', 'false')
  await expect(bodyRows(page).first().locator('td:nth-child(2)')).toHaveText(firstOnPageTwo)
  await page.reload()
  await expect(page.getByRole('searchbox', { name: 'Filter' })).toHaveValue('a')
  await expect(bodyRows(page).first().locator('td:nth-child(2)')).toHaveText(firstOnPageTwo)
})

test('the rows-per-page select works from the keyboard, and focus comes back to it', async ({ page }) => {
  await goToUsers(page)
  const select = page.getByRole('combobox', { name: 'Rows per page' }).first()
  await select.focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('option', { name: '5', exact: true })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('listbox')).toHaveCount(0)
  await expect(select).toBeFocused()

  await page.keyboard.press('Enter')
  await page.keyboard.press('End')
  await expect(page.getByRole('option', { name: '50' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(bodyRows(page)).toHaveCount(50)
  await expect(select).toHaveText('50')
  await expect(select).toBeFocused()
})

test('the signed-in administrator cannot deactivate themselves: the button is disabled and says why', async ({ page }) => {
  await goToUsers(page, '?filter=admin')
  await page.getByRole('checkbox', { name: 'Select admin', exact: true }).check()
  const deactivate = page.getByRole('button', { name: 'Deactivate', exact: true })
  await expect(deactivate).toBeDisabled()
  await expect(deactivate).toHaveAccessibleName('Deactivate')
  await expect(deactivate).toHaveAccessibleDescription('You cannot deactivate the user you are signed in as.')
  await expect(page.getByRole('button', { name: 'Update', exact: true })).toBeEnabled()
  // The disabled button gets no pointer events; its wrapper shows the reason.
  await deactivate.locator('..').hover()
  await expect(page.getByRole('tooltip')).toHaveText('You cannot deactivate the user you are signed in as.')
  await deactivate.locator('..').click({ force: true })
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
})

test('shows Display Name, Email and Status after Username, Type and Last Login Time', async ({ page, emulator }) => {
  await goToUsers(page, '?filter=admin')
  const headers = usersTable(page).getByRole('columnheader')
  await expect(headers).toHaveText(['', 'Username', 'Type', /^Last Login Time \(.+\)$/, 'Display Name', 'Email', 'Status'])
  await expect(cellsOf(page, 'admin')).toHaveText(['', 'admin', 'Local', /\d/, 'Administrator', 'admin@example.com', 'Active'])

  const inactive = emulator.db.listUsers({ length: 500, offset: 0 }).result.find((user) => !user.active)
  if (!inactive) throw new Error('the seed has no inactive user')
  await goToUsers(page, `?filter=${encodeURIComponent(inactive.username)}`)
  await expect(cellsOf(page, inactive.username).last()).toHaveText('Inactive')
  await expect(cellsOf(page, inactive.username).nth(4)).toHaveText(inactive.display_name ?? '')
})

test('before the first reply of a page load the title and pagers say the count is not known, not 0', async ({ page, emulator }) => {
  const total = emulator.db.listUsers({ length: 1, offset: 0 }).total_matches
  const first = await holdNextCall(page, 'GET_USERS')
  await page.goto('/ui/iam/identities/users')
  await first.held

  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText('Viewing … of all users')
  await expect(usersTable(page)).toHaveAttribute('aria-busy', 'true')
  await expect(page.getByText('…', { exact: true })).toHaveCount(2)
  await expect(page.getByText(/^0–0 of 0$/)).toHaveCount(0)

  expect(await first.release()).toBe('answered')
  await expect(heading).toHaveText(`Viewing ${String(total)} of all users`)
  await expect(page.getByText(`1–5 of ${String(total)}`)).toHaveCount(2)
  await expect(page.getByText('…', { exact: true })).toHaveCount(0)
})

test('while the next page is slow the table is busy, shows a bar and no rows of the page before, and the pager reads the page asked for', async ({ page, emulator }) => {
  await goToUsers(page)
  const total = emulator.db.listUsers({ length: 1, offset: 0 }).total_matches
  const [pageTwo] = emulator.db.listUsers({ length: 5, offset: 5 }).result
  if (!pageTwo) throw new Error('the seed has fewer than six users')
  const slow = await holdNextCall(page, 'GET_USERS', (url) => url.searchParams.get('offset') === '5')
  await page.getByRole('button', { name: 'Go to next page' }).first().click()
  await slow.held

  await expect(usersTable(page)).toHaveAttribute('aria-busy', 'true')
  await expect(page.getByRole('progressbar', { name: 'Loading...' })).toBeVisible()
  await expect(usersTable(page).getByRole('status')).toHaveText('Loading...')
  await expect(usersTable(page).getByRole('checkbox', { name: 'Select admin', exact: true })).toHaveCount(0)
  await expect(page.getByText(`6–10 of ${String(total)}`)).toHaveCount(2)
  await expect(page.getByText(`1–5 of ${String(total)}`)).toHaveCount(0)

  expect(await slow.release()).toBe('answered')
  await expect(usersTable(page).getByRole('checkbox', { name: `Select ${pageTwo.username}`, exact: true })).toBeVisible()
  await expect(usersTable(page)).toHaveAttribute('aria-busy', 'false')
  await expect(page.getByRole('progressbar', { name: 'Loading...' })).toHaveCount(0)
  await expect(bodyRows(page)).toHaveCount(5)
})

test('remembers the rows per page across a reload, with one read of that size; a size in the address wins', async ({ page }) => {
  const reads: string[] = []
  page.on('request', (request) => {
    if (isCallOf('GET_USERS', request)) reads.push(new URL(request.url()).search)
  })
  await goToUsers(page)
  await rowsPerPage(page).first().click()
  await page.getByRole('option', { name: '15' }).click()
  await expect(bodyRows(page)).toHaveCount(15)
  await expect(page).not.toHaveURL(/size=/)
  expect(await page.evaluate(() => localStorage.getItem('iam.page_size.users'))).toBe('15')

  reads.length = 0
  await page.reload()
  await expect(usersTable(page)).toHaveAttribute('aria-busy', 'false')
  await expect(bodyRows(page)).toHaveCount(15)
  await expect(rowsPerPage(page).first()).toHaveText('15')
  expect(reads).toEqual(['?length=15&offset=0'])

  await goToUsers(page, '?size=5')
  await expect(bodyRows(page)).toHaveCount(5)
  await page.getByRole('button', { name: 'Go to next page' }).first().click()
  await expect(page).toHaveURL(/page=2&size=5|size=5&page=2/)
  await expect(bodyRows(page)).toHaveCount(5)
})

test("Back after a new rows per page shows the page before at the size it had, and Forward the size chosen", async ({ page }) => {
  await goToUsers(page)
  await page.getByRole('button', { name: 'Go to next page' }).first().click()
  await expect(page.getByText(/^6–10 of /).first()).toBeVisible()
  await rowsPerPage(page).first().click()
  await page.getByRole('option', { name: '25' }).click()
  await expect(bodyRows(page)).toHaveCount(25)
  await expect(page).not.toHaveURL(/[?&](page|size)=/)

  await page.goBack()
  await expect(page).toHaveURL(/page=2&size=5$/)
  await expect(page.getByText(/^6–10 of /).first()).toBeVisible()
  await expect(bodyRows(page)).toHaveCount(5)
  await expect(rowsPerPage(page).first()).toHaveText('5')

  await page.goForward()
  await expect(page.getByText(/^1–25 of /).first()).toBeVisible()
  await expect(rowsPerPage(page).first()).toHaveText('25')
})

test('a remembered rows per page that is not an offered size is 5 rows, and nothing breaks', async ({ page }) => {
  // What storage holds is anyone's to write.
  for (const hostile of ['1e9', '-1', '15 ', '<img src=x onerror=alert(1)>', '{"valueOf":15}']) {
    await page.evaluate((value) => localStorage.setItem('iam.page_size.users', value), hostile)
    await goToUsers(page)
    await expect(bodyRows(page)).toHaveCount(5)
    await expect(rowsPerPage(page).first()).toHaveText('5')
  }
})

test('a page asked for while the console is on its way to another screen does not follow it there', async ({ page }) => {
  // The service accounts screen's code arrives only when released: until then the users list stays.
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/ui\/iam\/assets\/serviceusers-[\w-]+\.js$/, async (held) => {
    await released
    await held.continue()
  })
  await goToUsers(page)
  // The press comes in the same task as the click on the link, so the router is on its way however
  // slow the machine: after 150 ms on the way the router shows its loading view over the list.
  await page.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>('nav[aria-label="Console areas"] a[href$="/identities/serviceusers"]')
    const next = document.querySelector<HTMLButtonElement>('button[data-mui-pagination-action="next"]')
    if (!link || !next) throw new Error('no Service Accounts link or no next-page button')
    link.click()
    next.click()
  })
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/serviceusers$/)
  release()

  await expect(page.getByRole('heading', { level: 1, name: /^Viewing \d+ of all service accounts$/ })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Service Accounts' }).locator('tbody tr').first()).toBeVisible()
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/serviceusers$/)
  await expect(page.getByText(/^1–/).first()).toBeVisible()
})
