import type { Locator, Page } from '@playwright/test'
import { ACCESS_KEYS_FIELD } from '../../src/core/api/schemas'
import { expect, test } from './support/fixtures'
import { bannerReply, guid, hostileLoginLook, NO_BANNER, signInThroughFragment } from './support/hostile-data'
import { answerWith, resetEmulator } from './support/emulator-controls'
import { isCut, isCutAfterLines } from './support/cut-text'

/*
 * Server text of any length never breaks a page (docs/product/lists-and-dialogs.md 'Long text'):
 * every name the service or the identity provider sends is 5,000 characters without a space,
 * and at 1400 px nothing scrolls sideways, neither the page nor any box in it, on every list,
 * its dialogs and confirmations, the login page and the providers page. List cells and the
 * header keep one line and show the whole text in a tooltip; dialogs wrap it; the end-user
 * pages' buttons keep one line and show the whole label as their title.
 */

test.use({ viewport: { width: 1400, height: 900 } })

const LENGTH = 5000

/** `tag` then capital W's (the widest letter) up to 5,000 characters: nowhere to break a line. */
function long(tag: string): string {
  return `${tag}${'W'.repeat(LENGTH - tag.length)}`
}

const longEmail = (tag: string) => `${tag}${'w'.repeat(LENGTH - tag.length - '@example.com'.length)}@example.com`

const CREATED = '2025-03-01T08:00:00Z'
const EXPIRES = '2027-03-01T08:00:00Z'
const one = <T>(item: T) => ({ result: [item], total_matches: 1 })

test.beforeEach(async ({ request }) => {
  test.setTimeout(120_000)
  await resetEmulator(request)
})

// The faults would otherwise greet the next test of another file on this worker's emulator.
test.afterEach(async ({ request }) => {
  await resetEmulator(request)
})

/**
 * What scrolls sideways: the document, and every box in `scope` that scrolls (overflow auto or
 * scroll) and is wider inside than out. A line cut on purpose (overflow hidden, with an ellipsis)
 * does not scroll, and a text field scrolls its own value, as it should.
 */
function sidewaysScrollers(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = []
    const root = document.scrollingElement
    if (root && root.scrollWidth > root.clientWidth) found.push(`the page: ${String(root.scrollWidth)} > ${String(root.clientWidth)}`)
    for (const box of Array.from(document.querySelectorAll(selector))) {
      for (const element of [box, ...Array.from(box.querySelectorAll('*'))]) {
        if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) continue
        const { overflowX } = getComputedStyle(element)
        if ((overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1) {
          const name = `${element.localName}.${Array.from(element.classList).slice(0, 2).join('.')}`
          found.push(`${name}: ${String(element.scrollWidth)} > ${String(element.clientWidth)}`)
        }
      }
    }
    return found
  }, scope)
}

async function expectNothingScrollsSideways(page: Page, where: string): Promise<void> {
  expect(await sidewaysScrollers(page), where).toEqual([])
}

/**
 * A list cell holding `text`: it shows one cut line, the page keeps the whole text (its
 * accessible text), and resting the pointer on it shows the whole text in a tooltip.
 */
async function expectCutWithTooltip(page: Page, line: Locator, text: string): Promise<void> {
  await expect(line).toHaveText(text)
  expect(await isCut(line), `cut: ${text.slice(0, 20)}`).toBe(true)
  await line.hover()
  const tooltip = page.getByRole('tooltip')
  await expect(tooltip).toHaveText(text)
  // The tooltip describes the line; it does not rename it.
  await expect(line).toHaveAccessibleDescription(text)
  // Away again, so the next tooltip is the only one.
  await page.mouse.move(0, 0)
  await expect(tooltip).toHaveCount(0)
}

/**
 * The header's cut e-mail shows whole in a tooltip to a pointer resting on the account button and
 * to the keyboard's focus on it (the button takes focus, so both); the button keeps its name.
 */
async function expectHeaderEmailShownWhole(page: Page, email: string): Promise<void> {
  const line = page.getByRole('banner').getByTestId('user-email')
  const button = page.getByRole('banner').getByRole('button', { name: email, exact: true })
  await expect(line).toHaveText(email)
  expect(await isCut(line), 'the header e-mail is cut').toBe(true)
  const tooltip = page.getByRole('tooltip')
  await line.hover()
  await expect(tooltip).toHaveText(email)
  await page.mouse.move(0, 0)
  await expect(tooltip).toHaveCount(0)

  // From the control before it, as a keyboard user arrives; Escape dismisses it, the focus stays.
  await page.getByRole('banner').getByRole('combobox', { name: 'Theme' }).focus()
  await page.keyboard.press('Tab')
  await expect(button).toBeFocused()
  await expect(tooltip).toHaveText(email)
  await page.keyboard.press('Escape')
  await expect(tooltip).toHaveCount(0)
  await expect(button).toBeFocused()
  // Opened, the menu is not covered by it.
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menu')).toBeVisible()
  await expect(tooltip).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
  await page.mouse.move(0, 0)
}

/** The one line in each body cell of `row`, from the first data column on (after the checkbox). */
const cellLine = (row: Locator, column: number) => row.getByRole('cell').nth(column).locator(':scope > div')

async function expectDialogFits(page: Page, dialog: Locator, where: string, text: string): Promise<void> {
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(text)
  expect(await sidewaysScrollers(page, '[role="dialog"], [role="alertdialog"]'), where).toEqual([])
}

// ---------------------------------------------------------------- the console

test('users: the list, the header e-mail and the update modal hold 5,000-character names', async ({ page, request }) => {
  const user = {
    uuid: guid(1, 1),
    username: long('user-'),
    type: 'local',
    display_name: long('display-'),
    locale: 'en-US',
    additional_attributes: { email_address: longEmail('mail-') },
    active: true,
    idp_id: 'long-connector',
    last_login_time: null,
  }
  const connectorName = long('connector-')
  await answerWith(request, 'GET_CONNECTORS', {
    result: [{ id: 'long-connector', name: connectorName, type: 'saml', url: 'https://idp.example.com/sso' }],
    service_provider_enabled: false,
  })
  await answerWith(request, 'GET_USERS', one(user))
  await answerWith(request, 'GET_USER', user)
  const email = longEmail('header-')
  await signInThroughFragment(page, request, email)

  const table = page.getByRole('table', { name: 'Users' })
  const row = table.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select ${user.username}`, exact: true }) })
  await expect(row).toBeVisible()
  await expectNothingScrollsSideways(page, 'users list')
  await expectCutWithTooltip(page, cellLine(row, 1), user.username)
  // The type column shows the user's provider by name.
  await expectCutWithTooltip(page, cellLine(row, 2), connectorName)
  await expectHeaderEmailShownWhole(page, email)

  await row.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Update', exact: true }).click()
  const update = page.getByRole('dialog', { name: 'Update Local User' })
  await expect(update.getByRole('textbox', { name: 'Display Name' })).toHaveValue(user.display_name)
  expect(await sidewaysScrollers(page, '[role="dialog"]'), 'update modal').toEqual([])
  await expectNothingScrollsSideways(page, 'users list with the update modal')
})

test('a pointer passing quickly over cut lines leaves no tooltip behind', async ({ page, request }) => {
  const users = Array.from({ length: 5 }, (_, index) => ({
    uuid: guid(1, 10 + index),
    username: long(`user-${String(index)}-`),
    type: 'local',
    display_name: long(`display-${String(index)}-`),
    locale: 'en-US',
    additional_attributes: { email_address: longEmail(`mail-${String(index)}-`) },
    active: true,
    last_login_time: null,
  }))
  await answerWith(request, 'GET_USERS', { result: users, total_matches: users.length })
  await signInThroughFragment(page, request, 'admin@example.com')
  const table = page.getByRole('table', { name: 'Users' })
  await expect(table.getByRole('checkbox', { name: /^Select user-4-/ })).toBeVisible()
  const rows = table.getByRole('row').filter({ has: page.getByRole('checkbox', { name: /^Select user-/ }) })
  await expect(rows).toHaveCount(users.length)
  // Each row's username line.
  const line = (index: number) => cellLine(rows.nth(index), 1)
  const tooltip = page.getByRole('tooltip')

  for (const index of [0, 2, 4]) {
    const box = await line(index).boundingBox()
    if (!box) throw new Error(`row ${String(index)} has no box`)
    // Onto the cut line and straight off it, as a pointer crossing the table on its way elsewhere.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.move(0, 0)
    await expect(tooltip, `after crossing row ${String(index)}`).toHaveCount(0)
  }

  // A sweep down the column, a move per row, ending outside the table.
  const top = await line(0).boundingBox()
  const bottom = await line(users.length - 1).boundingBox()
  if (!top || !bottom) throw new Error('the column has no box')
  const x = top.x + top.width / 2
  await page.mouse.move(x, top.y - 40)
  await page.mouse.move(x, bottom.y + bottom.height + 40, { steps: users.length * 2 })
  await page.mouse.move(0, 0)
  await expect(tooltip, 'after the sweep').toHaveCount(0)

  // Resting on a cut line still shows its whole text.
  await expectCutWithTooltip(page, line(1), users[1]?.username ?? '')
})

test('service accounts: the list, the delete and deactivate confirmations, the certificates modal and its revoke confirmation', async ({
  page,
  request,
}) => {
  const account = {
    uuid: guid(1, 2),
    name: long('account-'),
    email_address: longEmail('account-'),
    description: long('description-'),
    created_time: CREATED,
    [ACCESS_KEYS_FIELD]: [
      { uuid: guid(1, 3), serial_number: long('serial-'), created_time: CREATED, expiry_time: EXPIRES, certificate: 'PEM', private_key: null },
    ],
  }
  await answerWith(request, 'GET_SERVICE_ACCOUNTS', one(account))
  await signInThroughFragment(page, request, 'admin@example.com')
  await page.getByRole('link', { name: 'Service Accounts' }).click()

  const table = page.getByRole('table', { name: 'Service accounts' })
  const row = table.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select ${account.name}`, exact: true }) })
  await expect(row).toBeVisible()
  await expectNothingScrollsSideways(page, 'service accounts list')
  await expectCutWithTooltip(page, cellLine(row, 1), account.name)
  await expectCutWithTooltip(page, cellLine(row, 2), account.email_address)
  await expectCutWithTooltip(page, cellLine(row, 3), account.description)

  await row.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Delete Service Account' }).click()
  const confirmDelete = page.getByRole('alertdialog', { name: 'Delete Service Account' })
  await expectDialogFits(page, confirmDelete, 'delete confirmation', account.name)
  await confirmDelete.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirmDelete).toBeHidden()

  await page.getByRole('button', { name: 'Deactivate' }).click()
  const confirmDeactivate = page.getByRole('alertdialog', { name: /Deactivate/ })
  await expectDialogFits(page, confirmDeactivate, 'deactivate confirmation', account.name)
  await confirmDeactivate.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirmDeactivate).toBeHidden()

  await page.getByRole('button', { name: 'Manage Certificates' }).click()
  const certificates = page.getByRole('dialog', { name: `Manage ${account.name}'s Certificates`, exact: true })
  await expectDialogFits(page, certificates, 'certificates modal', account.name)
  const keyRow = certificates.getByRole('table', { name: 'Certificates' }).getByRole('row').nth(1)
  await expectCutWithTooltip(page, cellLine(keyRow, 0), account[ACCESS_KEYS_FIELD][0]?.serial_number ?? '')

  await certificates.getByRole('button', { name: /^Revoke/ }).click()
  const confirmRevoke = page.getByRole('alertdialog', { name: 'Revoke Certificate' })
  await expectDialogFits(page, confirmRevoke, 'revoke confirmation', account.name)
  await confirmRevoke.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirmRevoke).toBeHidden()
  await expectNothingScrollsSideways(page, 'service accounts with the certificates modal')
})

const samlSection = (page: Page) => page.getByRole('region', { name: 'SAML Identity Providers' })
const directorySection = (page: Page) => page.getByRole('region', { name: 'Directory Providers' })

test('settings: the SAML and directory lists, their delete confirmations and update modals', async ({ page, request }) => {
  const saml = {
    uuid: guid(1, 4),
    saml_idp_name: long('saml-'),
    username_attr: long('uid-'),
    email_attr: long('mail-'),
    groups_attr: '',
    type: 'details',
    idp_properties: {
      idp_url: `https://idp.example.com/${long('entity-')}`,
      login_url: `https://idp.example.com/${long('login-')}`,
      logout_url: 'https://idp.example.com/logout',
      error_url: '',
      redirect_url: '',
      certificate: '',
      name_id_policy_format: '',
    },
  }
  const directory = {
    metadata: { uuid: guid(1, 5) },
    spec: {
      name: long('directory-'),
      resources: {
        directory_type: 'ACTIVE_DIRECTORY',
        domain_name: long('domain-'),
        url: `ldaps://${long('dc-')}:636`,
        group_search_type: 'NON_RECURSIVE',
        service_account: { username: long('bind-') },
      },
    },
  }
  await answerWith(request, 'GET_SAML_IDENTITY_PROVIDERS', one(saml))
  await answerWith(request, 'GET_SAML_IDP', saml)
  await answerWith(request, 'GET_DIRECTORY_SERVICES', one(directory))
  await answerWith(request, 'GET_DIRECTORY_SERVICE', directory)
  await signInThroughFragment(page, request, 'admin@example.com')
  await page.getByRole('link', { name: 'IAM Settings' }).click()

  const samlRow = samlSection(page)
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `Select ${saml.saml_idp_name}`, exact: true }) })
  const directoryRow = directorySection(page)
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `Select ${directory.spec.name}`, exact: true }) })
  await expect(samlRow).toBeVisible()
  await expect(directoryRow).toBeVisible()
  await expectNothingScrollsSideways(page, 'authentication settings')
  await expectCutWithTooltip(page, cellLine(samlRow, 1), saml.saml_idp_name)
  await expectCutWithTooltip(page, cellLine(samlRow, 2), saml.idp_properties.login_url)
  await expectCutWithTooltip(page, cellLine(directoryRow, 1), directory.spec.name)
  await expectCutWithTooltip(page, cellLine(directoryRow, 2), directory.spec.resources.domain_name)

  await samlRow.getByRole('checkbox').check()
  await samlSection(page).getByRole('button', { name: 'Delete', exact: true }).click()
  const confirmSaml = page.getByRole('alertdialog', { name: 'Delete SAML Identity Providers' })
  await expectDialogFits(page, confirmSaml, 'SAML delete confirmation', saml.saml_idp_name)
  await confirmSaml.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirmSaml).toBeHidden()
  await samlSection(page).getByRole('button', { name: 'Update', exact: true }).click()
  const samlModal = page.getByRole('dialog', { name: 'Configure a New Provider' })
  await expect(samlModal.getByRole('textbox', { name: /^Name of the Identity Provider Configuration/ })).toHaveValue(saml.saml_idp_name)
  expect(await sidewaysScrollers(page, '[role="dialog"]'), 'SAML update modal').toEqual([])
  await page.keyboard.press('Escape')
  await expect(samlModal).toBeHidden()

  await directoryRow.getByRole('checkbox').check()
  await directorySection(page).getByRole('button', { name: 'Delete', exact: true }).click()
  const confirmDirectory = page.getByRole('alertdialog', { name: 'Delete Directory Provider' })
  await expectDialogFits(page, confirmDirectory, 'directory delete confirmation', directory.spec.name)
  await confirmDirectory.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirmDirectory).toBeHidden()
  await directorySection(page).getByRole('button', { name: 'Update', exact: true }).click()
  const directoryModal = page.getByRole('dialog', { name: 'Update Directory' })
  await expect(directoryModal.getByRole('textbox', { name: /^Name/ })).toHaveValue(directory.spec.name)
  expect(await sidewaysScrollers(page, '[role="dialog"]'), 'directory update modal').toEqual([])
  await expectNothingScrollsSideways(page, 'authentication settings with a modal')
})

// ---------------------------------------------------------------- end-user pages

/** A plain button cut after two lines whose whole label shows as its title when the pointer is on it. */
async function expectButtonCutWithTitle(button: Locator, label: string): Promise<void> {
  await expect(button).toHaveAccessibleName(label)
  expect(await isCutAfterLines(button.locator('.plain-button-label'), 2), `cut: ${label.slice(0, 30)}`).toBe(true)
  await button.hover()
  await expect(button).toHaveAttribute('title', label)
}

const longConnectors = (names: string[]) => ({
  result: names.map((name, index) => ({ id: `long-${String(index)}`, name, type: 'saml', url: 'https://idp.example.com/sso' })),
  service_provider_enabled: false,
})

test('the login page: the terms banner (a preformatted line too), the brand panel and the provider buttons hold 5,000-character text', async ({ page, request }) => {
  const names = [long('okta-'), long('azure-')]
  await answerWith(request, 'GET_CONNECTORS', longConnectors(names))
  await answerWith(request, 'GET_SYSTEM_CONFIG', bannerReply(`<p>${long('terms-')}</p><pre>${long('code- ')}</pre>`))
  await answerWith(
    request,
    'GET_PRISM_VERSION',
    hostileLoginLook({ productTitle: long('product-'), title: long('title-'), version: long('version-'), colorIn: '#123456', colorOut: '#abcdef' }),
  )
  await page.goto('/ui/iam/login')

  const banner = page.getByRole('dialog', { name: 'Terms and Conditions' })
  await expect(banner.getByTestId('terms-content')).toHaveText(long('terms-') + long('code- '))
  expect(await sidewaysScrollers(page, 'dialog'), 'terms banner').toEqual([])
  await banner.getByRole('button', { name: 'Accept' }).click()
  await expect(banner).toHaveCount(0)

  const buttons = page.getByRole('main').getByRole('button', { name: /^Login with / })
  await expect(buttons).toHaveCount(3)
  await expect(page.getByTestId('brand-panel')).toContainText(long('product-'))
  await expectNothingScrollsSideways(page, 'login page')
  for (const name of names) await expectButtonCutWithTitle(page.getByRole('button', { name: `Login with ${name}`, exact: true }), `Login with ${name}`)
})

test('the providers page: provider buttons hold 5,000-character names', async ({ page, request }) => {
  const names = [long('okta-'), long('azure-'), long('adfs-')]
  await answerWith(request, 'GET_CONNECTORS', longConnectors(names))
  await answerWith(request, 'GET_SYSTEM_CONFIG', NO_BANNER)
  await page.goto('/ui/iam/providers')
  await expect(page.getByRole('button', { name: /^Log in with / })).toHaveCount(3)
  await expectNothingScrollsSideways(page, 'providers page')
  for (const name of names) await expectButtonCutWithTitle(page.getByRole('button', { name: `Log in with ${name}`, exact: true }), `Log in with ${name}`)
})
