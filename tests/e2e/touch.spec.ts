import { devices, type Locator, type Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { guid, NO_BANNER } from './support/hostile-data'
import { openTokenAnswer, signInByFieldNames } from './support/sign-in'
import { answerWith, resetEmulator } from './support/emulator-controls'
import { isCut } from './support/cut-text'
import { FORM_AT } from './support/forms'

/*
 * A phone's finger and keyboard, not a mouse (docs/product/shell-and-routes.md 'Touch screens'):
 * what a resting pointer shows, a tap shows, until the next tap; no field's text is small enough
 * for an iPhone to zoom in on it; identifiers are typed as they are; no row keeps a hover tint; and
 * a phone held sideways, or a tablet, is served as well as one held upright.
 */

const { defaultBrowserType: _browser, ...PHONE } = devices['Pixel 7']
test.use(PHONE)

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

test.afterEach(async ({ request }) => {
  await resetEmulator(request)
})

const longName = (tag: string) => `${tag}-${'w'.repeat(60)}`
const user = (n: number) => ({
  uuid: guid(1, n),
  username: longName(`user${String(n)}`),
  type: 'local',
  display_name: `User ${String(n)}`,
  locale: 'en-US',
  additional_attributes: { email_address: `user${String(n)}@example.com` },
  active: true,
  idp_id: 'local',
  last_login_time: null,
})
const USERS = [user(1), user(2), user(3)] as const

async function openUsers(page: Page, request: Parameters<typeof answerWith>[0]): Promise<Locator> {
  await answerWith(request, 'GET_USERS', { result: USERS, total_matches: USERS.length })
  await answerWith(request, 'GET_SYSTEM_CONFIG', NO_BANNER)
  await openTokenAnswer(page, request)
  const table = page.getByRole('table', { name: 'Users' })
  await expect(table.getByRole('row')).toHaveCount(USERS.length + 1)
  return table
}

const nameLine = (table: Locator, index: number) => table.getByRole('row').nth(index + 1).getByRole('cell').nth(1).locator(':scope > div')

/** A tap on `target` shows `text`, and it is still there a while later. */
async function expectTapShows(page: Page, target: Locator, text: string): Promise<void> {
  await target.tap()
  const tooltip = page.getByRole('tooltip')
  // The only one: an earlier tooltip closed with this tap.
  await expect(tooltip).toHaveCount(1)
  await expect(tooltip).toHaveText(text)
  await page.waitForTimeout(1000)
  await expect(tooltip, 'a second later').toHaveText(text)
}

test('a tap on a cut name shows the whole name until the next tap, which reaches what it lands on', async ({ page, request }) => {
  const table = await openUsers(page, request)
  const tooltip = page.getByRole('tooltip')
  expect(await isCut(nameLine(table, 0))).toBe(true)
  await expectTapShows(page, nameLine(table, 0), USERS[0].username)
  // The tooltip lies over the next row: the tap goes through it to the checkbox and closes it.
  const checkbox = table.getByRole('row').nth(2).getByRole('checkbox')
  await checkbox.tap({ timeout: 5_000 })
  await expect(checkbox).toBeChecked()
  await expect(tooltip).toHaveCount(0)
  // The browser's made-up mouse events now meet a line drawn again during the tap.
  await expectTapShows(page, nameLine(table, 1), USERS[1].username)
  await expectTapShows(page, nameLine(table, 2), USERS[2].username)
  // A second tap on the same line closes it, and a third shows it again.
  await nameLine(table, 2).tap()
  await expect(tooltip).toHaveCount(0)
  await expectTapShows(page, nameLine(table, 2), USERS[2].username)
  await page.getByRole('heading', { level: 1 }).tap()
  await expect(tooltip).toHaveCount(0)
})

test('a row a finger touched is not left tinted as if chosen', async ({ page, request }) => {
  const table = await openUsers(page, request)
  const row = table.getByRole('row').nth(1)
  await row.getByRole('cell').nth(2).tap()
  await page.waitForTimeout(300)
  await expect(row).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
  // A checked row still shows that it is chosen.
  await row.getByRole('checkbox').tap()
  await expect(row).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
})

test('a swipe across cut names shows nothing', async ({ page, request }) => {
  const table = await openUsers(page, request)
  const box = await nameLine(table, 0).boundingBox()
  if (!box) throw new Error('the first name is not drawn')
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  const touch = await page.context().newCDPSession(page)
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
  for (let step = 1; step <= 5; step++) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + step * 20 }] })
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await page.waitForTimeout(500)
  await expect(page.getByRole('tooltip')).toHaveCount(0)
})

test('a tap on a disabled action shows why it is disabled', async ({ page, request }) => {
  const table = await openUsers(page, request)
  await table.getByRole('row').nth(1).getByRole('checkbox').tap()
  await table.getByRole('row').nth(2).getByRole('checkbox').tap()
  const update = page.getByRole('button', { name: 'Update', exact: true })
  await expect(update).toBeDisabled()
  const reason = 'Select exactly one local user to update.'
  await expectTapShows(page, update.locator('..'), reason)
  await update.locator('..').tap()
  await expect(page.getByRole('tooltip')).toHaveCount(0)
  await expectTapShows(page, update.locator('..'), reason)
  await page.getByRole('heading', { level: 1 }).tap()
  await expect(page.getByRole('tooltip')).toHaveCount(0)
})

/**
 * The fields on the page whose text is under 16 px: Safari on an iPhone zooms the page in when one
 * of them takes focus, and leaves it zoomed.
 */
function smallFieldTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('input:not([type="checkbox"], [type="radio"], [type="hidden"], [type="file"]), select, textarea'))
      .filter((field) => field.checkVisibility() && !field.closest('[aria-hidden="true"]'))
      .map((field) => [field, parseFloat(getComputedStyle(field).fontSize)] as const)
      .filter(([, size]) => size < 16)
      .map(([field, size]) => `${field.getAttribute('name') ?? field.getAttribute('aria-label') ?? field.localName}: ${String(size)} px`),
  )
}

test('every field a finger can focus has text of at least 16 px, so an iPhone does not zoom in', async ({ page }) => {
  await page.goto('/ui/iam/login')
  await page.getByRole('dialog').getByRole('button').tap()
  await expect(page.locator('input[name="login"]')).toBeVisible()
  expect(await smallFieldTexts(page), 'the login page').toEqual([])
  await page.goto('/ui/iam/change-password')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await smallFieldTexts(page), 'the change-password page').toEqual([])

  // Signed in through the provider, so that each form's address loads signed in again.
  await signInByFieldNames(page)
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible()
  expect(await smallFieldTexts(page), 'the users list').toEqual([])
  for (const form of [FORM_AT.createUser, FORM_AT.createServiceAccount, FORM_AT.addDirectory]) {
    await page.goto(form)
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await smallFieldTexts(page), form).toEqual([])
  }
  await page.goto(FORM_AT.addSaml)
  const saml = page.getByRole('dialog')
  for (const type of ['URL', 'Metadata', 'Enter Configuration Manually']) {
    await saml.getByRole('radio', { name: type }).check()
    await expect(saml.getByRole('textbox').last()).toBeVisible()
    expect(await smallFieldTexts(page), `the SAML form, ${type}`).toEqual([])
  }
})

/**
 * Whether each text field shown is taken as typed (no capital first letter, no correction, no
 * spelling check), by its name, or by its label when it has no name.
 */
function takenAsTyped(page: Page): Promise<Record<string, boolean>> {
  return page.evaluate(() =>
    Object.fromEntries(
      Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:is([type="text"], [type="search"], [type="url"], :not([type])), textarea'))
        .filter((field) => field.checkVisibility() && !field.closest('[aria-hidden="true"]') && !field.readOnly)
        .map((field) => [
          field.name || (field.labels?.[0]?.textContent ?? ''),
          field.getAttribute('autocapitalize') === 'none' && field.getAttribute('autocorrect') === 'off' && !field.spellcheck,
        ]),
    ),
  )
}

test("a phone's keyboard takes identifiers as typed and helps with prose", async ({ page }) => {
  await page.goto('/ui/iam/login')
  await page.getByRole('dialog').getByRole('button').tap()
  expect(await takenAsTyped(page), 'the login page').toEqual({ login: true })
  await page.goto('/ui/iam/providers')
  await expect(page.getByRole('textbox', { name: 'Provider Name' })).toBeVisible()
  expect(await takenAsTyped(page), 'the providers page').toEqual({ 'Provider Name': true })
  await page.goto('/ui/iam/change-password')
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible()
  expect(await takenAsTyped(page), 'the change-password page').toEqual({ username: true })

  await signInByFieldNames(page)
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible()
  expect(await takenAsTyped(page), 'the users list').toEqual({ Filter: true })
  const forms: [string, Record<string, boolean>][] = [
    [FORM_AT.createUser, { username: true, display_name: false }],
    [FORM_AT.createServiceAccount, { name: true, description: false }],
  ]
  for (const [form, expected] of forms) {
    await page.goto(form)
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await takenAsTyped(page), form).toEqual(expected)
  }

  await page.goto(FORM_AT.addSaml)
  const saml = page.getByRole('dialog')
  const attributes = { saml_idp_name: false, username_attr: true, email_attr: true, groups_attr: true }
  await expect(saml.getByRole('radio', { name: 'URL' })).toBeChecked()
  expect(await takenAsTyped(page), 'the SAML form, URL').toEqual({ ...attributes, idp_metadata_url: true })
  await saml.getByRole('radio', { name: 'Metadata' }).check()
  expect(await takenAsTyped(page), 'the SAML form, Metadata').toEqual({ ...attributes, metadata_xml: true })
  await saml.getByRole('radio', { name: 'Enter Configuration Manually' }).check()
  const urls = { idp_url: true, login_url: true, logout_url: true, error_url: true, redirect_url: true }
  expect(await takenAsTyped(page), 'the SAML form, manually').toEqual({ ...attributes, ...urls, certificate: true })

  await page.goto(FORM_AT.addDirectory)
  const directory = page.getByRole('dialog')
  await directory.getByRole('combobox', { name: 'Directory Type' }).tap()
  await page.getByRole('option', { name: 'Open LDAP' }).tap()
  const openLdap = await takenAsTyped(page)
  expect(openLdap.name, 'the directory name is prose').toBe(false)
  const { name: _name, ...settings } = openLdap
  expect(Object.keys(settings).length, 'the directory form has its Open LDAP settings').toBeGreaterThan(5)
  expect(Object.entries(settings).filter(([, asTyped]) => !asTyped), 'the directory settings').toEqual([])
})

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test("the header's larger select text still leaves the title whole", async ({ page }) => {
    await signInByFieldNames(page)
    const title = page.getByRole('banner').getByText('IAM UI', { exact: true })
    await expect(title).toBeVisible()
    expect(await isCut(title)).toBe(false)
  })
})

test.describe('on a phone held sideways', () => {
  const SIDEWAYS = { width: 750, height: 342 }
  test.use({ viewport: SIDEWAYS })

  test('the terms banner and every console dialog take the whole screen', async ({ page }) => {
    await page.goto('/ui/iam/login')
    const banner = page.getByRole('dialog')
    await expect(banner).toHaveJSProperty('offsetHeight', SIDEWAYS.height)
    await expect(banner).toHaveJSProperty('offsetWidth', SIDEWAYS.width)
    await signInByFieldNames(page)
    for (const form of [FORM_AT.createUser, FORM_AT.addSaml]) {
      await page.goto(form)
      const dialog = page.getByRole('dialog')
      await expect(dialog, form).toHaveJSProperty('offsetHeight', SIDEWAYS.height)
      await expect(dialog, form).toHaveJSProperty('offsetWidth', SIDEWAYS.width)
    }
  })

  test("a long form's title and buttons stay in view while its fields scroll between them", async ({ page }) => {
    await signInByFieldNames(page)
    await page.goto(FORM_AT.addSaml)
    const dialog = page.getByRole('dialog', { name: 'Configure a New Provider' })
    await dialog.getByRole('radio', { name: 'Enter Configuration Manually' }).check()
    const submit = dialog.getByRole('button', { name: 'Add Provider' })
    const title = dialog.getByRole('heading', { name: 'Configure a New Provider' })
    await expect(submit).toBeInViewport({ ratio: 1 })
    await expect(title).toBeInViewport({ ratio: 1 })
    const last = dialog.getByRole('textbox', { name: 'Certificate' })
    await expect(last).not.toBeInViewport()
    await last.scrollIntoViewIfNeeded()
    await expect(last).toBeInViewport()
    await expect(submit).toBeInViewport({ ratio: 1 })
    await expect(title).toBeInViewport({ ratio: 1 })
  })
})

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 1180, height: 820 } })

  test("a tap on the header's cut e-mail opens the account menu, with no tooltip", async ({ page, request }) => {
    const email = `${'w'.repeat(60)}@example.com`
    await answerWith(request, 'GET_SYSTEM_CONFIG', NO_BANNER)
    await openTokenAnswer(page, request, { email })
    const line = page.getByRole('banner').getByTestId('user-email')
    await expect(line).toHaveText(email)
    expect(await isCut(line)).toBe(true)
    await line.tap()
    await expect(page.getByRole('menu')).toBeVisible()
    await page.waitForTimeout(500)
    await expect(page.getByRole('tooltip')).toHaveCount(0)
  })
})
