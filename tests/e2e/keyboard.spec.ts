import type { Locator, Page } from '@playwright/test'
import { accountButton, assertSignedInShell } from './support/console-page'
import { expect, test } from './support/fixtures'
import { ADMIN, holdsNoToken, readBrowserStorage, signInAsAdmin } from './support/sign-in'
import { setFault } from './support/emulator-controls'

// A whole administrator's session without the mouse: only keys are pressed and typed here, never
// a click or a fill, and focus is only ever read, never set. The test changes the store: it starts
// from the seed.
test.beforeEach(async ({ request }) => {
  expect((await request.post('/__emulator/reset')).ok()).toBe(true)
})

// One journey that cannot be split: sign-in, three areas and the sign-out, on two shared cores.
test.describe.configure({ timeout: 120_000 })

/** Most a keyboard user would press Tab to get from one control to the next one they want. */
const MAX_PRESSES = 40

function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement)
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user moves through the page,
 * and fails when it cannot be reached that way.
 */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  await expect(target).toBeVisible()
  for (let presses = 0; presses < MAX_PRESSES && !(await hasFocus(target)); presses++) {
    await page.keyboard.press(key)
  }
  await expect(target, `${key} never reached it`).toBeFocused()
}

/** Tabs to a text field and types into it. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field)
  await page.keyboard.type(text)
  await expect(field).toHaveValue(text)
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

test('sign in, create a user, generate a certificate, add a provider and sign out, all from the keyboard', async ({ page }) => {
  // Signing in: the terms banner first, then the native login form, submitted with Enter.
  await page.goto('/ui/iam/identities')
  await expect(page).toHaveURL(/\/ui\/iam\/login\?interaction=/)
  const banner = page.getByRole('dialog', { name: 'Terms and Conditions' })
  await tabTo(page, banner.getByRole('button', { name: 'Accept' }))
  await page.keyboard.press('Enter')
  await expect(banner).toBeHidden()
  await typeInto(page, page.getByRole('textbox', { name: 'Username' }), ADMIN.username)
  await typeInto(page, page.getByRole('textbox', { name: 'Password', exact: true }), ADMIN.password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
  await assertSignedInShell(page, ADMIN.email)

  // Creating a local user. The modal closes on Escape and on Cancel, each time giving focus back.
  await expect(heading(page)).toHaveText(/^Viewing \d+ of all users$/)
  const usersBefore = Number((await heading(page).textContent())?.match(/\d+/)?.[0])
  const createUser = page.getByRole('button', { name: 'Create Local User' })
  const userModal = page.getByRole('dialog', { name: 'Create Local User' })
  await tabTo(page, createUser)
  await page.keyboard.press('Enter')
  await expect(userModal).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(userModal).toBeHidden()
  await expect(createUser).toBeFocused()

  await page.keyboard.press('Space')
  await expect(userModal).toBeVisible()
  await tabTo(page, userModal.getByRole('button', { name: 'Cancel' }))
  await page.keyboard.press('Enter')
  await expect(userModal).toBeHidden()
  await expect(createUser).toBeFocused()

  await page.keyboard.press('Enter')
  await typeInto(page, userModal.getByRole('textbox', { name: 'Username' }), 'keyboard.person')
  await typeInto(page, userModal.getByRole('textbox', { name: 'Display Name' }), 'Keyboard Person')
  await typeInto(page, userModal.getByRole('textbox', { name: 'Email' }), 'keyboard.person@example.com')
  // The locale list opens with Enter, moves with the arrows and takes the option with Enter.
  const locale = userModal.getByRole('combobox', { name: 'Locale' })
  await tabTo(page, locale)
  await expect(locale).toHaveText('English (US)')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('option', { name: 'English (US)' })).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(page.getByRole('option', { name: 'English (UK)' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('listbox')).toBeHidden()
  await expect(locale).toBeFocused()
  await expect(locale).toHaveText('English (UK)')
  await typeInto(page, userModal.getByLabel(/^Password/), 'Keyb0ard/Pass')
  await typeInto(page, userModal.getByLabel('Confirm Password'), 'Keyb0ard/Pass')
  await tabTo(page, userModal.getByRole('button', { name: 'Save' }))
  await page.keyboard.press('Enter')
  await expect(userModal).toBeHidden()
  await expect(page.getByText('Successfully created the user.')).toBeVisible()
  await expect(heading(page)).toHaveText(`Viewing ${usersBefore + 1} of all users`)
  await expect(createUser).toBeFocused()

  // Generating a certificate: the area's menu, a row's checkbox with Space, then the modal.
  await tabTo(page, page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Service Accounts' }), 'Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(heading(page)).toHaveText(/^Viewing \d+ of all service accounts$/)
  const accountCheckbox = page.getByRole('checkbox', { name: 'Select terraform-provisioner' })
  await tabTo(page, accountCheckbox)
  await page.keyboard.press('Space')
  await expect(accountCheckbox).toBeChecked()
  const manage = page.getByRole('button', { name: 'Manage Certificates' })
  await tabTo(page, manage, 'Shift+Tab')
  await page.keyboard.press('Enter')
  const certificates = page.getByRole('dialog', { name: "Manage terraform-provisioner's Certificates" })
  const revokeButtons = certificates.getByRole('button', { name: 'Revoke', exact: true })
  await expect(certificates.getByText('No Certificates Found')).toBeVisible()
  await tabTo(page, certificates.getByRole('button', { name: 'Generate Certificate' }))
  await page.keyboard.press('Enter')
  await expect(certificates.getByRole('alert')).toHaveText('Successfully created new certificate!')
  await expect(revokeButtons).toHaveCount(1)
  await expect(certificates.getByRole('button', { name: 'Download Key', exact: true })).toBeVisible()

  // The revoke confirmation over the modal: Escape answers no and gives focus back to Revoke.
  const revoke = revokeButtons.first()
  await tabTo(page, revoke, 'Shift+Tab')
  await page.keyboard.press('Enter')
  const confirmRevoke = page.getByRole('alertdialog', { name: 'Revoke Certificate' })
  await expect(confirmRevoke).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(confirmRevoke).toBeHidden()
  await expect(revoke).toBeFocused()
  await expect(revokeButtons).toHaveCount(1)

  await page.keyboard.press('Escape')
  await expect(certificates).toBeHidden()
  await expect(manage).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(revokeButtons).toHaveCount(1)
  await tabTo(page, certificates.getByRole('button', { name: 'Done' }))
  await page.keyboard.press('Enter')
  await expect(certificates).toBeHidden()
  await expect(manage).toBeFocused()

  // Adding a SAML provider: the console's areas in the left panel, the radios with the arrows,
  // and Enter in the last field submits.
  await tabTo(page, page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'IAM Settings' }), 'Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(heading(page)).toHaveText('Authentication')
  const saml = page.getByRole('region', { name: 'SAML Identity Providers' })
  const addProvider = saml.getByRole('button', { name: 'Add SAML Provider' })
  await tabTo(page, addProvider)
  await page.keyboard.press('Enter')
  const providerModal = page.getByRole('dialog', { name: 'Configure a New Provider' })
  await typeInto(page, providerModal.getByRole('textbox', { name: 'Name of the Identity Provider Configuration' }), 'Keyboard IdP')
  await typeInto(page, providerModal.getByRole('textbox', { name: 'User Attribute' }), 'NameID')
  await typeInto(page, providerModal.getByRole('textbox', { name: 'Email Attribute' }), 'email')
  await typeInto(page, providerModal.getByRole('textbox', { name: 'Groups Attribute' }), 'groups')
  const urlType = providerModal.getByRole('radio', { name: 'URL' })
  const metadataType = providerModal.getByRole('radio', { name: 'Metadata' })
  await tabTo(page, urlType)
  await expect(urlType).toBeChecked()
  await page.keyboard.press('ArrowRight')
  await expect(metadataType).toBeFocused()
  await expect(metadataType).toBeChecked()
  await expect(providerModal.getByText('No file chosen')).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(urlType).toBeChecked()
  await typeInto(page, providerModal.getByRole('textbox', { name: 'Metadata URL' }), 'https://idp.keyboard.example.com/metadata')
  await page.keyboard.press('Enter')
  await expect(providerModal).toBeHidden()
  await expect(page.getByText('Successfully added the provider.')).toBeVisible()
  await expect(saml.getByRole('checkbox', { name: 'Select Keyboard IdP', exact: true })).toBeVisible()
  await expect(addProvider).toBeFocused()

  // Signing out from the header's account menu: Enter opens it on its first item, an arrow moves on.
  await tabTo(page, accountButton(page), 'Shift+Tab')
  await page.keyboard.press('Enter')
  const accountMenu = page.getByRole('menu')
  await expect(accountMenu.getByRole('menuitem', { name: 'Change password' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(accountMenu.getByRole('menuitem', { name: 'Logout' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/ui\/iam\/login/)
  // Signing out ends the session, so the terms are asked for again before the login form.
  await tabTo(page, banner.getByRole('button', { name: 'Accept' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible()
  expect(holdsNoToken(await readBrowserStorage(page))).toBe(true)
})

test('an action that takes its own button away leaves the focus on its list, not at the top of the page', async ({ page }) => {
  await signInAsAdmin(page)
  const users = page.getByRole('table', { name: 'Users' })
  const yuto = users.getByRole('checkbox', { name: 'Select yuto.nakamura', exact: true })
  await tabTo(page, page.getByRole('searchbox', { name: 'Filter' }))
  await page.keyboard.type('yuto')
  // The whole filter applied: each letter typed reads the list again, and new rows clear the selection.
  await expect(page).toHaveURL(/[?&]filter=yuto(&|$)/)
  await expect(heading(page)).toHaveText('Viewing 1 of all users')
  await tabTo(page, yuto)
  await page.keyboard.press('Space')

  // Asked first: the question goes, and its button is disabled while the call runs and after it.
  await tabTo(page, page.getByRole('button', { name: 'Deactivate', exact: true }), 'Shift+Tab')
  await page.keyboard.press('Enter')
  const question = page.getByRole('alertdialog', { name: 'Deactivate User' })
  await tabTo(page, question.getByRole('button', { name: 'Deactivate', exact: true }))
  await page.keyboard.press('Enter')
  await expect(question).toBeHidden()
  const state = users.getByRole('row').filter({ has: page.getByRole('checkbox', { name: 'Select yuto.nakamura', exact: true }) }).getByRole('cell').last()
  await expect(state).toHaveText('Inactive')
  await expect(users).toBeFocused()
  // From the table, Tab goes on through its rows.
  await page.keyboard.press('Tab')
  await expect(users.getByRole('checkbox', { name: 'Select all rows' })).toBeFocused()

  // Not asked: the button is disabled while its call runs, then no longer applies. The user is
  // still the one chosen.
  await expect(yuto).toBeChecked()
  await tabTo(page, page.getByRole('button', { name: 'Activate', exact: true }), 'Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(state).toHaveText('Active')
  await expect(users).toBeFocused()
})

test("a page's form that failed to save keeps the focus on its button, not at the top of the page", async ({ page, request }) => {
  await signInAsAdmin(page)
  await setFault(request, 'CREATE_SERVICE_ACCOUNT', { network: true })
  await setFault(request, 'CHANGE_PASSWORD', { network: true })

  await page.goto('/ui/iam/identities/addserviceaccount')
  await tabTo(page, page.getByRole('textbox', { name: 'Name', exact: true }))
  await page.keyboard.type('ci-robot')
  const submit = page.getByRole('button', { name: 'Submit' })
  await tabTo(page, submit)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Failed to create service account. Error in connecting to server ...')
  await expect(submit).toBeFocused()

  await page.goto('/ui/iam/change-password')
  await tabTo(page, page.getByRole('textbox', { name: 'Username', exact: true }))
  await page.keyboard.type(ADMIN.username)
  await page.keyboard.press('Tab')
  await page.keyboard.type(ADMIN.password)
  await page.keyboard.press('Tab')
  await page.keyboard.type('Fresh/Pass42')
  await tabTo(page, page.getByRole('textbox', { name: 'Confirm Password', exact: true }))
  await page.keyboard.type('Fresh/Pass42')
  const save = page.getByRole('button', { name: 'Save' })
  await tabTo(page, save)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('form', { name: 'Change Password' }).getByRole('alert')).toHaveText('Error in connecting to server ...')
  await expect(save).toBeFocused()
})

test('a modal the address opened gives the focus to the page it closes onto, not to the top of the frame', async ({ page }) => {
  await signInAsAdmin(page)
  const pages = [
    { address: '/ui/iam/identities/users?modal=create', modal: 'Create Local User', onto: 'Viewing 72 of all users' },
    { address: '/ui/iam/settings/authentication?modal=addDirectory', modal: 'Add Directory', onto: 'Authentication' },
    { address: '/ui/iam/identities/serviceusers?modal=create', modal: 'Create Service Account', onto: /^Viewing \d+ of all service accounts$/ },
  ]
  for (const { address, modal, onto } of pages) {
    await page.goto(address)
    const dialog = page.getByRole('dialog', { name: modal })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(heading(page)).toHaveText(onto)
    await expect(heading(page)).toBeFocused()
    // From there Tab goes on through the page, not from the header's first control.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('banner').locator(':focus')).toHaveCount(0)
  }

  // A modal opened by its button still gives the focus back to that button.
  const create = page.getByRole('button', { name: 'Create Service Account' })
  await tabTo(page, create)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Create Service Account' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(create).toBeFocused()
})

test('a certificate generated from the keyboard leaves the focus on Generate, and on Done once the limit disables it', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/ui/iam/identities/serviceusers')
  const account = page.getByRole('checkbox', { name: 'Select terraform-provisioner', exact: true })
  await tabTo(page, account)
  await page.keyboard.press('Space')
  await tabTo(page, page.getByRole('button', { name: 'Manage Certificates' }), 'Shift+Tab')
  await page.keyboard.press('Enter')
  const certificates = page.getByRole('dialog', { name: "Manage terraform-provisioner's Certificates" })
  const rows = certificates.getByRole('button', { name: 'Revoke', exact: true })
  await expect(certificates.getByText('No Certificates Found')).toBeVisible()
  const generate = certificates.getByRole('button', { name: 'Generate Certificate' })
  await tabTo(page, generate)

  // Disabled while its call runs, the button loses the focus; it takes it back when it is done,
  // so Enter generates the next one.
  await page.keyboard.press('Enter')
  await expect(rows).toHaveCount(1)
  await expect(certificates.getByRole('alert')).toHaveText('Successfully created new certificate!')
  await expect(generate).toBeFocused()

  // The second reaches the limit (2): Generate stays disabled, and Done takes the focus.
  await page.keyboard.press('Enter')
  await expect(rows).toHaveCount(2)
  await expect(generate).toBeDisabled()
  await expect(certificates.getByRole('button', { name: 'Done' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(certificates).toBeHidden()
})
