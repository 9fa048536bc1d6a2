import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { signInAsAdmin } from './support/sign-in'

// Every console form, driven with what an attacker or a slip of the hand types, on the real
// emulator: each field says what is wrong, and nothing reaches the service (docs/product/constants.md).

// The tests change the emulator's one store: one at a time, each from the seed.
test.describe.configure({ mode: 'serial' })

test.beforeEach(async ({ page, request }) => {
  expect((await request.post('/__emulator/reset')).ok()).toBe(true)
  await signInAsAdmin(page)
})

const LONG = 'x'.repeat(5000)
/** The factory password (`defaultPassword` of public/config.js), which no new user may get. */
const FACTORY_PASSWORD = 'Nutanix/4u'

/** Every write the page sends to the IAM API from now on, as `METHOD path`. */
function watchWrites(page: Page): string[] {
  const writes: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.method() !== 'GET' && url.pathname.startsWith('/api/iam/v1/')) writes.push(`${request.method()} ${url.pathname}`)
  })
  return writes
}

/** The message a field shows: its accessible description. */
async function expectMessage(field: Locator, message: string | RegExp): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(message)
}

const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true })

test.describe('Create Local User', () => {
  const open = async (page: Page) => {
    await page.goto('/ui/iam/identities/users')
    await page.getByRole('button', { name: 'Create Local User' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Local User' })
    await expect(dialog).toBeVisible()
    return dialog
  }
  const password = (dialog: Locator) => dialog.getByLabel(/^Password/)
  const confirm = (dialog: Locator) => dialog.getByLabel('Confirm Password')

  test('refuses 5,000-character names, a bad e-mail, a weak or factory password and a mismatch, sending nothing', async ({ page }) => {
    const dialog = await open(page)
    const writes = watchWrites(page)
    await textbox(dialog, 'Username').fill(LONG)
    await textbox(dialog, 'Display Name').fill(LONG)
    await textbox(dialog, 'Email').fill('nope')
    await password(dialog).fill('x')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expectMessage(textbox(dialog, 'Username'), 'Username must be at most 255 characters')
    await expectMessage(textbox(dialog, 'Display Name'), 'Display Name must be at most 255 characters')
    await expectMessage(textbox(dialog, 'Email'), 'Enter a valid email address')
    await expectMessage(
      password(dialog),
      'Password must be 8 to 40 characters long, with a lowercase letter, an uppercase letter, a number and a special character',
    )
    await expect(textbox(dialog, 'Username')).toBeFocused()

    await password(dialog).fill(FACTORY_PASSWORD)
    await confirm(dialog).fill(FACTORY_PASSWORD)
    await expectMessage(password(dialog), 'Password must not be the default password')

    await password(dialog).fill('Str0ng/Pass')
    await confirm(dialog).fill('Str0ng/Pas')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expectMessage(confirm(dialog), 'Passwords do not match')
    expect(writes).toEqual([])
  })

  test('says at the username that it exists when the service answers 409, keeping what was typed', async ({ page }) => {
    const dialog = await open(page)
    const writes = watchWrites(page)
    await textbox(dialog, 'Username').fill('admin')
    await textbox(dialog, 'Display Name').fill('Second Admin')
    await password(dialog).fill('Str0ng/Pass')
    await confirm(dialog).fill('Str0ng/Pass')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expectMessage(textbox(dialog, 'Username'), 'A user with this username already exists')
    await expect(textbox(dialog, 'Username')).toBeFocused()
    expect(writes).toEqual(['POST /api/iam/v1/users'])
    await expect(textbox(dialog, 'Display Name')).toHaveValue('Second Admin')
    await expect(password(dialog)).toHaveValue('Str0ng/Pass')
    await expect(dialog.getByRole('alert')).toHaveCount(0)
  })
})

test.describe('Create Service Account', () => {
  test('refuses a 5,000-character name and description and the e-mail "nope", sending nothing; says a taken name at the field', async ({ page }) => {
    await page.goto('/ui/iam/identities/serviceusers')
    await page.getByRole('button', { name: 'Create Service Account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Service Account' })
    const writes = watchWrites(page)
    await textbox(dialog, 'Name').fill(LONG)
    await textbox(dialog, 'Email').fill('nope')
    await textbox(dialog, 'Description').fill(LONG)
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expectMessage(textbox(dialog, 'Name'), 'Name must be at most 255 characters')
    await expectMessage(textbox(dialog, 'Email'), 'Enter a valid email address')
    await expectMessage(textbox(dialog, 'Description'), 'Description must be at most 1,000 characters')
    expect(writes).toEqual([])

    await textbox(dialog, 'Name').fill('backup-agent')
    await textbox(dialog, 'Email').fill('ops@example.com')
    await textbox(dialog, 'Description').fill('Nightly')
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expectMessage(textbox(dialog, 'Name'), 'A service account with this name already exists')
    expect(writes).toEqual(['POST /api/iam/v1/service_accounts'])
    await expect(textbox(dialog, 'Description')).toHaveValue('Nightly')
  })
})

test.describe('Configure a New Provider', () => {
  const open = async (page: Page) => {
    await page.goto('/ui/iam/settings/authentication')
    const section = page.getByRole('region', { name: 'SAML Identity Providers' })
    await section.getByRole('button', { name: 'Add SAML Provider' }).click()
    const dialog = page.getByRole('dialog', { name: 'Configure a New Provider' })
    await expect(dialog).toBeVisible()
    return dialog
  }

  test('refuses 5,000-character names and URLs that are not http(s), javascript: among them, sending nothing', async ({ page }) => {
    const dialog = await open(page)
    const writes = watchWrites(page)
    await textbox(dialog, 'Name of the Identity Provider Configuration').fill(LONG)
    await textbox(dialog, 'User Attribute').fill(LONG)
    await textbox(dialog, 'Email Attribute').fill('email')
    await textbox(dialog, 'Metadata URL').fill('not a url')
    await dialog.getByRole('button', { name: 'Add Provider' }).click()
    await expectMessage(textbox(dialog, 'Name of the Identity Provider Configuration'), 'Name of the Identity Provider Configuration must be at most 255 characters')
    await expectMessage(textbox(dialog, 'User Attribute'), 'User Attribute must be at most 255 characters')
    await expectMessage(textbox(dialog, 'Metadata URL'), 'Metadata URL must be an http:// or https:// URL')
    await textbox(dialog, 'Metadata URL').fill('javascript:alert(1)')
    await expectMessage(textbox(dialog, 'Metadata URL'), 'Metadata URL must be an http:// or https:// URL')
    await textbox(dialog, 'Metadata URL').fill(`https://idp.example.com/${LONG}`)
    await expectMessage(textbox(dialog, 'Metadata URL'), 'Metadata URL must be at most 2,048 characters')

    await dialog.getByRole('radio', { name: 'Enter Configuration Manually' }).check()
    await textbox(dialog, 'URL of the Identity provider').fill('not a url')
    await textbox(dialog, 'Login URL').fill('javascript:alert(1)')
    await textbox(dialog, 'Logout URL').fill('data:text/html,<script>alert(1)</script>')
    await dialog.getByRole('button', { name: 'Add Provider' }).click()
    await expectMessage(textbox(dialog, 'URL of the Identity provider'), 'URL of the Identity provider must be an http:// or https:// URL')
    await expectMessage(textbox(dialog, 'Login URL'), 'Login URL must be an http:// or https:// URL')
    await expectMessage(textbox(dialog, 'Logout URL'), 'Logout URL must be an http:// or https:// URL')
    expect(writes).toEqual([])
  })

  test('says at the name that a configuration of that name exists when the service answers 409', async ({ page }) => {
    const dialog = await open(page)
    const writes = watchWrites(page)
    await textbox(dialog, 'Name of the Identity Provider Configuration').fill('okta')
    await textbox(dialog, 'User Attribute').fill('NameID')
    await textbox(dialog, 'Email Attribute').fill('email')
    await textbox(dialog, 'Metadata URL').fill('https://okta.example.com/metadata')
    await dialog.getByRole('button', { name: 'Add Provider' }).click()
    await expectMessage(textbox(dialog, 'Name of the Identity Provider Configuration'), 'An identity provider configuration with this name already exists')
    expect(writes).toEqual(['POST /api/iam/v1/saml_identity_provider'])
    await expect(textbox(dialog, 'Metadata URL')).toHaveValue('https://okta.example.com/metadata')
  })
})

test.describe('Add Directory', () => {
  const open = async (page: Page) => {
    await page.goto('/ui/iam/settings/authentication')
    const section = page.getByRole('region', { name: 'Directory Providers' })
    await section.getByRole('button', { name: 'Add Directory Provider' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Directory' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('combobox', { name: 'Directory Type' }).click()
    await page.getByRole('option', { name: 'Active Directory', exact: true }).click()
    return dialog
  }

  test('refuses a 5,000-character name, the domain "not a domain!!" and the URL "not a url", sending nothing', async ({ page }) => {
    const dialog = await open(page)
    const writes = watchWrites(page)
    await textbox(dialog, 'Name').fill(LONG)
    await textbox(dialog, 'Domain').fill('not a domain!!')
    await textbox(dialog, 'Directory URL').fill('not a url')
    await textbox(dialog, 'Service Account Username').fill(LONG)
    await dialog.getByLabel('Service Account Password').fill('Bind#Secret1')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expectMessage(textbox(dialog, 'Name'), 'Name must be at most 255 characters')
    await expectMessage(textbox(dialog, 'Domain'), /^Domain must be a domain name such as example\.com/)
    await expectMessage(textbox(dialog, 'Directory URL'), /^Directory URL must start with ldap:\/\/ or ldaps:\/\//)
    await expectMessage(textbox(dialog, 'Service Account Username'), 'Service Account Username must be at most 255 characters')
    await textbox(dialog, 'Directory URL').fill(`ldap://${LONG}.example.com`)
    await expectMessage(textbox(dialog, 'Directory URL'), 'Directory URL must be at most 2,048 characters')
    await textbox(dialog, 'Directory URL').fill('javascript:alert(1)')
    await expectMessage(textbox(dialog, 'Directory URL'), /^Directory URL must start with ldap:\/\/ or ldaps:\/\//)
    expect(writes).toEqual([])
  })

  test('says at the name that a directory of that name exists when the service answers 409', async ({ page }) => {
    const dialog = await open(page)
    const writes = watchWrites(page)
    await textbox(dialog, 'Name').fill('CORPORATE AD')
    await textbox(dialog, 'Domain').fill('corp.example.com')
    await textbox(dialog, 'Directory URL').fill('ldaps://dc.corp.example.com:636')
    await textbox(dialog, 'Service Account Username').fill('svc-iam@corp.example.com')
    await dialog.getByLabel('Service Account Password').fill('Bind#Secret1')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expectMessage(textbox(dialog, 'Name'), 'A directory with this name already exists')
    expect(writes).toEqual(['POST /api/iam/v1/directory_services'])
    await expect(dialog.getByLabel('Service Account Password')).toHaveValue('Bind#Secret1')
  })
})
