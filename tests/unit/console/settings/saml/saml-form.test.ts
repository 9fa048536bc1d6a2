import { describe, expect, it } from 'vitest'
import { createAccessKey } from '../../../../../mocks/certificates'
import { idpMetadataXml } from '../../../../../mocks/seed'
import { samlProviderBodySchema, updateSamlProviderInputSchema, type SamlProvider } from '../../../../../src/core/api/schemas'
import { formatDay } from '../../../../../src/core/i18n/format'
import { MAX_BODY_BYTES } from '../../../../../mocks/emulator/http-utils'
import { MAX_CERTIFICATE_KB, MAX_METADATA_KB, samlFormSchema, toFormValues, toRequestBody, toUpdateRequestBody, utf8ToBase64, type SamlForm } from '../../../../../src/console/settings/saml/saml-form'
import { idpCertificate } from './support'
// The settings screen's code brings its English texts; here they come the same way.
import '../../../../../src/core/i18n/other-screens-texts'

const DAY_MS = 86_400_000

/** A PEM certificate valid from `fromDays` to `toDays` days from now (negative: in the past). */
async function certificateValid(fromDays: number, toDays: number, subject = 'idp.example.com'): Promise<string> {
  const now = Date.now()
  const key = await createAccessKey(subject, new Date(now + fromDays * DAY_MS), new Date(now + toDays * DAY_MS))
  return key.certificate ?? ''
}

const metadataWith = (certificate: string | readonly string[]) =>
  idpMetadataXml('https://idp.example.com/entity', 'https://idp.example.com/sso', 'https://idp.example.com/slo', certificate)

const storedMetadataProvider: SamlProvider = {
  uuid: 'azure',
  saml_idp_name: 'Azure AD',
  username_attr: 'name',
  email_attr: 'mail',
  groups_attr: null,
  type: 'metadata',
  idp_metadata_url: null,
  idp_properties: {
    idp_url: 'https://sts.windows.net/t/',
    login_url: 'https://login.example.com/saml2',
    logout_url: null,
    error_url: null,
    redirect_url: null,
    certificate: 'MIIB',
    name_id_policy_format: 'emailAddress',
  },
}

const filled = (changes: Partial<SamlForm>): SamlForm => ({
  ...toFormValues(),
  saml_idp_name: ' Ping ',
  username_attr: 'uid',
  email_attr: 'mail',
  ...changes,
})

describe('the provider form’s converters', () => {
  it('starts a new provider as URL with the persistent Name ID format', () => {
    expect(toFormValues()).toMatchObject({ type: 'url', name_id_policy_format: 'persistent', metadata_xml: '', groups_attr: '' })
  })

  it('fills from a stored provider, falling back to persistent for an unknown format', () => {
    const stored: SamlProvider = {
      uuid: 'u1',
      saml_idp_name: 'ADFS',
      username_attr: 'upn',
      email_attr: 'mail',
      groups_attr: null,
      type: 'details',
      idp_metadata_url: null,
      idp_properties: {
        idp_url: null,
        login_url: 'https://adfs.example.com/ls',
        logout_url: null,
        error_url: null,
        redirect_url: null,
        certificate: 'MIIB',
        name_id_policy_format: 'urn:oasis:names:tc:SAML:2.0:nameid-format:custom',
      },
    }
    expect(toFormValues(stored)).toMatchObject({
      saml_idp_name: 'ADFS',
      groups_attr: '',
      type: 'details',
      login_url: 'https://adfs.example.com/ls',
      logout_url: '',
      certificate: 'MIIB',
      name_id_policy_format: 'persistent',
    })
  })

  it('sends only the chosen type’s fields, texts trimmed and metadata from its first mark on, in a body the endpoint accepts', () => {
    const url = toRequestBody(filled({ idp_metadata_url: ' https://idp.example.com/md ', login_url: 'kept out', metadata_xml: '<x/>' }))
    expect(url).toEqual({ saml_idp_name: 'Ping', username_attr: 'uid', email_attr: 'mail', groups_attr: '', type: 'url', idp_metadata_url: 'https://idp.example.com/md' })
    const details = toRequestBody(filled({ type: 'details', login_url: 'https://idp/sso', certificate: ' PEM ', logout_url: '  ', name_id_policy_format: 'kerberos' }))
    expect(details).toEqual({
      saml_idp_name: 'Ping',
      username_attr: 'uid',
      email_attr: 'mail',
      groups_attr: '',
      type: 'details',
      idp_properties: { login_url: 'https://idp/sso', certificate: 'PEM', name_id_policy_format: 'kerberos' },
    })
    const metadata = toRequestBody(filled({ type: 'metadata', metadata_xml: '  <md/>\n' }))
    expect(metadata).toMatchObject({ type: 'metadata', idp_metadata: btoa('<md/>\n') })
    for (const body of [url, details, metadata]) expect(samlProviderBodySchema.safeParse(body).success).toBe(true)
  })

  it('sends pasted metadata with blank lines before its declaration as a well-formed document', () => {
    const pasted = '\n\n  <?xml version="1.0" encoding="ISO-8859-1"?>\n<md/>\n'
    const body = toRequestBody(filled({ type: 'metadata', metadata_xml: pasted }))
    const sent = body.type === 'metadata' ? Buffer.from(body.idp_metadata, 'base64').toString('utf8') : ''
    // An XML declaration is only one at the very start of the document, and names what is sent.
    expect(sent).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<md/>\n')
  })

  it('sends the largest metadata it takes in a body within the 1 MiB the service’s proxy accepts', () => {
    const largest = `<md>${'x'.repeat(MAX_METADATA_KB * 1024 - '<md></md>'.length)}</md>`
    const longest = 'n'.repeat(255)
    const body = toRequestBody(filled({ type: 'metadata', metadata_xml: largest, saml_idp_name: longest, username_attr: longest, email_attr: longest, groups_attr: longest }))
    expect(new TextEncoder().encode(JSON.stringify(body)).length).toBeLessThanOrEqual(MAX_BODY_BYTES)
  })

  it('sends the largest certificate text it takes, with the longest texts and URLs, in a body the proxy accepts', () => {
    const longest = 'n'.repeat(255)
    const url = `https://idp.example.com/${'u'.repeat(2048 - 'https://idp.example.com/'.length)}`
    const body = toRequestBody(
      filled({
        type: 'details',
        certificate: 'c'.repeat(MAX_CERTIFICATE_KB * 1024),
        ...{ saml_idp_name: longest, username_attr: longest, email_attr: longest, groups_attr: longest },
        ...{ idp_url: url, login_url: url, logout_url: url, error_url: url, redirect_url: url },
      }),
    )
    expect(new TextEncoder().encode(JSON.stringify(body)).length).toBeLessThanOrEqual(MAX_BODY_BYTES)
  })

  it('encodes metadata as base64 of its UTF-8 bytes, large files included', () => {
    expect(utf8ToBase64('Grüße ✓')).toBe(Buffer.from('Grüße ✓', 'utf8').toString('base64'))
    const large = 'é'.repeat(100_000)
    expect(utf8ToBase64(large)).toBe(Buffer.from(large, 'utf8').toString('base64'))
  })
})

describe('the provider form’s rules', () => {
  const messages = async (form: SamlForm) => {
    const result = await samlFormSchema().safeParseAsync(form)
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
  }

  it('reports every missing field at once, with the product’s spellings', async () => {
    expect(await messages({ ...toFormValues(), type: 'details' })).toEqual({
      saml_idp_name: 'Idp Name is required',
      username_attr: 'Username attribure is required',
      email_attr: 'Email attribute is required',
      login_url: 'Login url is required',
      certificate: 'Cert for verificationrtion is required',
    })
  })

  it('passes a complete manual provider and ignores the other types’ fields', async () => {
    const certificate = await idpCertificate()
    expect(await messages(filled({ type: 'details', login_url: 'https://idp/sso', certificate, idp_metadata_url: 'bad', metadata_xml: 'bad' }))).toEqual({})
  })

  it('holds names and attributes to 255 characters and every URL to http(s) of at most 2,048', async () => {
    const long = 'x'.repeat(5000)
    expect(await messages(filled({ saml_idp_name: long, username_attr: long, email_attr: 'e'.repeat(256), groups_attr: long, idp_metadata_url: 'javascript:alert(1)' }))).toEqual({
      saml_idp_name: 'Name of the Identity Provider Configuration must be at most 255 characters',
      username_attr: 'User Attribute must be at most 255 characters',
      email_attr: 'Email Attribute must be at most 255 characters',
      groups_attr: 'Groups Attribute must be at most 255 characters',
      idp_metadata_url: 'Metadata URL must be an http:// or https:// URL',
    })
    expect(await messages(filled({ idp_metadata_url: `https://idp.example.com/${'m'.repeat(2030)}` }))).toEqual({
      idp_metadata_url: 'Metadata URL must be at most 2,048 characters',
    })
    expect(await messages(filled({ idp_metadata_url: 'not a url' }))).toEqual({ idp_metadata_url: 'Metadata URL must be an http:// or https:// URL' })

    const certificate = await idpCertificate()
    const manual = filled({
      type: 'details',
      certificate,
      idp_url: 'not a url',
      login_url: 'javascript:alert(1)',
      logout_url: 'data:text/html,<script>alert(1)</script>',
      error_url: 'ftp://idp.example.com/error',
      redirect_url: `https://idp.example.com/${'r'.repeat(5000)}`,
    })
    expect(await messages(manual)).toEqual({
      idp_url: 'URL of the Identity provider must be an http:// or https:// URL',
      login_url: 'Login URL must be an http:// or https:// URL',
      logout_url: 'Logout URL must be an http:// or https:// URL',
      error_url: 'Error URL must be an http:// or https:// URL',
      redirect_url: 'Redirect URL must be at most 2,048 characters',
    })
  })

  it('refuses metadata without a signing certificate, whether it has no KeyDescriptor or only one for encryption', async () => {
    const certificate = await idpCertificate()
    const withKey = metadataWith(certificate)
    const noKey = withKey.replace(/<md:KeyDescriptor[\s\S]*<\/md:KeyDescriptor>/, '')
    const encryptionOnly = withKey.replace('use="signing"', 'use="encryption"')
    const refusal = /^The metadata has no signing certificate: it needs a KeyDescriptor with use="signing" \(or without use\)/
    for (const xml of [noKey, encryptionOnly]) expect((await messages(filled({ type: 'metadata', metadata_xml: xml }))).metadata_xml).toMatch(refusal)
    // A KeyDescriptor without use serves signing too.
    expect(await messages(filled({ type: 'metadata', metadata_xml: withKey.replace(' use="signing"', '') }))).toEqual({})
  })

  it('refuses an expired signing certificate in metadata or typed in, and takes one that expires within 30 days', async () => {
    const expired = await certificateValid(-400, -1)
    const expiry = formatDay(new Date(Date.now() - DAY_MS))
    const refusal = `The signing certificate expired on ${expiry}. Use the identity provider's current certificate.`
    expect(await messages(filled({ type: 'metadata', metadata_xml: metadataWith(expired) }))).toEqual({ metadata_xml: refusal })
    expect(await messages(filled({ type: 'details', login_url: 'https://idp/sso', certificate: expired }))).toEqual({ certificate: refusal })
    // Several, all expired: the one that lasted longest is named.
    const older = await certificateValid(-800, -30)
    expect(await messages(filled({ type: 'details', login_url: 'https://idp/sso', certificate: `${expired}\n${older}` }))).toEqual({ certificate: refusal })
    expect(await messages(filled({ type: 'details', login_url: 'https://idp/sso', certificate: `${older}\n${expired}` }))).toEqual({ certificate: refusal })

    const soon = await certificateValid(-300, 10)
    expect(await messages(filled({ type: 'metadata', metadata_xml: metadataWith(soon) }))).toEqual({})
    expect(await messages(filled({ type: 'details', login_url: 'https://idp/sso', certificate: soon }))).toEqual({})
  })

  it('takes a rollover: a current signing certificate beside an expired one, in either order', async () => {
    const expired = await certificateValid(-400, -1)
    const current = await certificateValid(-1, 365)
    for (const [first, second] of [[current, expired], [expired, current]] as const) {
      expect(await messages(filled({ type: 'metadata', metadata_xml: metadataWith([first, second]) }))).toEqual({})
      expect(await messages(filled({ type: 'details', login_url: 'https://idp/sso', certificate: `${first}\n${second}` }))).toEqual({})
    }
  })
})

describe('a certificate text too large to be one', () => {
  const messages = async (form: SamlForm) => {
    const result = await samlFormSchema().safeParseAsync(form)
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
  }
  const tooLarge = 'The certificate text is larger than 64 KB; the certificates of one identity provider are far smaller.'

  it('is refused at the field, one byte over the limit, before it is read', async () => {
    const certificate = (await idpCertificate()).trim()
    // The certificate twice, blank lines between them: valid, and as long as asked after trimming.
    const padded = (bytes: number) => `${certificate}${'\n'.repeat(bytes - 2 * certificate.length)}${certificate}`
    expect(await messages(filled({ type: 'details', login_url: 'https://idp/sso', certificate: padded(MAX_CERTIFICATE_KB * 1024) }))).toEqual({})
    expect(await messages(filled({ type: 'details', login_url: 'https://idp/sso', certificate: padded(MAX_CERTIFICATE_KB * 1024 + 1) }))).toEqual({ certificate: tooLarge })
  })

  it('of several MB of base64 gets the message, not an exception from the reader', async () => {
    const body = 'QUJD'.repeat(1_500_000)
    expect(await messages(filled({ type: 'details', login_url: 'https://idp/sso', certificate: `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----` }))).toEqual({
      certificate: tooLarge,
    })
  })
})

describe('updating a stored provider', () => {
  const messagesFor = async (stored: SamlProvider | undefined, form: SamlForm) => {
    const result = await samlFormSchema(stored).safeParseAsync(form)
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
  }

  it('refuses a new name with a character nobody sees, and keeps a stored one', async () => {
    // The name is what the login page's button says: a zero-width space makes it look like another's.
    const spoofed = { ...storedMetadataProvider, saml_idp_name: 'Azure\u200BAD' }
    const form = toFormValues(spoofed)
    expect(await messagesFor(storedMetadataProvider, form)).toEqual({
      saml_idp_name: 'Name of the Identity Provider Configuration must not contain invisible or control characters',
    })
    expect(await messagesFor(spoofed, form)).toEqual({})
  })

  it('keeps the stored metadata of a metadata provider: an empty Metadata XML is fine and is left out of the body', async () => {
    const form = { ...toFormValues(storedMetadataProvider), saml_idp_name: 'Azure AD (EU)' }
    expect(form.metadata_xml).toBe('')
    expect(await messagesFor(storedMetadataProvider, form)).toEqual({})
    const body = toUpdateRequestBody(form, storedMetadataProvider)
    expect(body).toEqual({ saml_idp_name: 'Azure AD (EU)', username_attr: 'name', email_attr: 'mail', groups_attr: '', type: 'metadata', idp_id: 'azure' })
    expect(updateSamlProviderInputSchema.safeParse(body).success).toBe(true)
    // The add body still needs it: there is nothing stored to keep.
    expect(samlProviderBodySchema.safeParse(body).success).toBe(false)
  })

  it('sends new metadata when some is given, checked as on add', async () => {
    const xml = metadataWith(await idpCertificate())
    const form = { ...toFormValues(storedMetadataProvider), metadata_xml: xml }
    expect(await messagesFor(storedMetadataProvider, form)).toEqual({})
    expect(toUpdateRequestBody(form, storedMetadataProvider)).toMatchObject({ type: 'metadata', idp_metadata: utf8ToBase64(xml), idp_id: 'azure' })
    expect((await messagesFor(storedMetadataProvider, { ...form, metadata_xml: xml.replace(/<md:KeyDescriptor[\s\S]*<\/md:KeyDescriptor>/, '') })).metadata_xml).toMatch(
      /^The metadata has no signing certificate/,
    )
  })

  it('still asks for metadata when a provider of another type becomes a metadata one', async () => {
    const manual: SamlProvider = { ...storedMetadataProvider, type: 'details' }
    expect(await messagesFor(manual, { ...toFormValues(manual), type: 'metadata' })).toEqual({
      metadata_xml: 'Metadata XML is required: choose a metadata file or paste its XML',
    })
  })

  it('lets a manual provider whose stored certificate expired be renamed, but refuses that certificate pasted anew elsewhere', async () => {
    const expired = await certificateValid(-400, -1)
    const manual: SamlProvider = {
      ...storedMetadataProvider,
      type: 'details',
      idp_properties: { ...storedMetadataProvider.idp_properties, login_url: 'https://idp/sso', certificate: expired },
    }
    const renamed = { ...toFormValues(manual), saml_idp_name: 'Renamed' }
    expect(await messagesFor(manual, renamed)).toEqual({})
    expect(toUpdateRequestBody(renamed, manual)).toMatchObject({ type: 'details', idp_properties: { certificate: expired.trim() } })
    expect(Object.keys(await messagesFor(undefined, renamed))).toEqual(['certificate'])
  })

  it('lets a manual provider whose stored addresses are no web URLs be renamed, and holds new ones to the rule', async () => {
    const manual: SamlProvider = {
      ...storedMetadataProvider,
      type: 'details',
      idp_properties: {
        idp_url: 'urn:example:idp',
        login_url: 'https://idp/sso',
        logout_url: 'idp.example.com/logout',
        certificate: await idpCertificate(),
      },
    }
    const renamed = { ...toFormValues(manual), saml_idp_name: 'Renamed' }
    expect(await messagesFor(manual, renamed)).toEqual({})
    expect(Object.keys(await messagesFor(manual, { ...renamed, idp_url: 'urn:example:other', error_url: 'ftp://idp/error' }))).toEqual([
      'idp_url',
      'error_url',
    ])
    expect(Object.keys(await messagesFor(undefined, renamed))).toEqual(['idp_url', 'logout_url'])
  })
})
