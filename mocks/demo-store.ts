import { demoAccount, type DemoAccount } from '../src/core/auth/demo-session'
import { MockDb } from './db'
import type { PasswordHasher } from './password-hasher'
import { DEFAULT_DEMO_PASSWORD, DEMO_ADMIN_EMAIL, DEMO_ADMIN_USERNAME, demoConnectorUrl } from './seed'

export interface DemoStore {
  db: MockDb
  /** Settles once the store is seeded. */
  ready: Promise<void>
  /** The account the demo's login page names and accepts: the seed's administrator. */
  account: DemoAccount
}

/** The offline demo's store: the seed, with connectors that lead to the demo's login page. */
export function createDemoStore(options: { maxCertificates: number; hasher?: PasswordHasher }): DemoStore {
  const db = new MockDb({ ...options, demoPassword: DEFAULT_DEMO_PASSWORD, connectorUrl: demoConnectorUrl })
  const account = demoAccount({ username: DEMO_ADMIN_USERNAME, email: DEMO_ADMIN_EMAIL }, DEFAULT_DEMO_PASSWORD)
  return { db, ready: db.ready(), account }
}
