import { focusManager } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createAccessKey } from '../../../../../mocks/certificates'
import { mockFaults } from '../../../../../mocks/node'
import { renderApp } from '../../../render-app'
import { SAML_TEST_TIMEOUT_MS, chooseType, dialog, field, fillCommon, idpCertificate, idpMetadata, openAddModal, provider, samlButton, samlProviders, samlTable, submitButton, waitForRows, xmlFile } from './support'
import { watchRequests } from '../../../watch-requests'
import { storedSamlProviderQuery } from '../../../../../src/console/settings/queries'
import { findFormDialog } from '../../form-dialog'

const DAY_MS = 86_400_000

const decodeBase64Utf8 = (base64: string) => new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)))

describe('adding a provider', { timeout: SAML_TEST_TIMEOUT_MS }, () => {
  it('sends a URL provider with its metadata URL only, closes and shows it in the list', async () => {
    const posts = watchRequests('POST', /\/saml_identity_provider$/)
    const { user } = await renderApp('/settings/authentication')
    await waitForRows()
    await openAddModal(user)
    expect(within(dialog()).getByRole('radio', { name: 'URL' })).toBeChecked()
    await fillCommon(user, { name: 'Ping', user: 'uid', email: 'mail', groups: 'memberOf' })
    await user.type(field(/^Metadata URL/), 'https://ping.example.com/metadata')
    await user.click(submitButton('Add Provider'))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByText('Successfully added the provider.')).toBeVisible()
    expect(posts).toHaveLength(1)
    expect(await posts[0]?.body).toEqual({
      saml_idp_name: 'Ping',
      username_attr: 'uid',
      email_attr: 'mail',
      groups_attr: 'memberOf',
      type: 'url',
      idp_metadata_url: 'https://ping.example.com/metadata',
    })
    expect(await within(samlTable()).findByRole('checkbox', { name: 'Select Ping' })).toBeInTheDocument()
  })

  it('sends uploaded metadata as the base64 of the file’s XML exactly, and shows the file name', async () => {
    const { xml: generated } = await idpMetadata('https://idp.example.com/Grüße', 'https://idp.example.com/sso')
    // As Azure and ADFS write it: the encoding in lower case, a newline at the end. Both go out as they are.
    const xml = `${generated.replace('encoding="UTF-8"', 'encoding="utf-8"')}\n`
    expect(xml).toContain('encoding="utf-8"')
    const posts = watchRequests('POST', /\/saml_identity_provider$/)
    const { user } = await renderApp('/settings/authentication')
    await waitForRows()
    await openAddModal(user)
    await fillCommon(user, { name: 'Shibboleth' })
    await chooseType(user, 'Metadata')
    expect(within(dialog()).getByText('No file chosen')).toBeVisible()
    await user.upload(field('Choose File'), xmlFile(xml, 'shibboleth.xml'))
    expect(await within(dialog()).findByText('shibboleth.xml')).toBeVisible()
    expect(within(dialog()).queryByText('No file chosen')).toBeNull()
    expect(field(/^Metadata XML/)).toHaveValue(xml)
    // Another type and back: the XML and the name of its file are still there.
    await chooseType(user, 'URL')
    await chooseType(user, 'Metadata')
    expect(within(dialog()).getByText('shibboleth.xml')).toBeVisible()
    expect(field(/^Metadata XML/)).toHaveValue(xml)
    await user.click(submitButton('Add Provider'))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const body = (await posts[0]?.body) as Record<string, unknown>
    expect(Object.keys(body).sort()).toEqual(['email_attr', 'groups_attr', 'idp_metadata', 'saml_idp_name', 'type', 'username_attr'])
    expect(body).toMatchObject({ saml_idp_name: 'Shibboleth', type: 'metadata' })
    expect(body.idp_metadata).toBe(Buffer.from(xml, 'utf8').toString('base64'))
    // The service read the sign-on URL from it, as the list shows.
    expect(provider('Shibboleth').idp_properties?.login_url).toBe('https://idp.example.com/sso')
  })

  it('reads a UTF-16 metadata file, as Windows tools save one, and sends it as UTF-8 declared so', async () => {
    const { xml } = await idpMetadata('https://idp.example.com/Grüße', 'https://idp.example.com/sso')
    const utf16 = xml.replace('encoding="UTF-8"', 'encoding="UTF-16"')
    expect(utf16).not.toBe(xml)
    // Little-endian with its byte-order mark, as PowerShell's Out-File writes it.
    const bytes = new Uint8Array(2 + utf16.length * 2)
    bytes.set([0xff, 0xfe])
    for (let index = 0; index < utf16.length; index++) new DataView(bytes.buffer).setUint16(2 + index * 2, utf16.charCodeAt(index), true)
    const posts = watchRequests('POST', /\/saml_identity_provider$/)
    const { user } = await renderApp('/settings/authentication')
    await waitForRows()
    await openAddModal(user)
    await fillCommon(user, { name: 'ADFS' })
    await chooseType(user, 'Metadata')
    await user.upload(field('Choose File'), new File([bytes], 'adfs.xml', { type: 'text/xml' }))
    await waitFor(() => expect(field(/^Metadata XML/)).toHaveValue(utf16))
    await user.click(submitButton('Add Provider'))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const body = (await posts[0]?.body) as Record<string, unknown>
    expect(decodeBase64Utf8(String(body.idp_metadata))).toBe(xml)
    expect(provider('ADFS').idp_properties?.login_url).toBe('https://idp.example.com/sso')
  })

  it('sends a manual provider with its properties, leaving empty optional URLs out', async () => {
    const certificate = await idpCertificate('adfs2.example.com')
    const posts = watchRequests('POST', /\/saml_identity_provider$/)
    const { user } = await renderApp('/settings/authentication')
    await waitForRows()
    await openAddModal(user)
    await fillCommon(user, { name: 'Manual IdP', user: 'upn', email: 'mail' })
    await chooseType(user, 'Enter Configuration Manually')
    expect(within(dialog()).getByRole('combobox', { name: 'Name ID Policy Format' })).toHaveTextContent('Persistant')
    await user.type(field('URL of the Identity provider'), 'https://adfs2.example.com/adfs/services/trust')
    await user.type(field(/^Login URL/), 'https://adfs2.example.com/adfs/ls/')
    await user.type(field('Redirect URL'), 'https://intranet.example.com/')
    await user.click(field(/^Certificate/))
    await user.paste(certificate)
    await user.click(submitButton('Add Provider'))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await posts[0]?.body).toEqual({
      saml_idp_name: 'Manual IdP',
      username_attr: 'upn',
      email_attr: 'mail',
      groups_attr: '',
      type: 'details',
      idp_properties: {
        idp_url: 'https://adfs2.example.com/adfs/services/trust',
        login_url: 'https://adfs2.example.com/adfs/ls/',
        redirect_url: 'https://intranet.example.com/',
        certificate: certificate.trim(),
        name_id_policy_format: 'persistent',
      },
    })
  })

  it('offers the nine Name ID formats as docs/product/saml.md spells them and sends the chosen one', async () => {
    const certificate = await idpCertificate()
    const posts = watchRequests('POST', /\/saml_identity_provider$/)
    const { user } = await renderApp('/settings/authentication')
    await waitForRows()
    await openAddModal(user)
    await fillCommon(user, { name: 'Formats' })
    await chooseType(user, 'Enter Configuration Manually')
    await user.type(field(/^Login URL/), 'https://idp.example.com/sso')
    await user.click(field(/^Certificate/))
    await user.paste(certificate)
    await user.click(within(dialog()).getByRole('combobox', { name: 'Name ID Policy Format' }))
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent)
    expect(options).toEqual([
      'Persistant',
      'emailAddress',
      'unspecified',
      'X509SubjectName',
      'WindowsDomainQualifiedName',
      'encrypted',
      'entity',
      'kerberos',
      'transient',
    ])
    await user.click(screen.getByRole('option', { name: 'transient' }))
    await user.click(submitButton('Add Provider'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await posts[0]?.body).toMatchObject({ idp_properties: { name_id_policy_format: 'transient' } })
  })

  it('opens on /settings/addsamlprovider and goes to /settings/authentication when closed', async () => {
    const { user, router } = await renderApp('/settings/addsamlprovider')
    expect(await screen.findByRole('dialog', { name: 'Configure a New Provider' })).toBeVisible()
    expect(submitButton('Add Provider')).toBeVisible()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(router.state.location.pathname).toBe('/settings/authentication')
  })

  it('refetches the list when closed without saving', async () => {
    const lists = watchRequests('GET', /\/saml_identity_providers$/)
    const { user } = await renderApp('/settings/authentication')
    await waitForRows()
    await openAddModal(user)
    const before = lists.length
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(lists.length).toBeGreaterThan(before))
    expect(samlButton('Add SAML Provider')).toHaveFocus()
  })
})

describe('validation before sending', { timeout: SAML_TEST_TIMEOUT_MS }, () => {
  it('shows every required message on submit and sends nothing', async () => {
    const posts = watchRequests('POST', /\/saml_identity_provider$/)
    const { user } = await renderApp('/settings/authentication')
    await waitForRows()
    await openAddModal(user)
    await user.click(submitButton('Add Provider'))
    for (const message of ['Idp Name is required', 'Username attribure is required', 'Email attribute is required', 'Metadata URL is required']) {
      expect(await within(dialog()).findByText(message)).toBeVisible()
    }
    expect(field(/^Name of the Identity Provider Configuration/)).toHaveAttribute('aria-invalid', 'true')
    expect(field(/^Name of the Identity Provider Configuration/)).toHaveFocus()

    await chooseType(user, 'Enter Configuration Manually')
    await user.click(submitButton('Add Provider'))
    expect(await within(dialog()).findByText('Login url is required')).toBeVisible()
    expect(within(dialog()).getByText('Cert for verificationrtion is required')).toBeVisible()

    await chooseType(user, 'Metadata')
    await user.click(submitButton('Add Provider'))
    expect(await within(dialog()).findByText('Metadata XML is required: choose a metadata file or paste its XML')).toBeVisible()
    expect(posts).toHaveLength(0)
  })

  it('checks a field when it is left, and again as it changes', async () => {
    const { user } = await renderApp('/settings/authentication')
    await waitForRows()
    await openAddModal(user)
    await user.click(field(/^Name of the Identity Provider Configuration/))
    await user.tab()
    expect(await within(dialog()).findByText('Idp Name is required')).toBeVisible()
    expect(within(dialog()).queryByText('Username attribure is required')).toBeNull()
    await user.type(field(/^Name of the Identity Provider Configuration/), 'x')
    await waitFor(() => expect(within(dialog()).queryByText('Idp Name is required')).toBeNull())
    await user.click(field(/^User Attribute/))
    await user.tab()
    expect(await within(dialog()).findByText('Username attribure is required')).toBeVisible()
    await user.click(field(/^Email Attribute/))
    await user.tab()
    expect(await within(dialog()).findByText('Email attribute is required')).toBeVisible()
  })

  it('accepts only an http(s) metadata URL', async () => {
    const posts = watchRequests('POST', /\/saml_identity_provider$/)
    const { user } = await renderApp('/settings/authentication')
    await waitForRows()
    await openAddModal(user)
    await fillCommon(user, { name: 'Bad URL' })
    for (const bad of ['ftp://idp.example.com/metadata', 'idp.example.com/metadata', 'javascript:alert(1)', 'https://exa mple.com']) {
      await user.clear(field(/^Metadata URL/))
      await user.type(field(/^Metadata URL/), bad)
      await user.tab()
      expect(await within(dialog()).findByText('Metadata URL must be an http:// or https:// URL')).toBeVisible()
    }
    await user.click(submitButton('Add Provider'))
    expect(posts).toHaveLength(0)
    await user.clear(field(/^Metadata URL/))
    await user.type(field(/^Metadata URL/), 'http://idp.example.com/metadata')
    await waitFor(() => expect(within(dialog()).queryByText(/must be an http/)).toBeNull())
  })

  it('accepts only http(s) URLs for the manual sign-on, sign-out, error and redirect URLs', async () => {
    const { user } = await renderApp('/settings/authentication')
    await waitForRows()
    await openAddModal(user)
    await chooseType(user, 'Enter Configuration Manually')
    await user.type(field(/^Login URL/), 'not a url')
    await user.type(field('Logout URL'), 'ldap://x')
    await user.type(field('Error URL'), '/relative')
    await user.type(field('Redirect URL'), 'https://ok.example.com/')
    await user.click(submitButton('Add Provider'))
    expect(await within(dialog()).findByText('Login URL must be an http:// or https:// URL')).toBeVisible()
    expect(within(dialog()).getByText('Logout URL must be an http:// or https:// URL')).toBeVisible()
    expect(within(dialog()).getByText('Error URL must be an http:// or https:// URL')).toBeVisible()
    expect(within(dialog()).queryByText('Redirect URL must be an http:// or https:// URL')).toBeNull()
  })

  it('refuses a certificate that does not parse as X.509, and a private key', async () => {
    const certificate = await idpCertificate()
    const posts = watchRequests('POST', /\/saml_identity_provider$/)
    const { user } = await renderApp('/settings/authentication')
    await waitForRows()
    await openAddModal(user)
    await fillCommon(user, { name: 'Bad PEM' })
    await chooseType(user, 'Enter Configuration Manually')
    await user.type(field(/^Login URL/), 'https://idp.example.com/sso')
    const invalid = 'The certificate is not a valid X.509 certificate: paste it in PEM format (-----BEGIN CERTIFICATE-----).'
    const garbled = certificate.replace(/\n[A-Za-z0-9+/]{8}/, '\nAAAAAAAA')
    const notBase64 = '-----BEGIN CERTIFICATE-----\nnot base64 at all!\n-----END CERTIFICATE-----'
    for (const bad of ['hello', notBase64, garbled, `${certificate}\ntrailing text`]) {
      await user.clear(field(/^Certificate/))
      await user.click(field(/^Certificate/))
      await user.paste(bad)
      await user.click(submitButton('Add Provider'))
      expect(await within(dialog()).findByText(invalid)).toBeVisible()
    }
    await user.clear(field(/^Certificate/))
    await user.click(field(/^Certificate/))
    await user.paste('-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg\n-----END PRIVATE KEY-----')
    await user.click(submitButton('Add Provider'))
    expect(await within(dialog()).findByText(/^This is a private key\./)).toBeVisible()
    expect(posts).toHaveLength(0)

    await user.clear(field(/^Certificate/))
    await user.click(field(/^Certificate/))
    await user.paste(certificate)
    await user.click(submitButton('Add Provider'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(posts).toHaveLength(1)
  })

  it('shows what a typed certificate says, refuses an expired one and warns of one that expires within 30 days', async () => {
    const now = Date.now()
    const expired = await createAccessKey('old.adfs.example.com', new Date(now - 400 * DAY_MS), new Date(now - DAY_MS))
    const soon = await createAccessKey('soon.adfs.example.com', new Date(now - 300 * DAY_MS), new Date(now + 10 * DAY_MS))
    const day = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso))
    const posts = watchRequests('POST', /\/saml_identity_provider$/)
    const { user } = await renderApp('/settings/authentication')
    await waitForRows()
    await openAddModal(user)
    await fillCommon(user, { name: 'Expiring' })
    await chooseType(user, 'Enter Configuration Manually')
    await user.type(field(/^Login URL/), 'https://idp.example.com/sso')
    await user.click(field(/^Certificate/))
    await user.paste(expired.certificate ?? '')
    const details = await within(dialog()).findByRole('region', { name: 'Read from the certificate' })
    expect(await within(details).findByText(`Expired on ${day(expired.expiry_time)}`)).toBeVisible()
    expect(details).toHaveTextContent('CN=old.adfs.example.com')
    await user.click(submitButton('Add Provider'))
    await waitFor(() =>
      expect(field(/^Certificate/)).toHaveAccessibleDescription(
        `The signing certificate expired on ${day(expired.expiry_time)}. Use the identity provider's current certificate.`,
      ),
    )
    expect(posts).toHaveLength(0)

    await user.clear(field(/^Certificate/))
    await user.click(field(/^Certificate/))
    await user.paste(soon.certificate ?? '')
    expect(
      await within(dialog()).findByText(`The signing certificate expires soon, on ${day(soon.expiry_time)}. Ask the identity provider for its next certificate before then.`),
    ).toBeVisible()
    await user.click(submitButton('Add Provider'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(posts).toHaveLength(1)
  })

  it('holds names and attributes to 255 characters and the IdP URLs to http(s) URLs of at most 2,048', async () => {
    const posts = watchRequests('POST', /\/saml_identity_provider$/)
    const { user } = await renderApp('/settings/authentication')
    await waitForRows()
    await openAddModal(user)
    for (const label of [/^Name of the Identity Provider Configuration/, /^User Attribute/, /^Email Attribute/, 'Groups Attribute']) {
      await user.click(field(label))
      await user.paste('x'.repeat(5000))
    }
    await user.click(field(/^Metadata URL/))
    await user.paste(`https://idp.example.com/${'m'.repeat(5000)}`)
    await user.click(submitButton('Add Provider'))
    await waitFor(() =>
      expect(field(/^Name of the Identity Provider Configuration/)).toHaveAccessibleDescription(
        'Name of the Identity Provider Configuration must be at most 255 characters',
      ),
    )
    expect(field(/^User Attribute/)).toHaveAccessibleDescription('User Attribute must be at most 255 characters')
    expect(field(/^Email Attribute/)).toHaveAccessibleDescription('Email Attribute must be at most 255 characters')
    expect(field('Groups Attribute')).toHaveAccessibleDescription('Groups Attribute must be at most 255 characters')
    expect(field(/^Metadata URL/)).toHaveAccessibleDescription('Metadata URL must be at most 2,048 characters')

    await chooseType(user, 'Enter Configuration Manually')
    await user.type(field('URL of the Identity provider'), 'javascript:alert(1)')
    await user.click(submitButton('Add Provider'))
    await waitFor(() =>
      expect(field('URL of the Identity provider')).toHaveAccessibleDescription('URL of the Identity provider must be an http:// or https:// URL'),
    )
    expect(posts).toHaveLength(0)
  })

  it('accepts a certificate as the bare base64 that metadata carries', async () => {
    const certificate = await idpCertificate()
    const bare = certificate.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '')
    const { user } = await renderApp('/settings/authentication')
    await waitForRows()
    await openAddModal(user)
    await fillCommon(user, { name: 'Bare' })
    await chooseType(user, 'Enter Configuration Manually')
    await user.type(field(/^Login URL/), 'https://idp.example.com/sso')
    await user.click(field(/^Certificate/))
    await user.paste(bare)
    await user.click(submitButton('Add Provider'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(provider('Bare').idp_properties?.certificate).toBe(bare)
  })
})

describe('a failed submit', { timeout: SAML_TEST_TIMEOUT_MS }, () => {
  it('keeps the modal open with the values and the reason, after one request', async () => {
    mockFaults.set('ADD_SAML_IDP', { status: 400, body: { error_code: 'IAM_ERR_6', details: 'A provider with this name exists.' }, times: 1 })
    const posts = watchRequests('POST', /\/saml_identity_provider$/)
    const { user } = await renderApp('/settings/authentication')
    await waitForRows()
    await openAddModal(user)
    await fillCommon(user, { name: 'Conflict' })
    await user.type(field(/^Metadata URL/), 'https://idp.example.com/metadata')
    await user.click(submitButton('Add Provider'))

    const alert = await within(dialog()).findByRole('alert')
    expect(alert).toHaveTextContent(/^Failed to add the provider\./)
    expect(alert).toHaveTextContent('A provider with this name exists.')
    expect(field(/^Name of the Identity Provider Configuration/)).toHaveValue('Conflict')
    expect(field(/^Metadata URL/)).toHaveValue('https://idp.example.com/metadata')
    expect(posts).toHaveLength(1)

    await user.click(submitButton('Add Provider'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(posts).toHaveLength(2)
  })

  it('says at the name that a configuration of that name exists when the service answers 409, keeping what was typed', async () => {
    const posts = watchRequests('POST', /\/saml_identity_provider$/)
    const { user } = await renderApp('/settings/authentication')
    await waitForRows()
    await openAddModal(user)
    await fillCommon(user, { name: 'OKTA', groups: 'groups' })
    await user.type(field(/^Metadata URL/), 'https://okta.example.com/metadata')
    await user.click(submitButton('Add Provider'))

    const name = field(/^Name of the Identity Provider Configuration/)
    await waitFor(() => expect(name).toHaveAccessibleDescription('An identity provider configuration with this name already exists'))
    expect(name).toHaveFocus()
    expect(within(dialog()).queryByRole('alert')).toBeNull()
    expect(posts).toHaveLength(1)
    expect(name).toHaveValue('OKTA')
    expect(field('Groups Attribute')).toHaveValue('groups')
    expect(field(/^Metadata URL/)).toHaveValue('https://okta.example.com/metadata')
    expect(samlProviders().filter((item) => item.saml_idp_name.toLowerCase() === 'okta')).toHaveLength(1)
  })

  it('sends one request however fast the submit button is pressed', async () => {
    mockFaults.set('ADD_SAML_IDP', { delayMs: 300, times: 1 })
    const posts = watchRequests('POST', /\/saml_identity_provider$/)
    const { user } = await renderApp('/settings/authentication')
    await waitForRows()
    await openAddModal(user)
    await fillCommon(user, { name: 'Twice' })
    await user.type(field(/^Metadata URL/), 'https://idp.example.com/metadata')
    await user.dblClick(submitButton('Add Provider'))
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(posts).toHaveLength(1)
    expect(samlProviders().filter((item) => item.saml_idp_name === 'Twice')).toHaveLength(1)
  })
})

describe('updating a provider', { timeout: SAML_TEST_TIMEOUT_MS }, () => {
  const openUpdate = async (name: string) => {
    const gets = watchRequests('GET', /\/saml_identity_providers\/[^/]+$/)
    const rendered = await renderApp('/settings/authentication')
    await waitForRows()
    await rendered.user.click(within(samlTable()).getByRole('checkbox', { name: `Select ${name}` }))
    await rendered.user.click(samlButton('Update'))
    await findFormDialog('Configure a New Provider')
    return { ...rendered, gets }
  }

  it('loads a manual provider by idp_id, fills the form and sends idp_id in the path', async () => {
    const adfs = provider('Corporate ADFS')
    const puts = watchRequests('PUT', /\/saml_identity_providers\//)
    const { user, gets, router } = await openUpdate('Corporate ADFS')
    expect(gets.map((call) => call.url.pathname)).toContain(`/api/iam/v1/saml_identity_providers/${adfs.uuid}`)
    expect(router.state.location.search).toMatchObject({ modal: 'updateSaml', id: adfs.uuid })
    expect(within(dialog()).getByRole('radio', { name: 'Enter Configuration Manually' })).toBeChecked()
    expect(field(/^Name of the Identity Provider Configuration/)).toHaveValue('Corporate ADFS')
    expect(field(/^User Attribute/)).toHaveValue('upn')
    expect(field('Groups Attribute')).toHaveValue('memberOf')
    expect(field(/^Login URL/)).toHaveValue(adfs.idp_properties?.login_url)
    expect(field('Error URL')).toHaveValue(adfs.idp_properties?.error_url)
    expect(field(/^Certificate/)).toHaveValue(adfs.idp_properties?.certificate)

    await user.clear(field(/^Login URL/))
    await user.type(field(/^Login URL/), 'https://adfs.corp.example.com/adfs/ls/v2')
    await user.click(submitButton('Update Provider'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByText('Successfully updated the provider.')).toBeVisible()

    expect(puts.map((call) => call.url.pathname)).toEqual([`/api/iam/v1/saml_identity_providers/${adfs.uuid}`])
    const body = (await puts[0]?.body) as Record<string, unknown>
    expect(body).not.toHaveProperty('idp_id')
    expect(body).toMatchObject({ saml_idp_name: 'Corporate ADFS', type: 'details', idp_properties: { login_url: 'https://adfs.corp.example.com/adfs/ls/v2' } })
    expect(provider('Corporate ADFS').idp_properties?.login_url).toBe('https://adfs.corp.example.com/adfs/ls/v2')
    expect(await within(samlTable()).findByText('https://adfs.corp.example.com/adfs/ls/v2')).toBeVisible()
  })

  it('fills a URL provider’s metadata URL and can change its type', async () => {
    const okta = provider('Okta')
    const puts = watchRequests('PUT', /\/saml_identity_providers\//)
    const { user } = await openUpdate('Okta')
    expect(within(dialog()).getByRole('radio', { name: 'URL' })).toBeChecked()
    expect(field(/^Metadata URL/)).toHaveValue(okta.idp_metadata_url)
    await user.clear(field(/^Email Attribute/))
    await user.type(field(/^Email Attribute/), 'mail')
    await user.click(submitButton('Update Provider'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await puts[0]?.body).toEqual({
      saml_idp_name: 'Okta',
      username_attr: 'NameID',
      email_attr: 'mail',
      groups_attr: 'groups',
      type: 'url',
      idp_metadata_url: okta.idp_metadata_url,
    })
  })

  it('renames a metadata provider without its file: shows what is stored and keeps it', async () => {
    const azure = provider('Azure AD')
    const puts = watchRequests('PUT', /\/saml_identity_providers\//)
    const { user } = await openUpdate('Azure AD')
    expect(within(dialog()).getByRole('radio', { name: 'Metadata' })).toBeChecked()
    const stored = within(dialog()).getByRole('region', { name: 'Stored metadata' })
    expect(stored).toHaveTextContent(`Entity ID${azure.idp_properties?.idp_url ?? ''}`)
    expect(stored).toHaveTextContent(`Single sign-on URL${azure.idp_properties?.login_url ?? ''}`)
    expect(await within(stored).findByText(/CN=Microsoft Azure Federated SSO Certificate/)).toBeVisible()
    expect(stored).toHaveTextContent('Certificate expires')
    expect(stored).toHaveTextContent('Leave Metadata XML empty to keep the stored metadata, or choose a new file to replace it.')
    expect(field(/^Metadata XML/)).toHaveValue('')
    expect(field(/^Metadata XML/)).not.toBeRequired()

    await user.clear(field(/^Name of the Identity Provider Configuration/))
    await user.type(field(/^Name of the Identity Provider Configuration/), 'Azure AD (EU)')
    await user.click(submitButton('Update Provider'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(puts[0]?.url.pathname).toBe(`/api/iam/v1/saml_identity_providers/${azure.uuid}`)
    const body = (await puts[0]?.body) as Record<string, unknown>
    expect(body).toMatchObject({ saml_idp_name: 'Azure AD (EU)', type: 'metadata' })
    expect(body).not.toHaveProperty('idp_metadata')
    // The service kept the metadata: what it read from it is unchanged.
    expect(provider('Azure AD (EU)').idp_properties).toEqual(azure.idp_properties)
  })

  it('replaces the stored metadata with a new file', async () => {
    const azure = provider('Azure AD')
    const { xml } = await idpMetadata('https://idp.example.com/new', 'https://idp.example.com/new-sso')
    const puts = watchRequests('PUT', /\/saml_identity_providers\//)
    const { user } = await openUpdate('Azure AD')
    await user.upload(field('Choose File'), xmlFile(xml))
    await user.click(submitButton('Update Provider'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(decodeBase64Utf8(String(((await puts[0]?.body) as Record<string, unknown>).idp_metadata))).toBe(xml)
    expect(provider('Azure AD').idp_properties?.login_url).toBe('https://idp.example.com/new-sso')
    expect(azure.idp_properties?.login_url).not.toBe('https://idp.example.com/new-sso')
  })

  it('says at the name when a rename takes another provider’s name', async () => {
    const puts = watchRequests('PUT', /\/saml_identity_providers\//)
    const { user } = await openUpdate('Okta')
    await user.clear(field(/^Name of the Identity Provider Configuration/))
    await user.type(field(/^Name of the Identity Provider Configuration/), 'azure ad')
    await user.click(submitButton('Update Provider'))
    await waitFor(() =>
      expect(field(/^Name of the Identity Provider Configuration/)).toHaveAccessibleDescription('An identity provider configuration with this name already exists'),
    )
    expect(puts).toHaveLength(1)
    expect(provider('Okta').saml_idp_name).toBe('Okta')
  })

  it('keeps the modal open with the reason when the update fails', async () => {
    mockFaults.set('UPDATE_SAML_IDP', { status: 400, body: { error_code: 'IAM_ERR_6', details: 'Bad provider.' }, times: 1 })
    const { user } = await openUpdate('Okta')
    await user.click(submitButton('Update Provider'))
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(/^Failed to update the provider\./)
    expect(field(/^Name of the Identity Provider Configuration/)).toHaveValue('Okta')
  })

  it('keeps what was typed when reading the provider again fails in the background', async () => {
    const okta = provider('Okta')
    const { user, queryClient } = await openUpdate('Okta')
    await user.clear(field(/^Name of the Identity Provider Configuration/))
    await user.type(field(/^Name of the Identity Provider Configuration/), 'Okta EU')
    // Coming back to the window reads the stored provider again; this time the service fails.
    mockFaults.set('GET_SAML_IDP', { status: 503, times: 1 })
    act(() => {
      focusManager.setFocused(false)
      focusManager.setFocused(true)
      focusManager.setFocused(undefined)
    })
    await waitFor(() => expect(queryClient.getQueryState(storedSamlProviderQuery(okta.uuid).queryKey)?.status).toBe('error'))
    expect(screen.queryByText(/^The provider could not be loaded\./)).toBeNull()
    expect(field(/^Name of the Identity Provider Configuration/)).toHaveValue('Okta EU')
  })

  it('says so when the provider cannot be loaded', async () => {
    const { user } = await renderApp('/settings/authentication?modal=updateSaml&id=no-such-provider')
    const failed = await screen.findByRole('dialog', { name: 'Configure a New Provider' })
    expect(await within(failed).findByText(/^The provider could not be loaded\./)).toBeVisible()
    await user.click(within(failed).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
