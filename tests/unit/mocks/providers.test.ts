import { describe, expect, it } from 'vitest'
import { mockDb, MOCK_ORIGIN } from '../../../mocks/node'
import { idpMetadataXml } from '../../../mocks/seed'
import {
  connectorsReplySchema,
  directoryServiceSchema,
  errorResponseSchema,
  listReplySchema,
  oidcDiscoverySchema,
  prismVersionReplySchema,
  samlProviderSchema,
  systemConfigSchema,
} from '../../../src/core/api/schemas'

const API = `${MOCK_ORIGIN}/api/iam/v1`
const everything = { length: 100, offset: 0 }

async function send(method: string, url: string, body?: unknown) {
  const response = await fetch(url.startsWith('http') ? url : `${API}${url}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null }
}

const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))

describe('GET /oidc/connectors', () => {
  it('lists every connector for name=local, outside service-provider mode', async () => {
    const { body } = await send('GET', '/oidc/connectors?name=local')
    const reply = connectorsReplySchema.parse(body)
    expect(reply.service_provider_enabled).toBe(false)
    expect(reply.result).toEqual(mockDb.listConnectors())
  })

  it('finds a provider by name whatever its case, and nothing for an unknown name', async () => {
    const okta = connectorsReplySchema.parse((await send('GET', '/oidc/connectors?name=OKTA')).body)
    expect(okta.result.map((connector) => connector.name)).toEqual(['Okta'])
    expect(okta.service_provider_enabled).toBe(true)
    const none = connectorsReplySchema.parse((await send('GET', '/oidc/connectors?name=Nope')).body)
    expect(none.result).toEqual([])
  })

  it('answers 400 without a name', async () => {
    expect((await send('GET', '/oidc/connectors')).status).toBe(400)
  })
})

describe('SAML identity providers', () => {
  const provider = {
    saml_idp_name: 'OneLogin',
    username_attr: 'NameID',
    email_attr: 'email',
    groups_attr: 'memberOf',
    type: 'url',
    idp_metadata_url: 'https://example.onelogin.com/saml/metadata/123',
  }

  it('adds one with 201, lists it and offers it as a connector', async () => {
    const { status, body } = await send('POST', '/saml_identity_provider', provider)
    expect(status).toBe(201)
    const added = samlProviderSchema.parse(body)
    const { body: list } = await send('GET', '/saml_identity_providers?length=5&offset=0')
    expect(listReplySchema(samlProviderSchema).parse(list).total_matches).toBe(4)
    expect(samlProviderSchema.parse((await send('GET', `/saml_identity_providers/${added.uuid}`)).body)).toEqual(added)
    expect(mockDb.findConnectorsByName('onelogin')).toEqual([
      { id: added.uuid, name: 'OneLogin', type: 'saml', url: `/api/iam/authn/v1/connectors/${added.uuid}/login` },
    ])
  })

  it('reads the login URL from uploaded metadata', async () => {
    const xml = idpMetadataXml('https://idp.example.net', 'https://idp.example.net/sso', 'https://idp.example.net/slo', '')
    const { status, body } = await send('POST', '/saml_identity_provider', {
      ...provider,
      type: 'metadata',
      idp_metadata_url: undefined,
      idp_metadata: base64(xml),
    })
    expect(status).toBe(201)
    expect(samlProviderSchema.parse(body).idp_properties?.login_url).toBe('https://idp.example.net/sso')
  })

  it('answers 400 naming the field the type needs, and 409 for a taken name', async () => {
    const missing = await send('POST', '/saml_identity_provider', { ...provider, idp_metadata_url: undefined })
    expect(missing.status).toBe(400)
    expect(errorResponseSchema.parse(missing.body).details).toMatch(/idp_metadata_url/)
    const taken = await send('POST', '/saml_identity_provider', { ...provider, saml_idp_name: 'okta' })
    expect(taken.status).toBe(409)
  })

  it('updates one with 200, renaming its connector', async () => {
    const okta = mockDb.findConnectorsByName('Okta')[0]
    const { status, body } = await send('PUT', `/saml_identity_providers/${okta?.id ?? ''}`, {
      ...provider,
      saml_idp_name: 'Okta EU',
      type: 'details',
      idp_properties: { login_url: 'https://eu.okta.example/sso', certificate: 'MIIB' },
    })
    expect(status).toBe(200)
    expect(samlProviderSchema.parse(body)).toMatchObject({
      uuid: okta?.id,
      saml_idp_name: 'Okta EU',
      idp_properties: { login_url: 'https://eu.okta.example/sso', name_id_policy_format: 'persistent' },
    })
    expect(mockDb.findConnectorsByName('Okta EU')).toHaveLength(1)
  })

  it('keeps what was read from a provider’s metadata URL when an update sends the same URL', async () => {
    const okta = mockDb.listSamlProviders(everything).result.find((item) => item.type === 'url' && item.idp_properties)
    if (!okta?.idp_metadata_url) throw new Error('no URL provider with properties in the seed')
    const path = `/saml_identity_providers/${okta.uuid}`
    const rename = { saml_idp_name: 'Okta (EU)', username_attr: okta.username_attr, email_attr: okta.email_attr, type: 'url' }
    const kept = await send('PUT', path, { ...rename, idp_metadata_url: okta.idp_metadata_url })
    expect(samlProviderSchema.parse(kept.body)).toEqual({ ...okta, saml_idp_name: 'Okta (EU)', groups_attr: null })
    // Another URL is other metadata, which the mock does not read.
    const moved = await send('PUT', path, { ...rename, idp_metadata_url: 'https://idp.example.net/other-metadata' })
    expect(samlProviderSchema.parse(moved.body).idp_properties).toBeNull()
  })

  it('keeps the stored metadata of a metadata provider when an update leaves idp_metadata out', async () => {
    const azure = mockDb.listSamlProviders(everything).result.find((item) => item.type === 'metadata')
    if (!azure) throw new Error('no metadata provider in the seed')
    const path = `/saml_identity_providers/${azure.uuid}`
    const rename = { saml_idp_name: 'Azure AD (EU)', username_attr: azure.username_attr, email_attr: azure.email_attr, type: 'metadata' }
    const kept = await send('PUT', path, rename)
    expect(kept.status).toBe(200)
    expect(samlProviderSchema.parse(kept.body)).toEqual({ ...azure, saml_idp_name: 'Azure AD (EU)', groups_attr: null })
    // Still held: a second update without it is taken too.
    expect((await send('PUT', path, { ...rename, saml_idp_name: 'Azure AD' })).status).toBe(200)

    const xml = idpMetadataXml('https://idp.example.net', 'https://idp.example.net/new-sso', 'https://idp.example.net/slo', '')
    const replaced = await send('PUT', path, { ...rename, idp_metadata: base64(xml) })
    expect(samlProviderSchema.parse(replaced.body).idp_properties?.login_url).toBe('https://idp.example.net/new-sso')
  })

  it('answers 400 when an update leaves the metadata out of a provider that holds none, and still requires it on add', async () => {
    const okta = mockDb.findConnectorsByName('Okta')[0]
    const missing = await send('PUT', `/saml_identity_providers/${okta?.id ?? ''}`, { ...provider, idp_metadata_url: undefined, type: 'metadata' })
    expect(missing.status).toBe(400)
    expect(errorResponseSchema.parse(missing.body).details).toMatch(/^idp_metadata:/)
    expect(samlProviderSchema.parse((await send('GET', `/saml_identity_providers/${okta?.id ?? ''}`)).body).type).toBe('url')
    const added = await send('POST', '/saml_identity_provider', { ...provider, idp_metadata_url: undefined, type: 'metadata' })
    expect(added.status).toBe(400)
    expect(errorResponseSchema.parse(added.body).details).toMatch(/idp_metadata/)
  })

  it('answers 409 when an update takes another provider’s name', async () => {
    const okta = mockDb.findConnectorsByName('Okta')[0]
    const taken = await send('PUT', `/saml_identity_providers/${okta?.id ?? ''}`, { ...provider, saml_idp_name: 'AZURE AD' })
    expect(taken.status).toBe(409)
    expect(errorResponseSchema.parse(taken.body).error_code).toBe('IAM_ERR_409')
  })

  it('deletes one with 204, removing its connector, then answers 404', async () => {
    const okta = mockDb.findConnectorsByName('Okta')[0]
    const path = `/saml_identity_providers/${okta?.id ?? ''}`
    expect((await send('DELETE', path)).status).toBe(204)
    expect(mockDb.findConnectorsByName('Okta')).toEqual([])
    const again = await send('GET', path)
    expect(again.status).toBe(404)
    expect(errorResponseSchema.parse(again.body).error_code).toBe('IAM_ERR_404')
  })
})

describe('directory services', () => {
  const openLdap = {
    name: 'Lab LDAP',
    directory_type: 'OPEN_LDAP',
    domain_name: 'lab.example.com',
    url: 'ldap://ldap.lab.example.com:389',
    group_search_type: 'RECURSIVE',
    service_account: { username: 'cn=bind,dc=lab', password: 'Bind/Secret1' },
    open_ldap_configuration: {
      user_configuration: { user_object_class: 'person', user_search_base: 'ou=people', username_attribute: 'uid' },
      user_group_configuration: {
        group_member_attribute_value: 'dn',
        group_member_attribute: 'member',
        group_object_class: 'groupOfNames',
        group_search_base: 'ou=groups',
      },
    },
  }

  it('lists them in the metadata/spec shape without any password', async () => {
    const { body } = await send('GET', '/directory_services?length=2&offset=0')
    const page = listReplySchema(directoryServiceSchema).parse(body)
    expect(page.total_matches).toBe(3)
    expect(page.result).toHaveLength(2)
    expect(JSON.stringify(body)).not.toMatch(/password/)
  })

  it('adds one with 201, answers it by id without the password, and keeps only a hash', async () => {
    const { status, body } = await send('POST', '/directory_services', openLdap)
    expect(status).toBe(201)
    const added = directoryServiceSchema.parse(body)
    expect(added.spec.resources.service_account).toEqual({ username: 'cn=bind,dc=lab' })
    const fetched = await send('GET', `/directory_services/${added.metadata.uuid}`)
    expect(directoryServiceSchema.parse(fetched.body)).toEqual(added)
    expect(JSON.stringify(fetched.body)).not.toMatch(/password/)
    expect(JSON.stringify(mockDb)).not.toContain('Bind/Secret1')
  })

  it('updates one with 200 from the same body plus dir_id, dropping Open LDAP settings for Active Directory', async () => {
    const [first] = mockDb.listDirectories(everything).result
    const dirId = first?.metadata.uuid ?? ''
    const { status, body } = await send('PUT', `/directory_services/${dirId}`, {
      ...openLdap,
      directory_type: 'ACTIVE_DIRECTORY',
      dir_id: dirId,
    })
    expect(status).toBe(200)
    const updated = directoryServiceSchema.parse(body)
    expect(updated.spec.name).toBe('Lab LDAP')
    expect(updated.spec.resources.open_ldap_configuration).toBeUndefined()
    expect(mockDb.listConnectors().find((connector) => connector.id === dirId)?.name).toBe('Lab LDAP')
  })

  it('keeps the stored bind password when an update sends none, and replaces it when one is sent', async () => {
    const { body } = await send('POST', '/directory_services', openLdap)
    const dirId = directoryServiceSchema.parse(body).metadata.uuid
    const { password: _password, ...withoutPassword } = openLdap.service_account

    const kept = await send('PUT', `/directory_services/${dirId}`, { ...openLdap, name: 'Lab LDAP 2', service_account: withoutPassword, dir_id: dirId })
    expect(kept.status).toBe(200)
    expect(directoryServiceSchema.parse(kept.body).spec.name).toBe('Lab LDAP 2')
    expect(await mockDb.verifyDirectoryPassword(dirId, 'Bind/Secret1')).toBe(true)

    const blank = await send('PUT', `/directory_services/${dirId}`, { ...openLdap, service_account: { ...withoutPassword, password: '' }, dir_id: dirId })
    expect(blank.status).toBe(400)
    expect(errorResponseSchema.parse(blank.body).details).toMatch(/^service_account\.password:/)

    const replaced = await send('PUT', `/directory_services/${dirId}`, { ...openLdap, service_account: { ...withoutPassword, password: 'New/Secret2' }, dir_id: dirId })
    expect(replaced.status).toBe(200)
    expect(await mockDb.verifyDirectoryPassword(dirId, 'New/Secret2')).toBe(true)
    expect(await mockDb.verifyDirectoryPassword(dirId, 'Bind/Secret1')).toBe(false)
  })

  it('still requires the bind password when a directory is added', async () => {
    const { password: _password, ...withoutPassword } = openLdap.service_account
    const missing = await send('POST', '/directory_services', { ...openLdap, service_account: withoutPassword })
    expect(missing.status).toBe(400)
    expect(errorResponseSchema.parse(missing.body).details).toMatch(/^service_account\.password:/)
  })

  it('answers 409 for a name another directory has, on add and on update, whatever its case', async () => {
    const [first, second] = mockDb.listDirectories(everything).result
    const taken = await send('POST', '/directory_services', { ...openLdap, name: first?.spec.name.toUpperCase() })
    expect(taken.status).toBe(409)
    expect(errorResponseSchema.parse(taken.body).error_code).toBe('IAM_ERR_409')
    const dirId = second?.metadata.uuid ?? ''
    const renamed = await send('PUT', `/directory_services/${dirId}`, { ...openLdap, name: first?.spec.name, dir_id: dirId })
    expect(renamed.status).toBe(409)
  })

  it('answers 400 naming the field for a bad URL, and 404 for an unknown id', async () => {
    const bad = await send('POST', '/directory_services', { ...openLdap, url: 'http://not-ldap' })
    expect(bad.status).toBe(400)
    expect(errorResponseSchema.parse(bad.body).details).toMatch(/^url:/)
    const unknown = await send('GET', '/directory_services/nope')
    expect(unknown.status).toBe(404)
    expect(errorResponseSchema.parse(unknown.body).error_code).toBe('IAM_ERR_25')
  })

  it('deletes one with 204', async () => {
    const [first] = mockDb.listDirectories(everything).result
    expect((await send('DELETE', `/directory_services/${first?.metadata.uuid ?? ''}`)).status).toBe(204)
    expect(mockDb.listDirectories(everything).total_matches).toBe(2)
  })
})

describe('configuration documents', () => {
  it('answers the system configuration', async () => {
    const config = systemConfigSchema.parse((await send('GET', '/system_configuration')).body)
    expect(config.welcome_banner_status).toBe(true)
  })

  it('answers the version under its key with the login customisation', async () => {
    const { body } = await send('GET', `${MOCK_ORIGIN}/PrismGateway/services/rest/v1/utils/pre_login_details`)
    const reply = prismVersionReplySchema.parse(body)
    expect(reply.version).toMatch(/^euphrates-/)
    expect(reply.customLogin.find((entry) => entry.key === 'color_in')?.value).toMatch(/^#[0-9a-f]{6}$/i)
  })

  it('answers an OpenID discovery document for the authority', async () => {
    const authority = `${MOCK_ORIGIN}/api/iam/authn`
    const discovery = oidcDiscoverySchema.parse((await send('GET', `${authority}/.well-known/openid-configuration`)).body)
    expect(discovery.issuer).toBe(authority)
    expect(discovery.jwks_uri.startsWith(authority)).toBe(true)
  })

  it('answers the service provider metadata as XML', async () => {
    const response = await fetch(`${API}/saml/sp/metadata`)
    expect(response.headers.get('content-type')).toMatch(/xml/)
    expect(await response.text()).toContain('SPSSODescriptor')
  })

  it('claims to sign authentication requests only with a signing certificate an identity provider could check them with', async () => {
    const xml = await (await fetch(`${API}/saml/sp/metadata`)).text()
    const document = new DOMParser().parseFromString(xml, 'application/xml')
    const sp = document.getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:metadata', 'SPSSODescriptor')[0]
    if (!sp) throw new Error('no SPSSODescriptor')
    const signingKeys = Array.from(sp.getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:metadata', 'KeyDescriptor')).filter(
      (key) => (key.getAttribute('use') ?? 'signing') === 'signing' && key.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'X509Certificate').length > 0,
    )
    expect(sp.getAttribute('AuthnRequestsSigned') === 'true').toBe(signingKeys.length > 0)
    // The mock service sends no authentication requests, so it signs none.
    expect(sp.getAttribute('AuthnRequestsSigned')).toBe('false')
    expect(sp.getAttribute('WantAssertionsSigned')).toBe('true')
  })
})
