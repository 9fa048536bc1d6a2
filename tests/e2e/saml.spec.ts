import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { createAccessKey } from '../../mocks/certificates'
import { idpMetadataXml } from '../../mocks/seed'
import { isCallOf } from './support/api-calls'
import { expect, test } from './support/fixtures'
import { signInAsAdmin } from './support/sign-in'

// The tests change the emulator's one store: one at a time, each from the seed.
test.describe.configure({ mode: 'serial' })

test.beforeEach(async ({ page, request }) => {
  expect((await request.post('/__emulator/reset')).ok()).toBe(true)
  await signInAsAdmin(page)
})

const DAY_MS = 86_400_000

/** The SAML list's own section: the directories list beside it has buttons of the same names. */
const samlSection = (page: Page) => page.getByRole('region', { name: 'SAML Identity Providers' })
const samlTable = (page: Page) => samlSection(page).getByRole('table', { name: 'SAML Identity Providers' })
const rowOf = (page: Page, name: string) =>
  samlTable(page).locator('tbody tr').filter({ has: page.getByRole('checkbox', { name: `Select ${name}`, exact: true }) })
const providerDialog = (page: Page) => page.getByRole('dialog', { name: 'Configure a New Provider' })

async function goToAuthentication(page: Page) {
  await page.goto('/ui/iam/settings/authentication')
  await expect(samlTable(page)).toHaveAttribute('aria-busy', 'false')
  await expect(samlTable(page).locator('tbody tr').first().getByRole('checkbox')).toBeVisible()
}

async function openAddProvider(page: Page) {
  await samlSection(page).getByRole('button', { name: 'Add SAML Provider' }).click()
  await expect(providerDialog(page)).toBeVisible()
  return providerDialog(page)
}

async function fillCommon(page: Page, name: string) {
  const dialog = providerDialog(page)
  await dialog.getByLabel('Name of the Identity Provider Configuration').fill(name)
  await dialog.getByLabel('User Attribute').fill('NameID')
  await dialog.getByLabel('Email Attribute').fill('email')
  await dialog.getByLabel('Groups Attribute').fill('groups')
}

async function assertAdded(page: Page, name: string, loginUrl: string) {
  await expect(providerDialog(page)).toBeHidden()
  await expect(page.getByText('Successfully added the provider.')).toBeVisible()
  await expect(rowOf(page, name).getByRole('cell').nth(2)).toHaveText(loginUrl)
}

async function signingCertificate(subject: string): Promise<string> {
  const now = Date.now()
  const key = await createAccessKey(subject, new Date(now - DAY_MS), new Date(now + 365 * DAY_MS))
  return key.certificate ?? ''
}

/** The addresses of every POST the page sends from now on: a refused form sends none. */
function postsSent(page: Page): string[] {
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url())
  })
  return posts
}

test('adds a provider from a metadata URL', async ({ page }) => {
  await goToAuthentication(page)
  const dialog = await openAddProvider(page)
  await dialog.getByRole('button', { name: 'Add Provider' }).click()
  await expect(dialog.getByText('Idp Name is required')).toBeVisible()
  await expect(dialog.getByText('Username attribure is required')).toBeVisible()
  await expect(dialog.getByText('Email attribute is required')).toBeVisible()

  await fillCommon(page, 'Ping Federate')
  await expect(dialog.getByRole('radio', { name: 'URL' })).toBeChecked()
  await dialog.getByLabel('Metadata URL').fill('ftp://ping.example.com/metadata')
  await dialog.getByLabel('Metadata URL').blur()
  await expect(dialog.getByText('Metadata URL must be an http:// or https:// URL')).toBeVisible()
  await dialog.getByLabel('Metadata URL').fill('https://ping.example.com/idp/metadata')
  await dialog.getByRole('button', { name: 'Add Provider' }).click()
  // The service has not read the metadata yet, so there is no login URL to show.
  await assertAdded(page, 'Ping Federate', '')
})

test('adds a provider from an uploaded metadata file, after showing what it holds', async ({ page }) => {
  const certificate = await signingCertificate('idp.e2e.example.com')
  const xml = idpMetadataXml('https://idp.e2e.example.com/entity', 'https://idp.e2e.example.com/sso', 'https://idp.e2e.example.com/slo', certificate)
  await goToAuthentication(page)
  const dialog = await openAddProvider(page)
  await fillCommon(page, 'Keycloak')
  await dialog.getByRole('radio', { name: 'Metadata' }).check()
  await expect(dialog.getByText('No file chosen')).toBeVisible()

  // A file that is not SAML metadata is refused with a reason, at the field and said aloud (the
  // focus stays on the file chooser). A good file leaves nothing to say.
  await dialog.getByLabel('Choose File').setInputFiles({ name: 'page.xml', mimeType: 'text/xml', buffer: Buffer.from('<html xmlns="http://www.w3.org/1999/xhtml"/>') })
  await expect(dialog.getByLabel('Metadata XML')).toHaveAccessibleDescription(/^This is not SAML metadata/)
  await expect(dialog.getByRole('status')).toHaveText(/^This is not SAML metadata/)

  await dialog.getByLabel('Choose File').setInputFiles({ name: 'keycloak-idp.xml', mimeType: 'text/xml', buffer: Buffer.from(xml, 'utf8') })
  await expect(dialog.getByText('keycloak-idp.xml')).toBeVisible()
  await expect(dialog.getByLabel('Metadata XML')).toHaveValue(xml)
  await expect(dialog.getByRole('status')).toBeEmpty()
  const preview = dialog.getByRole('region', { name: 'Found in the metadata' })
  await expect(preview).toContainText('https://idp.e2e.example.com/entity')
  await expect(preview).toContainText('https://idp.e2e.example.com/sso (HTTP-Redirect binding)')
  await expect(preview).toContainText('CN=idp.e2e.example.com')
  await expect(preview).toContainText('Certificate expires')

  await dialog.getByRole('button', { name: 'Add Provider' }).click()
  // The service reads the sign-on URL from the metadata it was sent.
  await assertAdded(page, 'Keycloak', 'https://idp.e2e.example.com/sso')
})

test('takes pasted metadata up to 512 KB, blank lines before it left out, and refuses more at the field', async ({ page }) => {
  const certificate = await signingCertificate('idp.large.example.com')
  const xml = idpMetadataXml('https://idp.large.example.com/entity', 'https://idp.large.example.com/sso', 'https://idp.large.example.com/slo', certificate)
  // Exactly `bytes` long, grown by a comment as metadata grows with many endpoints or long texts.
  const metadataOf = (bytes: number) =>
    xml.replace('</md:EntityDescriptor>', `<!--${'x'.repeat(bytes - Buffer.byteLength(xml) - '<!---->'.length)}--></md:EntityDescriptor>`)
  const posts: string[] = []
  page.on('request', (request) => {
    if (isCallOf('ADD_SAML_IDP', request)) posts.push(request.postData() ?? '')
  })
  await goToAuthentication(page)
  const dialog = await openAddProvider(page)
  await fillCommon(page, 'Large IdP')
  await dialog.getByRole('radio', { name: 'Metadata' }).check()
  const field = dialog.getByLabel('Metadata XML')

  // One byte more could not be sent: as base64 it would not fit the 1 MiB body the service's proxy takes.
  await field.fill(`\n\n${metadataOf(512 * 1024 + 1)}`)
  await dialog.getByRole('button', { name: 'Add Provider' }).click()
  await expect(field).toHaveAccessibleDescription(/^The metadata XML is larger than 512 KB/)
  expect(posts).toEqual([])

  const largest = metadataOf(512 * 1024)
  await field.fill(`\n\n${largest}`)
  await dialog.getByRole('button', { name: 'Add Provider' }).click()
  await assertAdded(page, 'Large IdP', 'https://idp.large.example.com/sso')
  expect(posts).toHaveLength(1)
  const sent = JSON.parse(posts[0] ?? '{}') as { idp_metadata?: string }
  // Whitespace before the XML declaration would make it not well-formed: the XML goes from its first mark.
  expect(Buffer.from(sent.idp_metadata ?? '', 'base64').toString('utf8')).toBe(largest)
})

test('adds a provider configured by hand', async ({ page }) => {
  const certificate = await signingCertificate('adfs.e2e.example.com')
  await goToAuthentication(page)
  const dialog = await openAddProvider(page)
  await fillCommon(page, 'Manual ADFS')
  await dialog.getByRole('radio', { name: 'Enter Configuration Manually' }).check()
  await dialog.getByRole('button', { name: 'Add Provider' }).click()
  await expect(dialog.getByText('Login url is required')).toBeVisible()
  await expect(dialog.getByText('Cert for verificationrtion is required')).toBeVisible()

  await dialog.getByLabel('URL of the Identity provider').fill('http://adfs.e2e.example.com/adfs/services/trust')
  await dialog.getByLabel('Login URL').fill('https://adfs.e2e.example.com/adfs/ls/')
  await dialog.getByLabel('Logout URL').fill('https://adfs.e2e.example.com/adfs/ls/?wa=wsignout1.0')
  await dialog.getByLabel('Certificate').fill('-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydGlmaWNhdGU=\n-----END CERTIFICATE-----')
  await dialog.getByRole('button', { name: 'Add Provider' }).click()
  await expect(dialog.getByText(/^The certificate is not a valid X\.509 certificate/)).toBeVisible()

  await dialog.getByLabel('Certificate').fill(certificate)
  await dialog.getByRole('combobox', { name: 'Name ID Policy Format' }).click()
  await page.getByRole('option', { name: 'emailAddress' }).click()
  await dialog.getByRole('button', { name: 'Add Provider' }).click()
  await assertAdded(page, 'Manual ADFS', 'https://adfs.e2e.example.com/adfs/ls/')
})

/** Typed certificates taken with a warning (docs/product/saml.md): each is still added. */
const WARNED_CERTIFICATES = [
  {
    what: 'whose RSA key is shorter than 2048 bits',
    host: 'weak.e2e.example.com',
    key: (now: number) => createAccessKey('weak.e2e.example.com', new Date(now - DAY_MS), new Date(now + 400 * DAY_MS), { rsaKeyBits: 1024 }),
    warning: /^The signing certificate's RSA key has only 1024 bits/,
  },
  {
    what: 'that is not valid yet',
    host: 'ahead.e2e.example.com',
    key: (now: number) => createAccessKey('ahead.e2e.example.com', new Date(now + 3 * DAY_MS), new Date(now + 400 * DAY_MS)),
    warning: /^The signing certificate is not valid until .+, and answers signed with it may be refused before then\./,
  },
]

for (const { what, host, key, warning } of WARNED_CERTIFICATES) {
  test(`warns of a typed certificate ${what}, and still adds the provider`, async ({ page }) => {
    const { certificate } = await key(Date.now())
    await goToAuthentication(page)
    const dialog = await openAddProvider(page)
    await fillCommon(page, `IdP at ${host}`)
    await dialog.getByRole('radio', { name: 'Enter Configuration Manually' }).check()
    await dialog.getByLabel('Login URL').fill(`https://${host}/sso`)
    await dialog.getByLabel('Certificate').fill(certificate ?? '')
    await expect(dialog.getByRole('alert').filter({ hasText: warning })).toBeVisible()
    await dialog.getByRole('button', { name: 'Add Provider' }).click()
    await assertAdded(page, `IdP at ${host}`, `https://${host}/sso`)
  })
}

test('updates a provider loaded into the form', async ({ page }) => {
  await goToAuthentication(page)
  const update = samlSection(page).getByRole('button', { name: 'Update', exact: true })
  await expect(update).toBeDisabled()
  await rowOf(page, 'Corporate ADFS').getByRole('checkbox').check()
  await update.click()
  const dialog = providerDialog(page)
  await expect(dialog.getByRole('radio', { name: 'Enter Configuration Manually' })).toBeChecked()
  await expect(dialog.getByLabel('Name of the Identity Provider Configuration')).toHaveValue('Corporate ADFS')
  await expect(dialog.getByLabel('Login URL')).toHaveValue('https://adfs.corp.example.com/adfs/ls/')
  await dialog.getByLabel('Login URL').fill('https://adfs2.corp.example.com/adfs/ls/')
  await dialog.getByLabel('Email Attribute').fill('emailaddress')
  await dialog.getByRole('button', { name: 'Update Provider' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Successfully updated the provider.')).toBeVisible()
  const cells = rowOf(page, 'Corporate ADFS').getByRole('cell')
  await expect(cells.nth(2)).toHaveText('https://adfs2.corp.example.com/adfs/ls/')
  await expect(cells.nth(4)).toHaveText('emailaddress')

  await page.reload()
  await expect(rowOf(page, 'Corporate ADFS').getByRole('cell').nth(2)).toHaveText('https://adfs2.corp.example.com/adfs/ls/')
})

test('refuses metadata without a signing certificate, saying so, and sends nothing', async ({ page }) => {
  const certificate = await signingCertificate('nokey.e2e.example.com')
  const withKey = idpMetadataXml('https://nokey.e2e.example.com/entity', 'https://nokey.e2e.example.com/sso', 'https://nokey.e2e.example.com/slo', certificate)
  const withoutKey = withKey.replace(/<md:KeyDescriptor[\s\S]*<\/md:KeyDescriptor>/, '')
  expect(withoutKey).not.toContain('KeyDescriptor')
  await goToAuthentication(page)
  const dialog = await openAddProvider(page)
  await fillCommon(page, 'No Key IdP')
  await dialog.getByRole('radio', { name: 'Metadata' }).check()
  const posts = postsSent(page)
  await dialog.getByLabel('Choose File').setInputFiles({ name: 'nokey.xml', mimeType: 'text/xml', buffer: Buffer.from(withoutKey, 'utf8') })
  const refusal = /^The metadata has no signing certificate: it needs a KeyDescriptor with use="signing" \(or without use\)/
  await expect(dialog.getByLabel('Metadata XML')).toHaveAccessibleDescription(refusal)
  await dialog.getByRole('button', { name: 'Add Provider' }).click()
  await expect(dialog.getByLabel('Metadata XML')).toHaveAccessibleDescription(refusal)
  await expect(dialog.getByLabel('Metadata XML')).toHaveAttribute('aria-invalid', 'true')
  expect(posts).toEqual([])
  await expect(rowOf(page, 'No Key IdP')).toHaveCount(0)
})

test('refuses metadata whose signing certificate has expired, naming its expiry, and sends nothing', async ({ page }) => {
  const now = Date.now()
  const key = await createAccessKey('expired.e2e.example.com', new Date(now - 800 * DAY_MS), new Date(now - DAY_MS))
  const metadata = idpMetadataXml(
    'https://expired.e2e.example.com/entity',
    'https://expired.e2e.example.com/sso',
    'https://expired.e2e.example.com/slo',
    key.certificate ?? '',
  )
  await goToAuthentication(page)
  const dialog = await openAddProvider(page)
  await fillCommon(page, 'Expired IdP')
  await dialog.getByRole('radio', { name: 'Metadata' }).check()
  const posts = postsSent(page)
  await dialog.getByLabel('Choose File').setInputFiles({ name: 'expired.xml', mimeType: 'text/xml', buffer: Buffer.from(metadata, 'utf8') })
  // The browser's own date format, as the console writes it.
  const expiry = await page.evaluate((at) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(at)), key.expiry_time)
  const refusal = `The signing certificate expired on ${expiry}. Use the identity provider's current certificate.`
  await dialog.getByRole('button', { name: 'Add Provider' }).click()
  await expect(dialog.getByLabel('Metadata XML')).toHaveAccessibleDescription(refusal)
  await expect(dialog.getByLabel('Metadata XML')).toHaveAttribute('aria-invalid', 'true')
  expect(posts).toEqual([])
  await expect(rowOf(page, 'Expired IdP')).toHaveCount(0)
})

test("adds the metadata of a rollover: the identity provider's expired certificate beside its current one", async ({ page }) => {
  const now = Date.now()
  const [expired, current] = await Promise.all([
    createAccessKey('old.rollover.e2e.example.com', new Date(now - 800 * DAY_MS), new Date(now - DAY_MS)),
    createAccessKey('new.rollover.e2e.example.com', new Date(now - DAY_MS), new Date(now + 700 * DAY_MS)),
  ])
  const metadata = idpMetadataXml('https://rollover.e2e.example.com/entity', 'https://rollover.e2e.example.com/sso', 'https://rollover.e2e.example.com/slo', [
    expired.certificate ?? '',
    current.certificate ?? '',
  ])
  await goToAuthentication(page)
  const dialog = await openAddProvider(page)
  await fillCommon(page, 'Rollover IdP')
  await dialog.getByRole('radio', { name: 'Metadata' }).check()
  await dialog.getByLabel('Choose File').setInputFiles({ name: 'rollover.xml', mimeType: 'text/xml', buffer: Buffer.from(metadata, 'utf8') })
  await expect(dialog.getByRole('region', { name: 'Found in the metadata' })).toContainText('CN=new.rollover.e2e.example.com')
  await expect(dialog.getByLabel('Metadata XML')).toHaveAttribute('aria-invalid', 'false')
  await dialog.getByRole('button', { name: 'Add Provider' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(rowOf(page, 'Rollover IdP')).toHaveCount(1)
})

test('refuses metadata carrying a DOCTYPE, an XXE attempt on the service, pasted or chosen, and sends nothing', async ({ page }) => {
  const certificate = await signingCertificate('xxe.e2e.example.com')
  const metadata = idpMetadataXml('https://xxe.e2e.example.com/entity', 'https://xxe.e2e.example.com/sso', 'https://xxe.e2e.example.com/slo', certificate)
  const hostile = metadata.replace('<md:EntityDescriptor', '<!DOCTYPE md:EntityDescriptor [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<md:EntityDescriptor')
  await goToAuthentication(page)
  const dialog = await openAddProvider(page)
  await fillCommon(page, 'XXE IdP')
  await dialog.getByRole('radio', { name: 'Metadata' }).check()
  const posts = postsSent(page)
  const refusal = 'The metadata has a DOCTYPE declaration, which SAML metadata never uses and which can make an XML parser read files or addresses. Remove it.'
  await dialog.getByLabel('Choose File').setInputFiles({ name: 'xxe.xml', mimeType: 'text/xml', buffer: Buffer.from(hostile, 'utf8') })
  await expect(dialog.getByLabel('Metadata XML')).toHaveAccessibleDescription(refusal)
  await dialog.getByRole('button', { name: 'Add Provider' }).click()
  await expect(dialog.getByLabel('Metadata XML')).toHaveAttribute('aria-invalid', 'true')
  await dialog.getByLabel('Metadata XML').fill(hostile.replace(/ \[.*\]/, ''))
  await dialog.getByRole('button', { name: 'Add Provider' }).click()
  await expect(dialog.getByLabel('Metadata XML')).toHaveAccessibleDescription(refusal)
  expect(posts).toEqual([])
  await dialog.getByLabel('Metadata XML').fill(metadata)
  await dialog.getByRole('button', { name: 'Add Provider' }).click()
  await assertAdded(page, 'XXE IdP', 'https://xxe.e2e.example.com/sso')
})

test('renames a metadata provider without choosing its file again: the stored metadata is shown and kept', async ({ page }) => {
  await goToAuthentication(page)
  const loginUrl = await rowOf(page, 'Azure AD').getByRole('cell').nth(2).textContent()
  expect(loginUrl).toMatch(/^https:\/\/login\.microsoftonline\.com\//)
  await rowOf(page, 'Azure AD').getByRole('checkbox').check()
  await samlSection(page).getByRole('button', { name: 'Update', exact: true }).click()
  const dialog = providerDialog(page)
  await expect(dialog.getByRole('radio', { name: 'Metadata' })).toBeChecked()
  const stored = dialog.getByRole('region', { name: 'Stored metadata' })
  await expect(stored).toContainText(loginUrl ?? '')
  await expect(stored).toContainText('CN=Microsoft Azure Federated SSO Certificate')
  await expect(stored).toContainText('Leave Metadata XML empty to keep the stored metadata')
  await expect(dialog.getByLabel('Metadata XML')).toHaveValue('')

  const puts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'PUT') puts.push(request.postData() ?? '')
  })
  await dialog.getByLabel('Name of the Identity Provider Configuration').fill('Azure AD (EU)')
  await dialog.getByRole('button', { name: 'Update Provider' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Successfully updated the provider.')).toBeVisible()
  expect(puts).toHaveLength(1)
  expect(JSON.parse(puts[0] ?? '{}')).not.toHaveProperty('idp_metadata')
  await expect(rowOf(page, 'Azure AD (EU)').getByRole('cell').nth(2)).toHaveText(loginUrl ?? '')

  // Stored, not only shown: the metadata is still there to update again.
  await page.reload()
  await rowOf(page, 'Azure AD (EU)').getByRole('checkbox').check()
  await samlSection(page).getByRole('button', { name: 'Update', exact: true }).click()
  await expect(providerDialog(page).getByRole('region', { name: 'Stored metadata' })).toContainText(loginUrl ?? '')
})

test('deletes two providers after confirmation', async ({ page }) => {
  await goToAuthentication(page)
  await rowOf(page, 'Okta').getByRole('checkbox').check()
  await rowOf(page, 'Azure AD').getByRole('checkbox').check()
  await expect(samlSection(page).getByRole('button', { name: 'Update', exact: true })).toBeDisabled()
  await samlSection(page).getByRole('button', { name: 'Delete', exact: true }).click()

  const confirm = page.getByRole('alertdialog', { name: 'Delete SAML Identity Providers' })
  await expect(confirm).toContainText('Delete Okta and Azure AD?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText('Successfully deleted the provider.')).toBeVisible()
  await expect(rowOf(page, 'Okta')).toHaveCount(0)
  await expect(rowOf(page, 'Azure AD')).toHaveCount(0)
  await expect(samlTable(page).locator('tbody tr')).toHaveCount(1)

  await page.reload()
  await expect(samlTable(page).locator('tbody tr')).toHaveCount(1)
  await expect(rowOf(page, 'Corporate ADFS')).toHaveCount(1)
})

test('downloads the service provider metadata as iam-metadata', async ({ page }) => {
  await goToAuthentication(page)
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download Metadata' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('iam-metadata')
  const path = await download.path()
  const xml = await readFile(path, 'utf8')
  // Parsed by the browser's own XML parser, as an identity provider's import would; in a blank
  // page, since the console's Trusted Types refuse a plain string to DOMParser.
  const blank = await page.context().newPage()
  const root = await blank.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'application/xml')
    const element = document.documentElement
    return {
      malformed: document.getElementsByTagNameNS('*', 'parsererror').length > 0,
      localName: element.localName,
      namespace: element.namespaceURI,
      entityId: element.getAttribute('entityID'),
    }
  }, xml)
  expect(root).toMatchObject({ malformed: false, localName: 'EntityDescriptor', namespace: 'urn:oasis:names:tc:SAML:2.0:metadata' })
  expect(root.entityId).toBeTruthy()
})
