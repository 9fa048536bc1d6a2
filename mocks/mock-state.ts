import type { Connector, DirectoryService, SamlProvider, ServiceAccount, SystemConfig, User } from '../src/core/api/schemas'

// What the mock service stores. Its own module so that the store (db.ts) and the seed (seed.ts),
// which the store starts from, both use it without importing each other.

/** Kept only in the store: the PBKDF2 hash, never the password, and never sent out. */
export type StoredUser = User & { password_hash?: string }
export type StoredSamlProvider = SamlProvider & { idp_metadata?: string }

type DirectoryResources = DirectoryService['spec']['resources']
export interface StoredDirectory {
  metadata: { uuid: string }
  spec: {
    name: string
    resources: Omit<DirectoryResources, 'service_account'> & {
      service_account: { username: string; password_hash: string }
    }
  }
}

export interface VersionInfo {
  version: string
  customLogin: { key: string; value: string }[]
}

/** Everything the mock service knows; plain data, so a snapshot is a structured clone. */
export interface MockState {
  users: StoredUser[]
  connectors: Connector[]
  serviceAccounts: ServiceAccount[]
  samlProviders: StoredSamlProvider[]
  directories: StoredDirectory[]
  systemConfig: SystemConfig
  version: VersionInfo
}
