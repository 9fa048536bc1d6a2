import type { z } from 'zod/mini'
import {
  ACCESS_KEYS_FIELD,
  type AccessKey,
  type Connector,
  type createServiceAccountInputSchema,
  type createUserInputSchema,
  type directoryBodySchema,
  type DirectoryService,
  type PageInput,
  type samlProviderBodySchema,
  type samlProviderUpdateBodySchema,
  type SamlProvider,
  type ServiceAccount,
  type SystemConfig,
  type updateDirectoryInputSchema,
  type updateUserInputSchema,
  type User,
} from '../src/core/api/schemas'
import type { MockState, StoredDirectory, StoredSamlProvider, StoredUser, VersionInfo } from './mock-state'
import { createPbkdf2Hasher, type PasswordHasher } from './password-hasher'
import { connectorLoginUrl, createSeed, DEFAULT_DEMO_PASSWORD } from './seed'

// ------------------------------------------------------------ state

export type CreateUserData = z.output<typeof createUserInputSchema>
export type UpdateUserData = z.output<typeof updateUserInputSchema>
export type CreateServiceAccountData = z.output<typeof createServiceAccountInputSchema>
export type SamlProviderData = z.output<typeof samlProviderBodySchema>
/** An update of a metadata provider may leave the metadata out to keep the stored one. */
export type SamlProviderUpdateData = z.output<typeof samlProviderUpdateBodySchema>
export type DirectoryData = z.output<typeof directoryBodySchema>
/** An update may leave the bind password out to keep the stored one. */
export type UpdateDirectoryData = z.output<typeof updateDirectoryInputSchema>

/**
 * Which usernames a list keeps. A request's filter becomes one through mocks/username-filter.ts,
 * never a RegExp; a RegExp fits too, for callers that build it from text they trust.
 */
export interface UsernameMatch {
  test(username: string): boolean
}

export interface ListPage<T> {
  result: T[]
  total_matches: number
}

export type MockEntity = 'user' | 'service_account' | 'access_key' | 'saml_provider' | 'directory'

/** A refusal the real service would answer with a 4xx; the handlers map it to a status. */
export class MockDbError extends Error {
  override readonly name = 'MockDbError'

  constructor(
    readonly kind: 'not_found' | 'conflict' | 'bad_request',
    readonly entity: MockEntity,
    message: string,
  ) {
    super(message)
  }
}

export interface MockDbOptions {
  /** Password of `admin` and of the few seeded local users that have one. */
  demoPassword?: string
  maxCertificates?: number
  hasher?: PasswordHasher
  now?: () => Date
  /**
   * Where the browser goes to log in through the connector `id`: by default the service's login URL
   * under the default `authnRoot` (docs/product/serving-and-config.md).
   */
  connectorUrl?: (id: string) => string
  /** Told of every password changed through `changePassword`, as the user's uuid and the new hash. */
  onPasswordChange?: (uuid: string, passwordHash: string) => void
}

export type PasswordChangeOutcome =
  | { kind: 'changed' }
  | { kind: 'wrong_credentials' }
  | { kind: 'disabled' }
  | { kind: 'rejected'; reason: string }

const SERVICE_ACCOUNT_KEY_LIFETIME_DAYS = 365

function paginate<T>(items: T[], { length, offset }: PageInput): ListPage<T> {
  return { result: structuredClone(items.slice(offset, offset + length)), total_matches: items.length }
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** No address is left out rather than sent as null, so a user read back can be sent back as an update. */
const emailAttributes = (email: string | null | undefined) => (email ? { email_address: email } : {})

function publicUser({ password_hash: _hash, ...user }: StoredUser): User {
  return structuredClone(user)
}

function publicSamlProvider({ idp_metadata: _metadata, ...provider }: StoredSamlProvider): SamlProvider {
  return structuredClone(provider)
}

function publicDirectory(directory: StoredDirectory): DirectoryService {
  const { service_account, ...resources } = directory.spec.resources
  return {
    metadata: { ...directory.metadata },
    spec: {
      name: directory.spec.name,
      resources: { ...structuredClone(resources), service_account: { username: service_account.username } },
    },
  }
}

/** The SSO location and signing certificate of SAML IdP metadata, as the service reads them on upload. */
export function idpPropertiesFromMetadata(xml: string): SamlProvider['idp_properties'] {
  const login = /<(?:\w+:)?SingleSignOnService\b[^>]*\bLocation="([^"]+)"/.exec(xml)?.[1]
  const logout = /<(?:\w+:)?SingleLogoutService\b[^>]*\bLocation="([^"]+)"/.exec(xml)?.[1]
  const entityId = /<(?:\w+:)?EntityDescriptor\b[^>]*\bentityID="([^"]+)"/.exec(xml)?.[1]
  const certificate = /<(?:\w+:)?X509Certificate>([^<]+)</.exec(xml)?.[1]?.replace(/\s+/g, '')
  if (login === undefined) return null
  return {
    idp_url: entityId ?? null,
    login_url: login,
    logout_url: logout ?? null,
    error_url: null,
    redirect_url: null,
    certificate: certificate ?? '',
    name_id_policy_format: null,
  }
}

function decodeBase64Text(base64: string): string {
  return new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)))
}

function samlProviderFrom(uuid: string, data: SamlProviderData): StoredSamlProvider {
  const base = {
    uuid,
    saml_idp_name: data.saml_idp_name,
    username_attr: data.username_attr,
    email_attr: data.email_attr,
    groups_attr: data.groups_attr ?? null,
    type: data.type,
  }
  switch (data.type) {
    case 'url':
      return { ...base, idp_metadata_url: data.idp_metadata_url, idp_properties: null }
    case 'metadata':
      return {
        ...base,
        idp_metadata: data.idp_metadata,
        idp_properties: idpPropertiesFromMetadata(decodeBase64Text(data.idp_metadata)),
      }
    case 'details':
      return { ...base, idp_properties: { ...data.idp_properties } }
  }
}

/** The in-memory state of the mock IAM service, with the operations its handlers need. */
export class MockDb {
  readonly maxCertificates: number
  private readonly hasher: PasswordHasher
  private readonly clock: () => Date
  private readonly connectorUrl: (id: string) => string
  private readonly onPasswordChange: ((uuid: string, passwordHash: string) => void) | undefined
  private state: MockState
  private seedSnapshot: MockState | undefined
  private seeding: Promise<void> | undefined

  /** Held only until the seed is hashed: no password stays in clear in the store. */
  private demoPassword: string | undefined
  /** A hash no password matches, checked when a name has none, so every check costs one hash. */
  private decoyHash: Promise<string> | undefined

  constructor(options: MockDbOptions = {}) {
    this.demoPassword = options.demoPassword ?? DEFAULT_DEMO_PASSWORD
    this.maxCertificates = options.maxCertificates ?? 2
    this.hasher = options.hasher ?? createPbkdf2Hasher()
    this.clock = options.now ?? (() => new Date())
    this.connectorUrl = options.connectorUrl ?? ((id) => connectorLoginUrl('/api/iam/authn/v1', id))
    this.onPasswordChange = options.onPasswordChange
    this.state = emptyState()
  }

  /** Seeds the store on first call (key generation and hashing are async); later calls wait for the same seed. */
  ready(): Promise<void> {
    this.seeding ??= createSeed({
      hasher: this.hasher,
      demoPassword: this.demoPassword ?? DEFAULT_DEMO_PASSWORD,
      now: this.clock(),
      connectorUrl: this.connectorUrl,
    }).then((seed) => {
      this.demoPassword = undefined
      this.seedSnapshot = seed
      this.state = structuredClone(seed)
    })
    return this.seeding
  }

  /** Restores the seed from a cached snapshot: no keys or hashes are made again. */
  reset(): void {
    if (this.seedSnapshot) this.state = structuredClone(this.seedSnapshot)
  }

  now(): Date {
    return this.clock()
  }

  // ------------------------------------------------------------ users

  listUsers(page: PageInput, usernameMatch?: UsernameMatch): ListPage<User> {
    const users = usernameMatch ? this.state.users.filter((user) => usernameMatch.test(user.username)) : this.state.users
    return paginate(users.map(publicUser), page)
  }

  getUser(uuid: string): User {
    return publicUser(this.storedUser(uuid))
  }

  async createUser(data: CreateUserData): Promise<User> {
    this.assertUsernameFree(data.username)
    const password_hash = data.password ? await this.hasher.hash(data.password) : undefined
    // Checked again: another create may have taken the name while the password was hashed.
    this.assertUsernameFree(data.username)
    const user: StoredUser = {
      uuid: globalThis.crypto.randomUUID(),
      username: data.username,
      type: data.type,
      display_name: data.display_name ?? data.username,
      locale: data.locale,
      additional_attributes: emailAttributes(data.additional_attributes.email_address),
      active: true,
      ...(password_hash === undefined ? {} : { password_hash }),
    }
    this.state.users.push(user)
    return publicUser(user)
  }

  /** Applies the editable fields; the type, provider link and login time stay the service's own. */
  async updateUser(uuid: string, data: UpdateUserData): Promise<User> {
    // Checked before hashing to fail fast, and again after it: another call may have
    // changed the store while this one awaited the hash.
    this.storedUser(uuid)
    this.assertUsernameFree(data.username, uuid)
    const password_hash = data.password ? await this.hasher.hash(data.password) : undefined
    const user = this.storedUser(uuid)
    this.assertUsernameFree(data.username, uuid)
    user.username = data.username
    user.display_name = data.display_name ?? null
    user.locale = data.locale ?? null
    user.additional_attributes = emailAttributes(data.additional_attributes?.email_address)
    user.active = data.active
    if (password_hash !== undefined) user.password_hash = password_hash
    return publicUser(user)
  }

  /** Whether `uuid` names a user who may still act: one that exists and is active. */
  isActiveUser(uuid: string): boolean {
    return this.state.users.some((user) => user.uuid === uuid && user.active)
  }

  setUserActive(uuid: string, active: boolean): User {
    const user = this.storedUser(uuid)
    user.active = active
    return publicUser(user)
  }

  /**
   * Unknown users, users without a password and wrong passwords look the same to the caller.
   * `policy` names what is wrong with the new password, if anything.
   */
  async changePassword(
    username: string,
    oldPassword: string,
    newPassword: string,
    policy: (password: string) => string | undefined = () => undefined,
  ): Promise<PasswordChangeOutcome> {
    const user = this.state.users.find((candidate) => sameName(candidate.username, username))
    if (!(await this.passwordMatches(user, oldPassword)) || !user) return { kind: 'wrong_credentials' }
    if (!user.active) return { kind: 'disabled' }
    const reason = policy(newPassword)
    if (reason !== undefined) return { kind: 'rejected', reason }
    user.password_hash = await this.hasher.hash(newPassword)
    this.onPasswordChange?.(user.uuid, user.password_hash)
    return { kind: 'changed' }
  }

  /** Gives the user `uuid` a password hash `onPasswordChange` was told of; a user no longer there is passed over. */
  restorePasswordHash(uuid: string, passwordHash: string): void {
    const user = this.state.users.find((candidate) => candidate.uuid === uuid)
    if (user) user.password_hash = passwordHash
  }

  /**
   * Whether `password` is the named user's current one. No name (an unknown login) is checked too,
   * against nothing, so that it takes as long as a wrong password.
   */
  async verifyPassword(username: string | undefined, password: string): Promise<boolean> {
    const user = username === undefined ? undefined : this.state.users.find((candidate) => sameName(candidate.username, username))
    return this.passwordMatches(user, password)
  }

  /**
   * One hash check whatever the account: unknown users, users without a password and wrong
   * passwords take the same time, so the answer's timing names no account.
   */
  private async passwordMatches(user: StoredUser | undefined, password: string): Promise<boolean> {
    const hash = user?.password_hash
    if (hash !== undefined) return this.hasher.verify(password, hash)
    this.decoyHash ??= this.hasher.hash(globalThis.crypto.randomUUID())
    await this.hasher.verify(password, await this.decoyHash)
    return false
  }

  private storedUser(uuid: string): StoredUser {
    const user = this.state.users.find((candidate) => candidate.uuid === uuid)
    if (!user) throw new MockDbError('not_found', 'user', `No user has the uuid ${uuid}.`)
    return user
  }

  private assertUsernameFree(username: string, exceptUuid?: string): void {
    const taken = this.state.users.some((user) => user.uuid !== exceptUuid && sameName(user.username, username))
    if (taken) throw new MockDbError('conflict', 'user', `A user named ${username} already exists.`)
  }

  // ------------------------------------------------------------ connectors

  listConnectors(): Connector[] {
    return structuredClone(this.state.connectors)
  }

  findConnectorsByName(name: string): Connector[] {
    return structuredClone(this.state.connectors.filter((connector) => sameName(connector.name, name.trim())))
  }

  private upsertConnector(id: string, name: string, type: string): void {
    const existing = this.state.connectors.find((connector) => connector.id === id)
    if (existing) existing.name = name
    else this.state.connectors.push({ id, name, type, url: this.connectorUrl(id) })
  }

  private removeConnector(id: string): void {
    this.state.connectors = this.state.connectors.filter((connector) => connector.id !== id)
  }

  // ------------------------------------------------------------ service accounts

  listServiceAccounts(page: PageInput): ListPage<ServiceAccount> {
    return paginate(this.state.serviceAccounts, page)
  }

  getServiceAccount(uuid: string): ServiceAccount {
    return structuredClone(this.storedServiceAccount(uuid))
  }

  createServiceAccount(data: CreateServiceAccountData): ServiceAccount {
    if (this.state.serviceAccounts.some((account) => sameName(account.name, data.name))) {
      throw new MockDbError('conflict', 'service_account', `A service account named ${data.name} already exists.`)
    }
    const account: ServiceAccount = {
      uuid: globalThis.crypto.randomUUID(),
      name: data.name,
      email_address: data.email_address,
      description: data.description,
      created_time: this.clock().toISOString(),
      [ACCESS_KEYS_FIELD]: [],
    }
    this.state.serviceAccounts.push(account)
    return structuredClone(account)
  }

  deleteServiceAccount(uuid: string): void {
    this.storedServiceAccount(uuid)
    this.state.serviceAccounts = this.state.serviceAccounts.filter((account) => account.uuid !== uuid)
  }

  /** Throws unless the account exists and is below its certificate limit. */
  assertCanAddAccessKey(uuid: string): ServiceAccount {
    const account = this.storedServiceAccount(uuid)
    if (account[ACCESS_KEYS_FIELD].length >= this.maxCertificates) {
      throw new MockDbError(
        'conflict',
        'access_key',
        `The service account ${account.name} already has the maximum of ${this.maxCertificates} certificates.`,
      )
    }
    return structuredClone(account)
  }

  /** The validity a new key gets: from now, for a year. */
  accessKeyValidity(): { createdAt: Date; expiresAt: Date } {
    const createdAt = this.clock()
    const expiresAt = new Date(createdAt.getTime() + SERVICE_ACCOUNT_KEY_LIFETIME_DAYS * 86_400_000)
    return { createdAt, expiresAt }
  }

  addAccessKey(uuid: string, key: AccessKey): AccessKey {
    // Checked again: the key was generated asynchronously, and another may have been added meanwhile.
    this.assertCanAddAccessKey(uuid)
    this.storedServiceAccount(uuid)[ACCESS_KEYS_FIELD].push(structuredClone(key))
    return structuredClone(key)
  }

  deleteAccessKey(uuid: string, keyUuid: string): void {
    const account = this.storedServiceAccount(uuid)
    const keys = account[ACCESS_KEYS_FIELD]
    if (!keys.some((key) => key.uuid === keyUuid)) {
      throw new MockDbError('not_found', 'access_key', `The service account has no key ${keyUuid}.`)
    }
    account[ACCESS_KEYS_FIELD] = keys.filter((key) => key.uuid !== keyUuid)
  }

  private storedServiceAccount(uuid: string): ServiceAccount {
    const account = this.state.serviceAccounts.find((candidate) => candidate.uuid === uuid)
    if (!account) throw new MockDbError('not_found', 'service_account', `No service account has the uuid ${uuid}.`)
    return account
  }

  // ------------------------------------------------------------ SAML identity providers

  listSamlProviders(page: PageInput): ListPage<SamlProvider> {
    return paginate(this.state.samlProviders.map(publicSamlProvider), page)
  }

  getSamlProvider(uuid: string): SamlProvider {
    return publicSamlProvider(this.storedSamlProvider(uuid))
  }

  /** A new provider is also offered as a login connector, as the service does. */
  addSamlProvider(data: SamlProviderData): SamlProvider {
    this.assertSamlNameFree(data.saml_idp_name)
    const provider = samlProviderFrom(globalThis.crypto.randomUUID(), data)
    this.state.samlProviders.push(provider)
    this.upsertConnector(provider.uuid, provider.saml_idp_name, 'saml')
    return publicSamlProvider(provider)
  }

  /**
   * Without new metadata, a provider configured by metadata keeps the metadata it holds, as the
   * service does (docs/decisions/009); any other provider has none to keep.
   */
  updateSamlProvider(uuid: string, data: SamlProviderUpdateData): SamlProvider {
    const stored = this.storedSamlProvider(uuid)
    this.assertSamlNameFree(data.saml_idp_name, uuid)
    const provider = this.updatedSamlProvider(stored, data)
    this.state.samlProviders = this.state.samlProviders.map((candidate) => (candidate.uuid === uuid ? provider : candidate))
    if (this.state.connectors.some((connector) => connector.id === uuid)) {
      this.upsertConnector(uuid, provider.saml_idp_name, 'saml')
    }
    return publicSamlProvider(provider)
  }

  /**
   * The provider as `data` makes it; metadata left out keeps the stored metadata and what was read
   * from it. The mock reads no metadata from a URL: the same URL keeps what the seed says was read there.
   */
  private updatedSamlProvider(stored: StoredSamlProvider, data: SamlProviderUpdateData): StoredSamlProvider {
    if (data.type === 'url') {
      const sameUrl = stored.type === 'url' && stored.idp_metadata_url === data.idp_metadata_url
      return { ...samlProviderFrom(stored.uuid, data), idp_properties: sameUrl ? stored.idp_properties : null }
    }
    if (data.type !== 'metadata') return samlProviderFrom(stored.uuid, data)
    const { idp_metadata: metadata, ...rest } = data
    if (metadata !== undefined) return samlProviderFrom(stored.uuid, { ...rest, idp_metadata: metadata })
    if (stored.type !== 'metadata' || stored.idp_metadata === undefined) {
      throw new MockDbError('bad_request', 'saml_provider', 'idp_metadata: the provider holds no metadata to keep; send the metadata.')
    }
    return { ...samlProviderFrom(stored.uuid, { ...rest, idp_metadata: stored.idp_metadata }), idp_properties: stored.idp_properties }
  }

  deleteSamlProvider(uuid: string): void {
    this.storedSamlProvider(uuid)
    this.state.samlProviders = this.state.samlProviders.filter((provider) => provider.uuid !== uuid)
    this.removeConnector(uuid)
  }

  private storedSamlProvider(uuid: string): StoredSamlProvider {
    const provider = this.state.samlProviders.find((candidate) => candidate.uuid === uuid)
    if (!provider) throw new MockDbError('not_found', 'saml_provider', `No SAML identity provider has the id ${uuid}.`)
    return provider
  }

  private assertSamlNameFree(name: string, exceptUuid?: string): void {
    if (this.state.samlProviders.some((p) => p.uuid !== exceptUuid && sameName(p.saml_idp_name, name))) {
      throw new MockDbError('conflict', 'saml_provider', `A SAML identity provider named ${name} already exists.`)
    }
  }

  // ------------------------------------------------------------ directory services

  listDirectories(page: PageInput): ListPage<DirectoryService> {
    return paginate(this.state.directories.map(publicDirectory), page)
  }

  getDirectory(uuid: string): DirectoryService {
    return publicDirectory(this.storedDirectory(uuid))
  }

  /** A new directory is also offered as an LDAP login connector, as the service does. */
  async addDirectory(data: DirectoryData): Promise<DirectoryService> {
    this.assertDirectoryNameFree(data.name)
    const directory = this.directoryFrom(globalThis.crypto.randomUUID(), data, await this.hasher.hash(data.service_account.password))
    this.assertDirectoryNameFree(data.name)
    this.state.directories.push(directory)
    this.upsertConnector(directory.metadata.uuid, directory.spec.name, 'ldap')
    return publicDirectory(directory)
  }

  /** Without a new bind password the stored hash is kept, as the service does (docs/decisions/008). */
  async updateDirectory(uuid: string, data: UpdateDirectoryData): Promise<DirectoryService> {
    const storedHash = this.storedDirectory(uuid).spec.resources.service_account.password_hash
    this.assertDirectoryNameFree(data.name, uuid)
    const { password } = data.service_account
    const directory = this.directoryFrom(uuid, data, password === undefined ? storedHash : await this.hasher.hash(password))
    this.storedDirectory(uuid)
    this.state.directories = this.state.directories.map((candidate) =>
      candidate.metadata.uuid === uuid ? directory : candidate,
    )
    if (this.state.connectors.some((connector) => connector.id === uuid)) {
      this.upsertConnector(uuid, directory.spec.name, 'ldap')
    }
    return publicDirectory(directory)
  }

  /** Whether `password` is the directory's stored bind password; for tests, as nothing answers it. */
  verifyDirectoryPassword(uuid: string, password: string): Promise<boolean> {
    return this.hasher.verify(password, this.storedDirectory(uuid).spec.resources.service_account.password_hash)
  }

  deleteDirectory(uuid: string): void {
    this.storedDirectory(uuid)
    this.state.directories = this.state.directories.filter((directory) => directory.metadata.uuid !== uuid)
    this.removeConnector(uuid)
  }

  private directoryFrom(uuid: string, data: Omit<UpdateDirectoryData, 'dir_id'>, passwordHash: string): StoredDirectory {
    // Only OPEN_LDAP directories carry an Open LDAP configuration.
    const openLdap = data.directory_type === 'OPEN_LDAP' ? data.open_ldap_configuration : undefined
    return {
      metadata: { uuid },
      spec: {
        name: data.name,
        resources: {
          directory_type: data.directory_type,
          domain_name: data.domain_name,
          url: data.url,
          group_search_type: data.group_search_type,
          service_account: {
            username: data.service_account.username,
            password_hash: passwordHash,
          },
          ...(openLdap ? { open_ldap_configuration: structuredClone(openLdap) } : {}),
        },
      },
    }
  }

  private storedDirectory(uuid: string): StoredDirectory {
    const directory = this.state.directories.find((candidate) => candidate.metadata.uuid === uuid)
    if (!directory) throw new MockDbError('not_found', 'directory', `No directory service has the id ${uuid}.`)
    return directory
  }

  private assertDirectoryNameFree(name: string, exceptUuid?: string): void {
    const taken = this.state.directories.some((d) => d.metadata.uuid !== exceptUuid && sameName(d.spec.name, name))
    if (taken) throw new MockDbError('conflict', 'directory', `A directory service named ${name} already exists.`)
  }

  // ------------------------------------------------------------ system configuration and version

  getSystemConfig(): SystemConfig {
    return { ...this.state.systemConfig }
  }

  updateSystemConfig(changes: Partial<SystemConfig>): SystemConfig {
    this.state.systemConfig = { ...this.state.systemConfig, ...changes }
    return this.getSystemConfig()
  }

  getVersion(): VersionInfo {
    return structuredClone(this.state.version)
  }
}

function emptyState(): MockState {
  return {
    users: [],
    connectors: [],
    serviceAccounts: [],
    samlProviders: [],
    directories: [],
    systemConfig: { welcome_banner_status: false, welcome_banner_content: '' },
    version: { version: '', customLogin: [] },
  }
}
