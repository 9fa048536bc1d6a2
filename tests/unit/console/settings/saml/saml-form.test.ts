import { describe, expect, it } from 'vitest'
import { samlProviderBodySchema, type SamlProvider } from '../../../../../src/core/api/schemas'
import { isHttpUrl, samlFormSchema, toFormValues, toRequestBody, utf8ToBase64, type SamlForm } from '../../../../../src/console/settings/saml/saml-form'
import { idpCertificate } from './support'

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

  it('sends only the chosen type’s fields, trimmed, in a body the endpoint accepts', () => {
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
    expect(metadata).toMatchObject({ type: 'metadata', idp_metadata: btoa('<md/>') })
    for (const body of [url, details, metadata]) expect(samlProviderBodySchema.safeParse(body).success).toBe(true)
  })

  it('encodes metadata as base64 of its UTF-8 bytes, large files included', () => {
    expect(utf8ToBase64('Grüße ✓')).toBe(Buffer.from('Grüße ✓', 'utf8').toString('base64'))
    const large = 'é'.repeat(100_000)
    expect(utf8ToBase64(large)).toBe(Buffer.from(large, 'utf8').toString('base64'))
  })

  it('knows an http(s) URL', () => {
    for (const good of ['https://idp.example.com', 'http://10.0.0.1:8080/md?x=1']) expect(isHttpUrl(good)).toBe(true)
    for (const bad of ['', 'idp.example.com', 'ftp://idp', 'javascript:alert(1)', 'https://a b', 'https://']) expect(isHttpUrl(bad)).toBe(false)
  })
})

describe('the provider form’s rules', () => {
  const messages = async (form: SamlForm) => {
    const result = await samlFormSchema.safeParseAsync(form)
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
})
