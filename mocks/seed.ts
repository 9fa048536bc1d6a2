import { ACCESS_KEYS_FIELD, type AccessKey, type Connector, type ServiceAccount } from '../src/core/api/schemas'
import { BASE_PATH, PATHS } from '../src/core/paths'
import { createAccessKey, toWholeSeconds } from './certificates'
import type { MockState, StoredDirectory, StoredSamlProvider, StoredUser } from './mock-state'
import type { PasswordHasher } from './password-hasher'

export const DEFAULT_DEMO_PASSWORD = 'Admin/4u!Demo'
/** The seeded administrator, whom the demo's login page names (with the password above). */
export const DEMO_ADMIN_USERNAME = 'admin'
export const DEMO_ADMIN_EMAIL = 'admin@example.com'
/** The seeded administrator's uuid, the same in every store. */
export const DEMO_ADMIN_UUID = '00000000-0000-4000-8000-000000000001'

export interface SeedOptions {
  hasher: PasswordHasher
  demoPassword: string
  now: Date
  /** Where the browser goes to log in through the connector `id`. */
  connectorUrl: (id: string) => string
}

const SEED = 0x1a3c0de
const DAY = 86_400_000
const HOUR = 3_600_000

/** Where the browser goes to log in through a connector: a path on the console's own origin. */
export function connectorLoginUrl(authnRoot: string, id: string): string {
  return `${authnRoot}/connectors/${encodeURIComponent(id)}/login`
}

/**
 * The offline demo's connector login: no identity provider stands behind its connectors, and a
 * static host has nothing at connectorLoginUrl's path, so they lead to the demo's login page, which
 * says so (docs/product/login.md 'The offline demo'). The id keeps each connector's address its own.
 */
export function demoConnectorUrl(id: string): string {
  return `${BASE_PATH}${PATHS.login}?${new URLSearchParams({ connector: id }).toString()}`
}

// ------------------------------------------------------------ deterministic randomness

/** mulberry32: a tiny seeded PRNG, so every run (and every reset) shows the same people. */
function createRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)]
    if (item === undefined) throw new RangeError('pick() needs a non-empty list')
    return item
  }
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16))
    hex[12] = '4'
    hex[16] = ((Math.floor(next() * 4) & 0x3) | 0x8).toString(16)
    const text = hex.join('')
    return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`
  }
  const serial = () => `${String(1 + Math.floor(next() * 7))}${Array.from({ length: 31 }, () => Math.floor(next() * 16).toString(16)).join('')}`
  return { next, pick, uuid, serial }
}
type Random = ReturnType<typeof createRandom>

// ------------------------------------------------------------ people

interface NamePool {
  locale: string
  familyNameFirst?: boolean
  given: readonly string[]
  family: readonly string[]
}

const NAME_POOLS: readonly NamePool[] = [
  {
    locale: 'en_US',
    given: ['James', 'Olivia', 'Michael', 'Emma', 'Robert', 'Ava', 'David', 'Sophia', 'Daniel', 'Mia', 'Ethan', 'Harper'],
    family: ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor', 'Moore'],
  },
  {
    locale: 'en_GB',
    given: ['Oliver', 'Amelia', 'George', 'Isla', 'Harry', 'Poppy', 'Jack', 'Freya'],
    family: ['Clarke', 'Hughes', 'Walker', 'Wright', 'Robinson', 'Thompson', 'Evans', 'Roberts'],
  },
  {
    locale: 'fr_FR',
    given: ['Camille', 'Julien', 'Léa', 'Mathieu', 'Chloé', 'Nicolas', 'Manon', 'Antoine'],
    family: ['Dubois', 'Lefèvre', 'Moreau', 'Laurent', 'Girard', 'Fontaine', 'Rousseau', 'Mercier'],
  },
  {
    locale: 'de_DE',
    given: ['Lukas', 'Anna', 'Jonas', 'Lena', 'Felix', 'Hannah', 'Maximilian', 'Sophie'],
    family: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann', 'Schäfer'],
  },
  {
    locale: 'ja_JP',
    familyNameFirst: true,
    given: ['Haruto', 'Yui', 'Sota', 'Aoi', 'Ren', 'Hina', 'Yuto', 'Sakura'],
    family: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura'],
  },
  {
    locale: 'es_ES',
    given: ['Alejandro', 'Lucía', 'Pablo', 'María', 'Javier', 'Carmen', 'Diego', 'Elena'],
    family: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz'],
  },
  {
    locale: 'pt_BR',
    given: ['João', 'Ana', 'Pedro', 'Beatriz', 'Gabriel', 'Larissa', 'Rafael', 'Juliana'],
    family: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Costa', 'Pereira', 'Almeida', 'Carvalho'],
  },
  {
    locale: 'ko_KR',
    familyNameFirst: true,
    given: ['Minjun', 'Seoyeon', 'Jiho', 'Jiwoo', 'Hyunwoo', 'Soyeon'],
    family: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang'],
  },
]

/** Most of a typical tenant is American English, then a spread of other locales. */
const POOL_WEIGHTS = [5, 2, 2, 2, 2, 1, 1, 1]

const CORPORATE_DOMAIN = 'corp.example.com'
const EMAIL_DOMAIN = 'example.com'

/** How many seeded users of each login type, besides `admin`. */
const USERS_PER_TYPE = { local: 27, ldap: 22, saml: 22 } as const
/** Local users that get the demo password; hashing is slow, so the rest have none. */
const LOCAL_USERS_WITH_PASSWORD = 4

const asciiLower = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

function weightedPool(random: Random): NamePool {
  const total = POOL_WEIGHTS.reduce((sum, weight) => sum + weight, 0)
  let roll = random.next() * total
  for (const [index, pool] of NAME_POOLS.entries()) {
    roll -= POOL_WEIGHTS[index] ?? 0
    if (roll < 0) return pool
  }
  return NAME_POOLS[0] ?? random.pick(NAME_POOLS)
}

interface UserLinks {
  ldapConnectorId: string
  samlConnectorIds: readonly string[]
}

function isoBefore(now: Date, milliseconds: number): string {
  return toWholeSeconds(new Date(now.getTime() - milliseconds)).toISOString()
}

function seedUsers(random: Random, now: Date, links: UserLinks): StoredUser[] {
  const taken = new Set<string>([DEMO_ADMIN_USERNAME])
  const unique = (candidate: string) => {
    let name = candidate
    for (let n = 2; taken.has(name); n++) name = candidate.replace(/^([^@]+)/, `$1${String(n)}`)
    taken.add(name)
    return name
  }
  const users: StoredUser[] = []
  for (const type of ['local', 'ldap', 'saml'] as const) {
    for (let k = 0; k < USERS_PER_TYPE[type]; k++) {
      const pool = weightedPool(random)
      const given = random.pick(pool.given)
      const family = random.pick(pool.family)
      const dotted = `${asciiLower(given)}.${asciiLower(family)}`
      const username = unique(
        type === 'local'
          ? dotted
          : type === 'ldap'
            ? `${asciiLower(given).charAt(0)}${asciiLower(family)}@${CORPORATE_DOMAIN}`
            : `${dotted}@${EMAIL_DOMAIN}`,
      )
      const email = type === 'local' ? `${username}@${EMAIL_DOMAIN}` : type === 'ldap' ? `${dotted}@${CORPORATE_DOMAIN}` : username
      // Every type gets inactive users and users who never logged in, whatever the random draw.
      const active = k % 7 !== 3 && random.next() > 0.08
      const neverLoggedIn = k % 5 === 2 || (!active && random.next() < 0.4)
      const lastLoginAge = active ? random.next() * 45 * DAY : (90 + random.next() * 240) * DAY
      users.push({
        uuid: random.uuid(),
        username,
        type,
        display_name: pool.familyNameFirst ? `${family} ${given}` : `${given} ${family}`,
        locale: pool.locale,
        additional_attributes: { email_address: email },
        active,
        ...(type === 'ldap' ? { idp_id: links.ldapConnectorId } : {}),
        ...(type === 'saml' ? { idp_id: random.pick(links.samlConnectorIds) } : {}),
        ...(neverLoggedIn ? {} : { last_login_time: isoBefore(now, lastLoginAge) }),
      })
    }
  }
  return users
}

async function withPasswords(users: StoredUser[], hasher: PasswordHasher, password: string): Promise<void> {
  const local = users.filter((user) => user.type === 'local' && user.active).slice(0, LOCAL_USERS_WITH_PASSWORD + 1)
  await Promise.all(
    local.map(async (user) => {
      user.password_hash = await hasher.hash(password)
    }),
  )
}

// ------------------------------------------------------------ service accounts

interface KeyPlan {
  ageDays: number
  lifetimeDays: number
}

/** One key of every interesting state: fresh, expiring within 30 days, already expired; one account at the limit of 2. */
const SERVICE_ACCOUNTS: readonly { name: string; description: string; ageDays: number; keys: readonly KeyPlan[] }[] = [
  { name: 'backup-agent', description: 'Nightly snapshot and replication jobs', ageDays: 420, keys: [{ ageDays: 30, lifetimeDays: 365 }] },
  {
    name: 'ci-pipeline',
    description: 'Build pipeline that deploys blueprints',
    ageDays: 380,
    keys: [
      { ageDays: 353, lifetimeDays: 365 },
      { ageDays: 5, lifetimeDays: 365 },
    ],
  },
  { name: 'monitoring-exporter', description: 'Metrics exporter for the observability stack', ageDays: 500, keys: [{ ageDays: 400, lifetimeDays: 365 }] },
  { name: 'terraform-provisioner', description: 'Infrastructure as code runs', ageDays: 120, keys: [] },
  { name: 'log-shipper', description: 'Forwards audit logs to the SIEM', ageDays: 200, keys: [{ ageDays: 90, lifetimeDays: 365 }] },
  { name: 'capacity-planner', description: '', ageDays: 12, keys: [] },
]

async function seedServiceAccounts(random: Random, now: Date): Promise<ServiceAccount[]> {
  return Promise.all(
    SERVICE_ACCOUNTS.map(async (plan) => {
      const uuid = random.uuid()
      const keyPlans = plan.keys.map((key) => ({ ...key, uuid: random.uuid(), serialNumber: random.serial() }))
      const keys: AccessKey[] = await Promise.all(
        keyPlans.map((key) => {
          const createdAt = new Date(now.getTime() - key.ageDays * DAY)
          const expiresAt = new Date(createdAt.getTime() + key.lifetimeDays * DAY)
          return createAccessKey(plan.name, createdAt, expiresAt, { uuid: key.uuid, serialNumber: key.serialNumber })
        }),
      )
      return {
        uuid,
        name: plan.name,
        email_address: `${plan.name}@svc.${EMAIL_DOMAIN}`,
        description: plan.description,
        created_time: isoBefore(now, plan.ageDays * DAY),
        [ACCESS_KEYS_FIELD]: keys,
      }
    }),
  )
}

// ------------------------------------------------------------ identity providers

/** The base64 body of a PEM certificate, as SAML metadata carries it. */
const pemBody = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '')

export function idpMetadataXml(entityId: string, ssoUrl: string, sloUrl: string, certificatePem: string | readonly string[]): string {
  // Several certificates: a rollover, each in a KeyDescriptor of its own.
  const certificates = typeof certificatePem === 'string' ? [certificatePem] : certificatePem
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${entityId}">`,
    '  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">',
    ...certificates.flatMap((certificate) => [
      '    <md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data>',
      `      <ds:X509Certificate>${pemBody(certificate)}</ds:X509Certificate>`,
      '    </ds:X509Data></ds:KeyInfo></md:KeyDescriptor>',
    ]),
    '    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>',
    `    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${ssoUrl}"/>`,
    `    <md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${sloUrl}"/>`,
    '  </md:IDPSSODescriptor>',
    '</md:EntityDescriptor>',
  ].join('\n')
}

const utf8Base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))

async function signingCertificate(subject: string, now: Date): Promise<string> {
  const key = await createAccessKey(subject, new Date(now.getTime() - 200 * DAY), new Date(now.getTime() + 900 * DAY))
  return key.certificate ?? ''
}

async function seedSamlProviders(random: Random, now: Date): Promise<StoredSamlProvider[]> {
  const [oktaCert, azureCert, adfsCert] = await Promise.all([
    signingCertificate('example.okta.com', now),
    signingCertificate('Microsoft Azure Federated SSO Certificate', now),
    signingCertificate('ADFS Signing - adfs.corp.example.com', now),
  ])
  const azureTenant = random.uuid()
  const azureSso = `https://login.microsoftonline.com/${azureTenant}/saml2`
  const azureMetadata = idpMetadataXml(`https://sts.windows.net/${azureTenant}/`, azureSso, azureSso, azureCert)
  return [
    {
      uuid: random.uuid(),
      saml_idp_name: 'Okta',
      username_attr: 'NameID',
      email_attr: 'email',
      groups_attr: 'groups',
      type: 'url',
      idp_metadata_url: 'https://example.okta.com/app/exk7b2f9q1ZxYwV0p4x7/sso/saml/metadata',
      // The service reads these from the fetched metadata.
      idp_properties: {
        idp_url: 'http://www.okta.com/exk7b2f9q1ZxYwV0p4x7',
        login_url: 'https://example.okta.com/app/example_iam/exk7b2f9q1ZxYwV0p4x7/sso/saml',
        logout_url: 'https://example.okta.com/app/example_iam/exk7b2f9q1ZxYwV0p4x7/slo/saml',
        error_url: null,
        redirect_url: null,
        certificate: pemBody(oktaCert),
        name_id_policy_format: 'emailAddress',
      },
    },
    {
      uuid: random.uuid(),
      saml_idp_name: 'Azure AD',
      username_attr: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name',
      email_attr: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
      groups_attr: 'http://schemas.microsoft.com/ws/2008/06/identity/claims/groups',
      type: 'metadata',
      idp_metadata: utf8Base64(azureMetadata),
      idp_properties: {
        idp_url: `https://sts.windows.net/${azureTenant}/`,
        login_url: azureSso,
        logout_url: azureSso,
        error_url: null,
        redirect_url: null,
        certificate: pemBody(azureCert),
        name_id_policy_format: 'emailAddress',
      },
    },
    {
      uuid: random.uuid(),
      saml_idp_name: 'Corporate ADFS',
      username_attr: 'upn',
      email_attr: 'mail',
      groups_attr: 'memberOf',
      type: 'details',
      idp_properties: {
        idp_url: 'http://adfs.corp.example.com/adfs/services/trust',
        login_url: 'https://adfs.corp.example.com/adfs/ls/',
        logout_url: 'https://adfs.corp.example.com/adfs/ls/?wa=wsignout1.0',
        error_url: 'https://intranet.corp.example.com/sso-error',
        redirect_url: 'https://intranet.corp.example.com/',
        certificate: adfsCert,
        name_id_policy_format: 'persistent',
      },
    },
  ]
}

async function seedDirectories(random: Random, hasher: PasswordHasher): Promise<StoredDirectory[]> {
  // Seeded bind passwords are made up; only their hashes are kept, like every other password here.
  const [corpHash, emeaHash, engHash] = await Promise.all([
    hasher.hash('Bind/Corp#2024'),
    hasher.hash('Bind/Emea#2024'),
    hasher.hash('Bind/Eng#2024'),
  ])
  return [
    {
      metadata: { uuid: random.uuid() },
      spec: {
        name: 'Corporate AD',
        resources: {
          directory_type: 'ACTIVE_DIRECTORY',
          domain_name: CORPORATE_DOMAIN,
          url: `ldap://dc01.${CORPORATE_DOMAIN}:389`,
          group_search_type: 'RECURSIVE',
          service_account: { username: `svc-iam@${CORPORATE_DOMAIN}`, password_hash: corpHash },
        },
      },
    },
    {
      metadata: { uuid: random.uuid() },
      spec: {
        name: 'EMEA AD',
        resources: {
          directory_type: 'ACTIVE_DIRECTORY',
          domain_name: 'emea.example.com',
          url: 'ldaps://dc02.emea.example.com:636',
          group_search_type: 'NON_RECURSIVE',
          service_account: { username: 'svc-iam@emea.example.com', password_hash: emeaHash },
        },
      },
    },
    {
      metadata: { uuid: random.uuid() },
      spec: {
        name: 'Engineering OpenLDAP',
        resources: {
          directory_type: 'OPEN_LDAP',
          domain_name: 'eng.example.com',
          url: 'ldap://ldap.eng.example.com:389',
          group_search_type: 'NON_RECURSIVE',
          service_account: { username: 'cn=iam-bind,ou=services,dc=eng,dc=example,dc=com', password_hash: engHash },
          open_ldap_configuration: {
            user_configuration: {
              user_object_class: 'inetOrgPerson',
              user_search_base: 'ou=people,dc=eng,dc=example,dc=com',
              username_attribute: 'uid',
            },
            user_group_configuration: {
              group_member_attribute_value: 'dn',
              group_member_attribute: 'member',
              group_object_class: 'groupOfNames',
              group_search_base: 'ou=groups,dc=eng,dc=example,dc=com',
            },
          },
        },
      },
    },
  ]
}

// ------------------------------------------------------------ everything

const WELCOME_BANNER = [
  '<h2>Authorized use only</h2>',
  '<p>This system is for the use of authorized users only. Activity on it may be monitored and recorded.',
  ' By continuing you accept the <a href="https://www.example.com/acceptable-use" target="_blank" rel="noopener noreferrer">acceptable use policy</a>.</p>',
  '<ul><li>Do not share your credentials.</li><li>Report suspicious activity to <strong>security@example.com</strong>.</li></ul>',
].join('')

/** The state the mock service starts from; times are relative to `now`. */
export async function createSeed({ hasher, demoPassword, now, connectorUrl }: SeedOptions): Promise<MockState> {
  // One generator per part: the parts run concurrently, so a shared one would be drawn in a racy order.
  const [samlProviders, directories, serviceAccounts] = await Promise.all([
    seedSamlProviders(createRandom(SEED + 1), now),
    seedDirectories(createRandom(SEED + 2), hasher),
    seedServiceAccounts(createRandom(SEED + 3), now),
  ])
  const [okta, azure] = samlProviders
  const [corporateAd] = directories
  if (!okta || !azure || !corporateAd) throw new Error('The seed lost its providers')

  const connector = (id: string, name: string, type: string): Connector => ({
    id,
    name,
    type,
    url: connectorUrl(id),
  })
  const connectors: Connector[] = [
    { id: 'local', name: 'Local', type: 'local', url: '/ui/iam/login' },
    connector(okta.uuid, okta.saml_idp_name, 'saml'),
    connector(azure.uuid, azure.saml_idp_name, 'saml'),
    connector(corporateAd.metadata.uuid, corporateAd.spec.name, 'ldap'),
  ]

  const admin: StoredUser = {
    uuid: DEMO_ADMIN_UUID,
    username: DEMO_ADMIN_USERNAME,
    type: 'local',
    display_name: 'Administrator',
    locale: 'en_US',
    additional_attributes: { email_address: DEMO_ADMIN_EMAIL },
    active: true,
    last_login_time: isoBefore(now, 2 * HOUR),
  }
  const users = [
    admin,
    ...seedUsers(createRandom(SEED), now, { ldapConnectorId: corporateAd.metadata.uuid, samlConnectorIds: [okta.uuid, azure.uuid] }),
  ]
  await withPasswords(users, hasher, demoPassword)

  return {
    users,
    connectors,
    serviceAccounts,
    samlProviders,
    directories,
    systemConfig: { welcome_banner_status: true, welcome_banner_content: WELCOME_BANNER },
    version: {
      version: 'euphrates-7.3-stable-pc-2',
      customLogin: [
        { key: 'color_in', value: '#22a5f7' },
        { key: 'color_out', value: '#3a4fa0' },
        { key: 'product_title', value: 'Prism Central' },
        { key: 'title', value: 'Identity and Access Management' },
        // A later duplicate, as the service can send: the first entry of a key wins (docs/product/login.md).
        { key: 'title', value: 'Ignored duplicate title' },
      ],
    },
  }
}
