import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { idpMetadataXml } from '../../mocks/seed'
import { expectNoAxeViolations } from './support/axe'
import { holdNextCall } from './support/faults'
import { expect, test } from './support/fixtures'
import { ADMIN, openTokenAnswer, signInAsAdmin } from './support/sign-in'
import { tabOnto } from './support/keyboard'

// Every screen and modal of the console, scanned by axe against WCAG 2.2 A/AA (tags in support/axe.ts),
// each in the light and the dark scheme (expectNoAxeViolations scans both).
// Each test starts from the seed, since some reach a state by changing the store.
// A scan takes one to several seconds on two shared cores; a test visits up to six screens.
test.describe.configure({ timeout: 60_000 })

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__emulator/reset')).ok()).toBe(true)
})

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })
const alertDialog = (page: Page, name: string) => page.getByRole('alertdialog', { name })

/** Makes the emulator fail the named endpoint (src/core/api/endpoints.ts); the reset before each test ends it. */
async function injectFault(request: APIRequestContext, name: string, fault: { status: number; times?: number }) {
  const response = await request.post('/__emulator/faults', { data: { name, fault } })
  expect(response.ok()).toBe(true)
}

/** Opens a select's list of options, scans it, and closes it again with Escape. */
async function scanOpenSelect(page: Page, combobox: Locator, where: string) {
  await combobox.click()
  await expectNoAxeViolations(page, where, page.getByRole('listbox'))
  await page.keyboard.press('Escape')
  await expect(page.getByRole('listbox')).toBeHidden()
}

/** Closes a modal with Escape and waits until it is gone, so the next scan sees only the page. */
async function closeWithEscape(page: Page, modal: Locator) {
  await page.keyboard.press('Escape')
  await expect(modal).toBeHidden()
}

test.describe('signed out', () => {
  test('the login page: terms banner, form, error alert, success notice', async ({ page }) => {
    await page.goto('/ui/iam/login')
    const banner = dialog(page, 'Terms and Conditions')
    await expectNoAxeViolations(page, 'login with the terms banner open', banner)
    await banner.getByRole('button', { name: 'Accept' }).click()
    await expect(banner).toBeHidden()
    await expectNoAxeViolations(page, 'login', heading(page, 'Log In'))

    await page.goto('/ui/iam/login?error=AUTHN_ERR_7')
    await expectNoAxeViolations(page, 'login with an error alert', page.getByText('Your username or password was incorrect. Please try again.'))
    await page.goto('/ui/iam/login?success=true')
    await expectNoAxeViolations(page, 'login after a password change', page.getByText('Your new password has been created.'))
  })

  test('the change-password page: with the rules popover, with field errors and with a refused change', async ({ page }) => {
    await page.goto('/ui/iam/change-password')
    await expect(heading(page, 'Change Password')).toBeVisible()
    await page.getByLabel('Username').fill('admin')
    await page.getByLabel('Old Password').fill('Not/The-0ld')
    await page.getByLabel('New Password').fill('short')
    await expectNoAxeViolations(page, 'change password with the rules popover open', page.getByRole('tooltip', { name: 'Your password must have:' }))

    await page.getByLabel('Confirm Password').fill('different')
    await page.getByLabel('Confirm Password').blur()
    await expect(page.getByRole('tooltip')).toBeHidden()
    await expectNoAxeViolations(page, 'change password with field errors', page.getByText('New and confirm passwords do not match'))

    await page.getByLabel('New Password').fill('Fresh/Pass42')
    await page.getByLabel('Confirm Password').fill('Fresh/Pass42')
    await page.getByRole('button', { name: 'Save' }).click()
    const form = page.getByRole('form', { name: 'Change Password' })
    await expectNoAxeViolations(page, 'change password after a refused change', form.getByRole('alert'))
  })

  test('the providers page: the list, and a name that matches nothing', async ({ page }) => {
    await page.goto('/ui/iam/providers')
    await expectNoAxeViolations(page, 'providers', page.getByRole('button', { name: 'Log in with Okta' }))
    await page.goto('/ui/iam/providers?name=Nobody')
    await expectNoAxeViolations(page, 'providers with no match', page.getByText('No IdP found with the given name.'))
  })

  test('force login, /pagenotfound and the unprotected create-service-account page', async ({ page }) => {
    await page.goto('/ui/iam/forcelogin')
    await expectNoAxeViolations(page, 'forcelogin', heading(page, 'Please login to continue...'))
    await page.goto('/ui/iam/forcelogin?expired=true')
    await expectNoAxeViolations(page, 'forcelogin after an expired session', page.getByText('Your session expired. Please refresh the page.'))
    await page.goto('/ui/iam/pagenotfound')
    await expectNoAxeViolations(page, 'pagenotfound', heading(page, 'Page not found'))
    await page.goto('/ui/iam/identities/addserviceaccount')
    await expectNoAxeViolations(page, 'addserviceaccount signed out', heading(page, 'Create Service Account'))
  })
})

test.describe('signed in', () => {
  test('a control focused from the keyboard is outlined, a press draws no ripple, and the page stays at rest', async ({ page }) => {
    await signInAsAdmin(page)
    const create = page.getByRole('button', { name: 'Create Local User' })
    await create.focus()
    // Away and back by keys, so the focus is a keyboard user's and the outline shows.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Shift+Tab')
    await expect(create).toBeFocused()
    await expect(create).toHaveCSS('outline-style', 'solid')
    await expect(create).toHaveCSS('outline-width', '2px')
    // The theme's primary colour, as the end-user pages outline their controls.
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim())
    expect(await create.evaluate((element) => getComputedStyle(element).outlineColor)).toBe(await page.evaluate((colour) => {
      const probe = document.body.appendChild(document.createElement('i'))
      probe.style.color = colour
      const resolved = getComputedStyle(probe).color
      probe.remove()
      return resolved
    }, primary))
    // In the header's bar, whose colour is the primary, focus takes the bar's text colour.
    const account = page.getByRole('banner').getByRole('button', { name: ADMIN.email, exact: true })
    await tabOnto(page, account)
    await expect(account).toHaveCSS('outline-style', 'solid')
    expect(await account.evaluate((element) => getComputedStyle(element).outlineColor)).toBe(await account.evaluate((element) => getComputedStyle(element).color))

    // A press draws no ripple, and nothing in the page animates.
    await page.getByRole('checkbox', { name: `Select ${ADMIN.username}`, exact: true }).click()
    await expect(page.locator('.MuiTouchRipple-root')).toHaveCount(0)
    await expect.poll(() => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length)).toBe(0)
  })

  test('a required field’s label reads its name alone, with the mark shown beside it, in both kits', async ({ page }) => {
    /** The field found by its label's exact words and by its exact name, and what its label shows after them. */
    const expectMarked = async (name: string, marked: boolean) => {
      const byLabel = page.getByLabel(name, { exact: true })
      await expect(byLabel, name).toHaveCount(1)
      await expect(page.getByRole('textbox', { name, exact: true }), name).toHaveCount(1)
      const mark = await byLabel.evaluate((field) => {
        const label = (field as HTMLInputElement).labels?.[0]
        return label ? getComputedStyle(label, '::after').content : 'no label'
      })
      if (marked) expect(mark, name).toContain('*')
      else expect(mark, name).toBe('none')
    }
    await page.goto('/ui/iam/change-password')
    await expect(heading(page, 'Change Password')).toBeVisible()
    await expectMarked('Username', true)

    await signInAsAdmin(page)
    await page.getByRole('button', { name: 'Create Local User' }).click()
    await expect(dialog(page, 'Create Local User')).toBeVisible()
    await expectMarked('Username', true)
    await expectMarked('Password', true)
    await expectMarked('Email', false)
  })

  test('the terms banner over the shell after a sign-in', async ({ page, request }) => {
    await openTokenAnswer(page, request)
    await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
    await expectNoAxeViolations(page, 'the shell with the terms banner open', dialog(page, 'Terms and Conditions'))
  })

  const USERS = /^Viewing \d+ of all users$/
  const ROUTES: Record<string, [path: string, screen: string | RegExp][]> = {
    'users list': [
      ['/ui/iam/', USERS],
      ['/ui/iam/callback', USERS],
      ['/ui/iam/identities', USERS],
      ['/ui/iam/identities/users', USERS],
      ['/ui/iam/identities/groups', USERS],
    ],
    'other identities and roles': [
      ['/ui/iam/identities/serviceusers', /^Viewing \d+ of all service accounts$/],
      ['/ui/iam/identities/addserviceaccount', 'Create Service Account'],
      ['/ui/iam/identities/managecertificates', 'This page is being built.'],
      ['/ui/iam/roles', 'This page is being built.'],
    ],
    settings: [
      ['/ui/iam/settings', 'Authentication'],
      ['/ui/iam/settings/authentication', 'Authentication'],
      ['/ui/iam/settings/ldapproviders', 'This feature is being worked on!'],
    ],
  }
  for (const [area, routes] of Object.entries(ROUTES)) {
    test(`every ${area} route of the route table`, async ({ page }) => {
      await signInAsAdmin(page)
      for (const [path, screen] of routes) {
        await page.goto(path)
        await expect(heading(page, screen), path).toBeVisible()
        // Lists are scanned with their rows, not their loading state.
        await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0)
        await expectNoAxeViolations(page, path)
      }
    })
  }

  test('users: create and update modals, with field errors, a refused save and the locale list', async ({ page, request }) => {
    await signInAsAdmin(page)
    await page.goto('/ui/iam/identities/users')
    await page.getByRole('button', { name: 'Create Local User' }).click()
    const create = dialog(page, 'Create Local User')
    await create.getByRole('button', { name: 'Save' }).click()
    await expectNoAxeViolations(page, 'Create Local User with errors', create.getByText('Required').first())
    await scanOpenSelect(page, create.getByRole('combobox', { name: 'Locale' }), 'the locale list')

    await injectFault(request, 'CREATE_USER', { status: 400, times: 1 })
    await create.getByLabel('Username').fill('a11y.person')
    await create.getByLabel(/^Password/).fill('A11y/Passw0rd')
    await create.getByLabel('Confirm Password').fill('A11y/Passw0rd')
    await create.getByRole('button', { name: 'Save' }).click()
    await expectNoAxeViolations(page, 'Create Local User refused by the service', create.getByRole('alert'))
    // A taken username is said at the field.
    await create.getByLabel('Username').fill('admin')
    await create.getByRole('button', { name: 'Save' }).click()
    await expectNoAxeViolations(page, 'Create Local User with a taken username', create.getByText('A user with this username already exists'))
    await closeWithEscape(page, create)

    await page.getByRole('checkbox', { name: 'Select admin' }).check()
    await page.getByRole('button', { name: 'Update' }).click()
    await expectNoAxeViolations(page, 'Update Local User', dialog(page, 'Update Local User'))
    await closeWithEscape(page, dialog(page, 'Update Local User'))
  })

  test('users: a slow page, the new-user notice, the deactivate confirmation and the self-protected Deactivate', async ({ page }) => {
    await signInAsAdmin(page)
    await page.goto('/ui/iam/identities/users')
    await expect(page.getByRole('checkbox', { name: 'Select admin' })).toBeVisible()
    const slow = await holdNextCall(page, 'GET_USERS', (url) => url.searchParams.get('offset') === '5')
    await page.getByRole('button', { name: 'Go to next page' }).first().click()
    await slow.held
    await expectNoAxeViolations(page, 'users list loading its next page', page.getByRole('progressbar', { name: 'Loading...' }))
    await slow.release()
    await page.getByRole('button', { name: 'Go to first page' }).first().click()

    await page.getByRole('button', { name: 'Create Local User' }).click()
    const create = dialog(page, 'Create Local User')
    await create.getByLabel('Username').fill('a11y.person')
    await create.getByLabel(/^Password/).fill('A11y/Passw0rd')
    await create.getByLabel('Confirm Password').fill('A11y/Passw0rd')
    await create.getByRole('button', { name: 'Save' }).click()
    await expect(create).toBeHidden()
    await expectNoAxeViolations(page, 'the new-user notice', page.getByRole('link', { name: 'Show a11y.person' }))

    await page.getByRole('checkbox', { name: 'Select admin' }).check()
    await expectNoAxeViolations(page, 'Deactivate refused for the signed-in user', page.getByRole('button', { name: 'Deactivate', exact: true }))
    await page.getByRole('checkbox', { name: 'Select admin' }).uncheck()
    await page.getByRole('link', { name: 'Show a11y.person' }).click()
    await page.getByRole('checkbox', { name: 'Select a11y.person' }).check()
    await page.getByRole('button', { name: 'Deactivate', exact: true }).click()
    await expectNoAxeViolations(page, 'Deactivate User', alertDialog(page, 'Deactivate User'))
    await closeWithEscape(page, alertDialog(page, 'Deactivate User'))
  })

  test('each page button is named once, by its title: the browser gives it no description that says it again', async ({ page }) => {
    await signInAsAdmin(page)
    await page.goto('/ui/iam/identities/users')
    await expect(page.getByRole('checkbox', { name: 'Select admin' })).toBeVisible()
    // Chromium's own accessibility tree, which screen readers read; axe does not flag a repeated description.
    const cdp = await page.context().newCDPSession(page)
    const { root } = await cdp.send('DOM.getDocument')
    for (const name of ['Go to first page', 'Go to previous page', 'Go to next page', 'Go to last page']) {
      const { nodes } = await cdp.send('Accessibility.queryAXTree', { nodeId: root.nodeId, accessibleName: name, role: 'button' })
      // The pager shows above and below the table.
      expect(nodes, name).toHaveLength(2)
      for (const node of nodes) expect(node.description?.value ?? '', name).toBe('')
    }
  })

  test('service accounts: create modal and page with errors, delete confirmation', async ({ page }) => {
    await signInAsAdmin(page)
    await page.goto('/ui/iam/identities/serviceusers')
    await page.getByRole('button', { name: 'Create Service Account' }).click()
    const create = dialog(page, 'Create Service Account')
    await create.getByRole('button', { name: 'Submit' }).click()
    await expectNoAxeViolations(page, 'Create Service Account modal with errors', create.getByText('Required'))
    await closeWithEscape(page, create)
    await page.goto('/ui/iam/identities/addserviceaccount')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expectNoAxeViolations(page, 'Create Service Account page with errors', page.getByText('Required'))
    await page.goto('/ui/iam/identities/serviceusers')

    await page.getByRole('checkbox', { name: 'Select log-shipper' }).check()
    await page.getByRole('button', { name: 'Delete Service Account' }).click()
    const confirmDelete = alertDialog(page, 'Delete Service Account')
    await expectNoAxeViolations(page, 'Delete Service Account confirmation', confirmDelete)
    await confirmDelete.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirmDelete).toBeHidden()
  })

  test('service accounts: certificates at the limit, after generating one, and the revoke confirmation', async ({ page }) => {
    await signInAsAdmin(page)
    await page.goto('/ui/iam/identities/serviceusers')
    await page.getByRole('checkbox', { name: 'Select ci-pipeline' }).check()
    await page.getByRole('button', { name: 'Manage Certificates' }).click()
    const atLimit = dialog(page, "Manage ci-pipeline's Certificates")
    await expectNoAxeViolations(page, 'certificates at the limit', atLimit.getByText(/maximum of 2 certificates/))
    await closeWithEscape(page, atLimit)
    await page.getByRole('checkbox', { name: 'Select ci-pipeline' }).uncheck()

    await page.getByRole('checkbox', { name: 'Select terraform-provisioner' }).check()
    await page.getByRole('button', { name: 'Manage Certificates' }).click()
    const certificates = dialog(page, "Manage terraform-provisioner's Certificates")
    await expect(certificates.getByText('No Certificates Found')).toBeVisible()
    await certificates.getByRole('button', { name: 'Generate Certificate' }).click()
    await expectNoAxeViolations(page, 'certificates after generating one', certificates.getByRole('alert'))
    await certificates.getByRole('button', { name: 'Revoke', exact: true }).click()
    await expectNoAxeViolations(page, 'Revoke Certificate confirmation', alertDialog(page, 'Revoke Certificate'))
  })

  test('SAML providers: adding with each of the three types, with field errors', async ({ page }) => {
    await signInAsAdmin(page)
    await page.goto('/ui/iam/settings/authentication')
    const saml = page.getByRole('region', { name: 'SAML Identity Providers' })
    await saml.getByRole('button', { name: 'Add SAML Provider' }).click()
    const modal = dialog(page, 'Configure a New Provider')
    await expect(modal.getByLabel('Metadata URL')).toBeVisible()
    await modal.getByRole('button', { name: 'Add Provider' }).click()
    await expectNoAxeViolations(page, 'Configure a New Provider: URL with errors', modal.getByText('Idp Name is required'))

    await modal.getByRole('radio', { name: 'Metadata' }).check()
    await expect(modal.getByText('No file chosen')).toBeVisible()
    const xml = idpMetadataXml('https://idp.a11y.example.com/entity', 'https://idp.a11y.example.com/sso', 'https://idp.a11y.example.com/slo', '')
    await modal.getByLabel('Metadata XML').fill(xml)
    await expectNoAxeViolations(page, 'Configure a New Provider: Metadata, its XML read', modal.getByRole('region', { name: 'Found in the metadata' }))

    await modal.getByRole('radio', { name: 'Enter Configuration Manually' }).check()
    await modal.getByRole('button', { name: 'Add Provider' }).click()
    await expectNoAxeViolations(page, 'Configure a New Provider: manual with errors', modal.getByText('Login url is required'))
  })

  test('SAML providers: updating one of each type, the delete confirmation and its toast', async ({ page }) => {
    await signInAsAdmin(page)
    await page.goto('/ui/iam/settings/authentication')
    const saml = page.getByRole('region', { name: 'SAML Identity Providers' })
    const modal = dialog(page, 'Configure a New Provider')
    // The seed has one provider of each type.
    for (const [name, type] of [['Okta', 'URL'], ['Azure AD', 'Metadata'], ['Corporate ADFS', 'Enter Configuration Manually']]) {
      const checkbox = saml.getByRole('checkbox', { name: `Select ${name}`, exact: true })
      await checkbox.check()
      await saml.getByRole('button', { name: 'Update', exact: true }).click()
      await expect(modal.getByRole('radio', { name: type })).toBeChecked()
      await expectNoAxeViolations(page, `Configure a New Provider: update ${name} (${type})`, modal.getByRole('button', { name: 'Update Provider' }))
      await closeWithEscape(page, modal)
      await checkbox.uncheck()
    }

    await saml.getByRole('checkbox', { name: 'Select Okta', exact: true }).check()
    await saml.getByRole('button', { name: 'Delete', exact: true }).click()
    const confirmDelete = alertDialog(page, 'Delete SAML Identity Providers')
    await expectNoAxeViolations(page, 'Delete SAML Identity Providers confirmation', confirmDelete)
    await confirmDelete.getByRole('button', { name: 'Delete' }).click()
    // A toast leaves after 2 s; the pointer on it holds it for both schemes' scans.
    const toast = page.getByText('Successfully deleted the provider.')
    await toast.hover()
    await expectNoAxeViolations(page, 'a success toast', toast)
  })

  test('a list that failed to load, with its error toast', async ({ page, request }) => {
    await signInAsAdmin(page)
    // A 400 is not retried, so the list shows its failure at once.
    await injectFault(request, 'GET_SERVICE_ACCOUNTS', { status: 400 })
    await page.goto('/ui/iam/identities/serviceusers')
    const table = page.getByRole('table', { name: 'Service accounts' })
    await expect(table.getByRole('button', { name: 'Retry' })).toBeVisible()
    // The failure in the table, and the same one as a toast, which the pointer holds for both schemes' scans.
    await expect(page.getByRole('alert')).toHaveCount(2)
    const toast = page.getByRole('alert').filter({ hasNot: page.getByRole('button', { name: 'Retry' }) })
    await toast.hover()
    await expectNoAxeViolations(page, 'a list that failed to load, with its error toast', toast)
  })

  test('the add-provider route opens the modal over the lists', async ({ page }) => {
    await signInAsAdmin(page)
    await page.goto('/ui/iam/settings/addsamlprovider')
    await expectNoAxeViolations(page, '/settings/addsamlprovider', dialog(page, 'Configure a New Provider'))
  })

  test('directories: Active Directory and Open LDAP, update and delete confirmation', async ({ page }) => {
    await signInAsAdmin(page)
    await page.goto('/ui/iam/settings/authentication')
    const directories = page.getByRole('region', { name: 'Directory Providers' })
    await directories.getByRole('button', { name: 'Add Directory Provider' }).click()
    const add = dialog(page, 'Add Directory')
    const type = add.getByRole('combobox', { name: 'Directory Type' })
    await add.getByRole('button', { name: 'Save' }).click()
    await expect(add.getByText('Domain is required')).toBeVisible()

    await type.click()
    await page.getByRole('option', { name: 'Active Directory', exact: true }).click()
    await expect(type).toHaveText('Active Directory')
    await expectNoAxeViolations(page, 'Add Directory: Active Directory, with errors', add.getByText('Domain is required'))
    await type.click()
    await page.getByRole('option', { name: 'Open LDAP', exact: true }).click()
    await add.getByRole('button', { name: 'Save' }).click()
    await expectNoAxeViolations(page, 'Add Directory: Open LDAP, with errors', add.getByText('Group Search Base is required'))
    await closeWithEscape(page, add)

    const update = dialog(page, 'Update Directory')
    for (const [name, kind] of [['Corporate AD', 'Active Directory'], ['Engineering OpenLDAP', 'Open LDAP']]) {
      const checkbox = directories.getByRole('checkbox', { name: `Select ${name}` })
      await checkbox.check()
      await directories.getByRole('button', { name: 'Update' }).click()
      await expectNoAxeViolations(page, `Update Directory (${kind})`, update.getByRole('combobox', { name: 'Directory Type' }).filter({ hasText: kind }))
      await closeWithEscape(page, update)
      await checkbox.uncheck()
    }
    await directories.getByRole('checkbox', { name: 'Select Engineering OpenLDAP' }).check()

    await directories.getByRole('button', { name: 'Delete' }).click()
    await expectNoAxeViolations(page, 'Delete directory confirmation', page.getByRole('alertdialog'))
  })
})
