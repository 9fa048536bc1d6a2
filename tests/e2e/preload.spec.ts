// Code loaded ahead (decision 029): once a screen has painted and the browser is idle, the code of
// what it can open (its modals, the confirmation, the screens its menus lead to) arrives without
// any input, so a first open fetches nothing and does not wait; a pointer over or focus on an
// opener starts the load at once. The closed modal is then drawn ahead, off the page. A page button
// pointed at, or focused, reads its page ahead.
import type { Page } from '@playwright/test'
import { isCallOf } from './support/api-calls'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { ADMIN, submitLogin } from './support/sign-in'
import { hideTermsBanner, resetEmulator } from './support/emulator-controls'

const code = (name: string) => new RegExp(`/ui/iam/assets/${name}-[\\w-]+\\.js$`)
const USER_MODAL = code('UserModal')
const CONFIRM_DIALOG = code('ConfirmDialogView')
const SERVICE_ACCOUNTS_SCREEN = code('serviceusers')
const SETTINGS_SCREEN = code('SettingsContent')
const SERVICE_ACCOUNT_FORM = code('ServiceAccountForm')
/** Longer than the idle preload's own 2 s limit: what has not loaded by then was not preloaded. */
const IDLE_WAIT_MS = 3000

/** Every script the page asks for, in order. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return scripts
}

const asked = (scripts: readonly string[], file: RegExp) => scripts.some((path) => file.test(path))

/** Signs in and waits for the users list's rows, with the pointer parked away from every control. */
async function openUsersList(page: Page): Promise<void> {
  await page.goto('/ui/iam/login')
  await submitLogin(page, ADMIN.username, ADMIN.password)
  // The pointer rests where Log In was; over the list it could point at an opener.
  await page.mouse.move(0, 0)
  await expect(page.getByRole('checkbox', { name: /^Select / }).first()).toBeVisible()
}

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
  await hideTermsBanner(request)
})

test('once the users list has painted, its modal, the confirmation and the menus’ screens load untouched; opening them fetches no code', async ({
  page,
}) => {
  const scripts = recordScripts(page)
  await openUsersList(page)
  for (const file of [USER_MODAL, CONFIRM_DIALOG, SERVICE_ACCOUNTS_SCREEN, SETTINGS_SCREEN]) {
    await expect.poll(() => asked(scripts, file), { message: `${String(file)} preloaded` }).toBe(true)
  }

  const before = scripts.length
  await page.getByRole('button', { name: 'Create Local User' }).click()
  await expect(page.getByRole('dialog', { name: 'Create Local User' })).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('link', { name: 'Service Accounts' }).click()
  await expect(page.getByRole('heading', { name: /of all service accounts$/ })).toBeVisible()
  // The service accounts screen loads its own modals once painted: the form with the focus helper
  // it shares with the change-password page, the certificates, and date-fns's word-building kit
  // their expiry shares with the other languages' files.
  const screenModals = /CertificatesDialog|focus-back-when-done|buildMatchPatternFn/
  expect(scripts.slice(before).filter((path) => !SERVICE_ACCOUNT_FORM.test(path) && !screenModals.test(path))).toEqual([])
})

test('with the browser never idle, a pointer over an opener or focus on it starts loading its code', async ({ page }) => {
  // Idle callbacks never come: only intent can start a load.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0
  })
  const scripts = recordScripts(page)
  await openUsersList(page)
  await page.waitForTimeout(IDLE_WAIT_MS)
  expect(asked(scripts, USER_MODAL)).toBe(false)

  await page.getByRole('button', { name: 'Create Local User' }).hover()
  await expect.poll(() => asked(scripts, USER_MODAL)).toBe(true)

  await page.getByRole('link', { name: 'Service Accounts' }).click()
  await expect(page.getByRole('heading', { name: /of all service accounts$/ })).toBeVisible()
  await page.mouse.move(0, 0)
  await page.waitForTimeout(IDLE_WAIT_MS)
  expect(asked(scripts, SERVICE_ACCOUNT_FORM)).toBe(false)
  await page.getByRole('button', { name: 'Create Service Account' }).focus()
  await expect.poll(() => asked(scripts, SERVICE_ACCOUNT_FORM)).toBe(true)
})

test('the closed modal drawn ahead stays off the page and out of the keyboard’s way; the one that opens is fresh', async ({ page }) => {
  const scripts = recordScripts(page)
  await openUsersList(page)
  await expect.poll(() => asked(scripts, USER_MODAL)).toBe(true)
  await page.waitForTimeout(IDLE_WAIT_MS)
  // Drawn outside the document: no second title, field or button that a search of the page finds.
  await expect(page.getByText('Create Local User')).toHaveCount(1)
  await expect(page.getByRole('dialog', { includeHidden: true })).toHaveCount(0)
  await expect(page.getByLabel('Display Name')).toHaveCount(0)
  await expectNoAxeViolations(page, 'the users list with its modal drawn ahead')

  // However far Tab goes, nothing hidden takes focus.
  const create = page.getByRole('button', { name: 'Create Local User' })
  await create.focus()
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') ?? null)).toBeNull()
  }

  await create.click()
  const dialog = page.getByRole('dialog', { name: 'Create Local User' })
  await dialog.getByLabel('Username').fill('typed.once')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await create.click()
  await expect(dialog.getByLabel('Username')).toHaveValue('')
})

test('a pointer over a page button, or focus on it, reads that page ahead; the click then shows its rows and reads nothing more', async ({
  page,
}) => {
  const offsets: string[] = []
  page.on('request', (request) => {
    if (isCallOf('GET_USERS', request)) offsets.push(new URL(request.url()).searchParams.get('offset') ?? '')
  })
  await openUsersList(page)
  await expect.poll(() => offsets).toEqual(['0'])

  // From the keyboard: focus on a page button is intent too.
  await page.getByRole('button', { name: 'Go to last page' }).first().focus()
  await expect.poll(() => offsets.length).toBe(2)
  expect(offsets[1]).not.toBe('0')

  const next = page.getByRole('button', { name: 'Go to next page' }).first()
  await next.hover()
  await expect.poll(() => offsets.slice(2)).toEqual(['5'])
  await next.click()
  const table = page.getByRole('table', { name: 'Users' })
  await expect(table).toHaveAttribute('aria-busy', 'false')
  await expect(page.getByRole('button', { name: 'Go to previous page' }).first()).toBeEnabled()
  await expect(table.getByRole('checkbox', { name: /^Select / }).first()).toBeVisible()
  expect(offsets.slice(2)).toEqual(['5'])
})
