// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { MockDb } from '../../../mocks/db'
import { createPbkdf2Hasher } from '../../../mocks/password-hasher'
import { mockDb } from '../../../mocks/node'
import { DEFAULT_DEMO_PASSWORD } from '../../../mocks/seed'
import { ACCESS_KEYS_FIELD, USER_TYPES } from '../../../src/core/api/schemas'
import { X509Certificate } from '../../../src/console/settings/saml/x509'
import '../mock-service'

const everything = { length: 500, offset: 0 }
const DAY = 86_400_000

describe('seed data', () => {
  it('has the administrator, local and active, with the demo password kept only as a hash', async () => {
    const admin = mockDb.listUsers(everything).result.find((user) => user.username === 'admin')
    expect(admin).toMatchObject({
      type: 'local',
      active: true,
      additional_attributes: { email_address: 'admin@example.com' },
    })
    expect(await mockDb.verifyPassword('admin', DEFAULT_DEMO_PASSWORD)).toBe(true)
    expect(await mockDb.verifyPassword('admin', 'wrong')).toBe(false)
    const stored = JSON.stringify(mockDb)
    expect(stored).not.toContain(DEFAULT_DEMO_PASSWORD)
    expect(stored).toContain('pbkdf2-sha256$')
  })

  it('has at least 64 more users of every type, active and inactive, with and without a last login', () => {
    const { result: users, total_matches } = mockDb.listUsers(everything)
    expect(total_matches).toBe(users.length)
    expect(users.length).toBeGreaterThanOrEqual(65)
    for (const type of USER_TYPES) {
      const ofType = users.filter((user) => user.type === type)
      expect(ofType.some((user) => user.active), `an active ${type} user`).toBe(true)
      expect(ofType.some((user) => !user.active), `an inactive ${type} user`).toBe(true)
      expect(ofType.some((user) => user.last_login_time), `a ${type} user who logged in`).toBe(true)
      expect(ofType.some((user) => !user.last_login_time), `a ${type} user who never logged in`).toBe(true)
    }
    expect(new Set(users.map((user) => user.username.toLowerCase())).size).toBe(users.length)
    expect(new Set(users.map((user) => user.uuid)).size).toBe(users.length)
  })

  it('gives users plausible names, emails, locales and past login times', () => {
    const users = mockDb.listUsers(everything).result
    const now = Date.now()
    const locales = new Set(users.map((user) => user.locale))
    for (const locale of ['en_US', 'fr_FR', 'de_DE', 'ja_JP']) expect(locales).toContain(locale)
    for (const user of users) {
      expect(user.display_name).toMatch(/^\S+ \S+$|^Administrator$/)
      expect(user.additional_attributes?.email_address).toMatch(/^[a-z0-9.-]+@[a-z0-9.-]+\.[a-z]+$/)
      if (user.last_login_time) {
        const time = Date.parse(user.last_login_time)
        expect(user.last_login_time).toBe(new Date(time).toISOString())
        expect(time).toBeLessThan(now)
        expect(time).toBeGreaterThan(now - 400 * DAY)
      }
    }
  })

  it('links LDAP users to the LDAP connector and SAML users to the two SAML connectors', () => {
    const connectors = mockDb.listConnectors()
    expect(connectors.map((connector) => connector.type).sort()).toEqual(['ldap', 'local', 'saml', 'saml'])
    const ids = (type: string) => connectors.filter((connector) => connector.type === type).map(({ id }) => id)
    const users = mockDb.listUsers(everything).result
    for (const user of users) {
      if (user.type === 'ldap') expect(ids('ldap')).toContain(user.idp_id)
      if (user.type === 'saml') expect(ids('saml')).toContain(user.idp_id)
      if (user.type === 'local') expect(user.idp_id).toBeUndefined()
    }
    const samlLinks = new Set(users.filter((user) => user.type === 'saml').map((user) => user.idp_id))
    expect(samlLinks.size).toBe(2)
  })

  it('gives every connector a same-origin login path', () => {
    const connectors = mockDb.listConnectors()
    expect(connectors.find((connector) => connector.type === 'local')?.url).toBe('/ui/iam/login')
    for (const connector of connectors.filter((candidate) => candidate.type !== 'local')) {
      expect(connector.url).toBe(`/api/iam/authn/v1/connectors/${connector.id}/login`)
    }
  })

  it('has 6 service accounts whose keys are real, matching certificates and PKCS#8 keys', async () => {
    const accounts = mockDb.listServiceAccounts(everything).result
    expect(accounts).toHaveLength(6)
    const keys = accounts.flatMap((account) => account[ACCESS_KEYS_FIELD])
    expect(keys.length).toBeGreaterThanOrEqual(4)
    const now = Date.now()
    const remaining = keys.map((key) => Date.parse(key.expiry_time ?? '') - now)
    expect(remaining.some((ms) => ms < 0), 'an expired key').toBe(true)
    expect(remaining.some((ms) => ms > 0 && ms < 30 * DAY), 'a key expiring within 30 days').toBe(true)
    expect(remaining.filter((ms) => ms > 300 * DAY).length, 'keys good for about a year').toBeGreaterThanOrEqual(2)

    for (const key of keys) {
      const certificate = new X509Certificate(key.certificate ?? '')
      expect(certificate.serialNumber).toBe(key.serial_number)
      expect(certificate.notBefore.toISOString()).toBe(key.created_time)
      expect(certificate.notAfter.toISOString()).toBe(key.expiry_time)
      expect(await certificate.verify({ signatureOnly: true })).toBe(true)
      expect(key.private_key).toMatch(/^-----BEGIN PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END PRIVATE KEY-----$/)
    }
  })

  it('has three SAML providers, one of each configuration type', () => {
    const providers = mockDb.listSamlProviders(everything).result
    expect(providers.map((provider) => provider.type).sort()).toEqual(['details', 'metadata', 'url'])
    expect(providers.find((provider) => provider.type === 'url')?.idp_metadata_url).toMatch(/^https:\/\//)
    const manual = providers.find((provider) => provider.type === 'details')?.idp_properties
    expect(manual?.login_url).toMatch(/^https:\/\//)
    expect(() => new X509Certificate(manual?.certificate ?? '')).not.toThrow()
  })

  it('has two Active Directory services and one Open LDAP service with its configuration', () => {
    const directories = mockDb.listDirectories(everything).result
    const types = directories.map((directory) => directory.spec.resources.directory_type)
    expect(types.sort()).toEqual(['ACTIVE_DIRECTORY', 'ACTIVE_DIRECTORY', 'OPEN_LDAP'])
    const openLdap = directories.find((directory) => directory.spec.resources.directory_type === 'OPEN_LDAP')
    expect(openLdap?.spec.resources.open_ldap_configuration?.user_configuration.username_attribute).toBe('uid')
  })

  it('turns the terms banner on with HTML content, and sends the login customisation', () => {
    const config = mockDb.getSystemConfig()
    expect(config.welcome_banner_status).toBe(true)
    expect(config.welcome_banner_content).toMatch(/<p>.+<\/p>/)
    const keys = mockDb.getVersion().customLogin.map((entry) => entry.key)
    expect(keys).toEqual(expect.arrayContaining(['color_in', 'color_out', 'product_title', 'title']))
  })

  it('is the same people every time, and honours demoPassword', async () => {
    const now = () => new Date('2030-01-01T00:00:00Z')
    const options = { now, hasher: createPbkdf2Hasher(1), demoPassword: 'Other/9z!Pass' }
    const [first, second] = [new MockDb(options), new MockDb(options)]
    await Promise.all([first.ready(), second.ready()])
    expect(first.listUsers(everything)).toEqual(second.listUsers(everything))
    expect(first.listSamlProviders(everything).result.map(({ uuid }) => uuid)).toEqual(
      second.listSamlProviders(everything).result.map(({ uuid }) => uuid),
    )
    expect(await first.verifyPassword('admin', 'Other/9z!Pass')).toBe(true)
    expect(first.getUser('00000000-0000-4000-8000-000000000001').last_login_time).toBe('2029-12-31T22:00:00.000Z')
  })
})

describe('the PBKDF2 password hasher', () => {
  const hasher = createPbkdf2Hasher(10)

  it('salts every hash and verifies only the right password', async () => {
    const [a, b] = await Promise.all([hasher.hash('S3cret!pw'), hasher.hash('S3cret!pw')])
    expect(a).not.toBe(b)
    expect(a).not.toContain('S3cret!pw')
    expect(await hasher.verify('S3cret!pw', a)).toBe(true)
    expect(await hasher.verify('S3cret!pX', a)).toBe(false)
  })

  it('refuses a hash it did not make', async () => {
    expect(await hasher.verify('x', 'plain-text')).toBe(false)
    expect(await hasher.verify('x', 'pbkdf2-sha256$abc$$')).toBe(false)
  })
})
