import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mockDb, mockServer } from '../../../mocks/node'
import { DEFAULT_DEMO_PASSWORD } from '../../../mocks/seed'
import { call } from '../../../src/core/api/client'
import { type EndpointDef, endpoints, type EndpointInput, type EndpointName } from '../../../src/core/api/endpoints'
import { ACCESS_KEYS_FIELD } from '../../../src/core/api/schemas'

const everything = { length: 100, offset: 0 }

function seeded() {
  const accounts = mockDb.listServiceAccounts(everything).result
  const withKey = accounts.find((account) => account[ACCESS_KEYS_FIELD].length > 0)
  const withoutKey = accounts.find((account) => account[ACCESS_KEYS_FIELD].length === 0)
  const [saml] = mockDb.listSamlProviders(everything).result
  const [directory] = mockDb.listDirectories(everything).result
  const admin = mockDb.listUsers(everything).result.find((user) => user.username === 'admin')
  if (!withKey || !withoutKey || !saml || !directory || !admin) throw new Error('the seed lacks an entity')
  return { withKey, withoutKey, saml, directory, admin }
}

const directoryBody = {
  name: 'Contract AD',
  directory_type: 'ACTIVE_DIRECTORY',
  domain_name: 'contract.example.com',
  url: 'ldaps://dc.contract.example.com:636',
  service_account: { username: 'svc@contract.example.com', password: 'Bind/Pass1' },
} as const

const samlBody = {
  saml_idp_name: 'Contract IdP',
  username_attr: 'NameID',
  email_attr: 'email',
  type: 'details',
  idp_properties: { login_url: 'https://idp.contract.example/sso', certificate: 'MIIB' },
} as const

/** One valid input per endpoint; the mapped type fails to compile when an endpoint is added without one. */
const samples: { [N in EndpointName]: (refs: ReturnType<typeof seeded>) => EndpointInput<N> } = {
  GET_OIDC_DISCOVERY: () => ({}),
  GET_CONNECTORS: () => ({ name: 'local' }),
  GET_USERS: () => ({ length: 5, offset: 0, filter: 'username==a.*' }),
  GET_USER: ({ admin }) => ({ uuid: admin.uuid }),
  CREATE_USER: () => ({ username: 'contract.user', password: 'Contract/1a', additional_attributes: {} }),
  UPDATE_USER: ({ admin }) => ({
    ...admin,
    display_name: 'Updated',
    additional_attributes: { email_address: admin.additional_attributes?.email_address ?? undefined },
  }),
  ACTIVATE_USER: ({ admin }) => ({ uuid: admin.uuid, active: true }),
  DEACTIVATE_USER: ({ admin }) => ({ uuid: admin.uuid, active: false }),
  CHANGE_PASSWORD: () => ({ username: 'admin', old_password: DEFAULT_DEMO_PASSWORD, new_password: 'Fresh/Pass9' }),
  GET_SERVICE_ACCOUNTS: () => ({ length: 5, offset: 0 }),
  CREATE_SERVICE_ACCOUNT: () => ({ name: 'contract-account' }),
  DELETE_SERVICE_ACCOUNT: ({ withKey }) => ({ uuid: withKey.uuid }),
  CREATE_ACCESS_KEY: ({ withoutKey }) => ({ uuid: withoutKey.uuid }),
  DELETE_ACCESS_KEY: ({ withKey }) => ({ uuid: withKey.uuid, keyUuid: withKey[ACCESS_KEYS_FIELD][0]?.uuid ?? '' }),
  GET_SAML_IDENTITY_PROVIDERS: () => ({ length: 5, offset: 0 }),
  GET_SAML_IDP: ({ saml }) => ({ idp_id: saml.uuid }),
  ADD_SAML_IDP: () => samlBody,
  UPDATE_SAML_IDP: ({ saml }) => ({ ...samlBody, idp_id: saml.uuid }),
  DELETE_SAML_IDP: ({ saml }) => ({ idp_id: saml.uuid }),
  GET_DIRECTORY_SERVICES: () => ({ length: 5, offset: 0 }),
  GET_DIRECTORY_SERVICE: ({ directory }) => ({ dir_id: directory.metadata.uuid }),
  ADD_DIRECTORY_SERVICE: () => directoryBody,
  UPDATE_DIRECTORY_SERVICE: ({ directory }) => ({ ...directoryBody, dir_id: directory.metadata.uuid }),
  DELETE_DIRECTORY_SERVICE: ({ directory }) => ({ dir_id: directory.metadata.uuid }),
  GET_SYSTEM_CONFIG: () => ({}),
  GET_PRISM_VERSION: () => ({}),
}

function callEndpoint(name: EndpointName): Promise<unknown> {
  // Widened to the table's common shape: a union of endpoints cannot be called as one.
  const endpoint: EndpointDef = endpoints[name]
  return call(endpoint, samples[name](seeded()))
}

const expectedStatus = (name: EndpointName) =>
  ({ POST: 201, DELETE: 204, GET: 200, PUT: 200 })[endpoints[name].method]

describe('every endpoint of the table', () => {
  let statuses: number[] = []
  const record = ({ response }: { response: Response }) => {
    statuses.push(response.status)
  }
  beforeEach(() => {
    statuses = []
    mockServer.events.on('response:mocked', record)
  })
  afterEach(() => {
    mockServer.events.removeListener('response:mocked', record)
  })

  it.each(Object.keys(endpoints) as EndpointName[])(
    '%s answers with its status and a reply that its output schema accepts',
    async (name) => {
      // call() parses the reply with the endpoint's output schema and throws if it does not fit.
      const reply = await callEndpoint(name)
      expect(endpoints[name].output.safeParse(reply).success).toBe(true)
      expect(statuses).toEqual([expectedStatus(name)])
    },
  )
})
