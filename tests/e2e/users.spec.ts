import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
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

test('deactivates and activates a user', async ({ page }) => {
  await goToUsers(page)
  await filterUsers(page, 'yuto')
  const row = bodyRows(page).filter({ has: page.getByRole('checkbox', { name: 'Select yuto.nakamura' }) })
  await row.getByRole('checkbox').check()
  await expect(page.getByRole('button', { name: 'Activate', exact: true })).toBeDisabled()
  await page.getByRole('button', { name: 'Deactivate', exact: true }).click()
  await expect(row.getByText('Inactive')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Activate', exact: true })).toBeEnabled()
  await page.reload()
  await expect(row.getByText('Inactive')).toBeVisible()

  await row.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Activate', exact: true }).click()
  await expect(row.getByText('Inactive')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Deactivate', exact: true })).toBeEnabled()
})

test('pages through every user, five and fifty at a time', async ({ page }) => {
  await goToUsers(page)
  const total = Number((await page.getByRole('heading', { level: 1 }).textContent())?.match(/\d+/)?.[0])
  expect(total).toBeGreaterThanOrEqual(60)

  const seen = new Set<string>()
  const pages = Math.ceil(total / 5)
  for (let number = 1; number <= pages; number++) {
    await expect(page).toHaveURL(number === 1 ? /identities\/users/ : new RegExp(`page=${number}`))
    // The page before stays on screen until the new one arrives; the table says when it has.
    await expect(usersTable(page)).toHaveAttribute('aria-busy', 'false')
    await expect(bodyRows(page)).toHaveCount(number < pages ? 5 : total - 5 * (pages - 1))
    for (const name of await bodyRows(page).locator('td:nth-child(2)').allInnerTexts()) seen.add(name.split('\n')[0] ?? name)
    if (number < pages) await page.getByRole('button', { name: 'Go to next page' }).first().click()
  }
  expect(seen.size).toBe(total)
  await expect(page.getByRole('button', { name: 'Go to next page' }).last()).toBeDisabled()

  await page.getByRole('combobox', { name: 'Rows per page' }).last().click()
  await page.getByRole('option', { name: '50' }).click()
  await expect(page).toHaveURL(/size=50/)
  await expect(page).not.toHaveURL(/page=/)
  await expect(bodyRows(page)).toHaveCount(50)
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
  await expect(page).toHaveURL(/size=50/)
  await expect(select).toBeFocused()
  await expect(bodyRows(page)).toHaveCount(50)
})
