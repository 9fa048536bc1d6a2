import { demoAccount, type DemoAccount } from '../src/core/auth/demo-session'
// The demo's login page says what only the demo says; its English texts come with the demo's store.
import '../src/core/i18n/other-screens-texts'
import { MockDb } from './db'
import type { PasswordHasher } from './password-hasher'
import { DEFAULT_DEMO_PASSWORD, DEMO_ADMIN_EMAIL, DEMO_ADMIN_USERNAME, DEMO_ADMIN_UUID, demoConnectorUrl } from './seed'

/**
 * The offline demo's store starts from the seed on every page load, yet a password change ends with
 * one (docs/product/change-password.md): the changed hashes are kept for the tab, so that the new
 * password signs in and the old one is refused, as with the real service. Hashes only: the password
 * typed may be one the user has elsewhere.
 */
const PASSWORDS_STORAGE_KEY = 'iam-mock-passwords'

function keptPasswordHashes(): Map<string, string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(PASSWORDS_STORAGE_KEY) ?? '{}')
    if (typeof stored !== 'object' || stored === null) return new Map()
    return new Map(Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  } catch {
    return new Map()
  }
}

function saveHashes(hashes: Map<string, string>): void {
  try {
    if (hashes.size === 0) sessionStorage.removeItem(PASSWORDS_STORAGE_KEY)
    else sessionStorage.setItem(PASSWORDS_STORAGE_KEY, JSON.stringify(Object.fromEntries(hashes)))
  } catch {
    // Storage may be unavailable (private mode, quota); the change then lasts only for this page.
  }
}

export interface DemoStore {
  db: MockDb
  /** Settles once the store is seeded and holds the passwords changed earlier in this tab. */
  ready: Promise<void>
  /** The account the demo's login page names and accepts: the seed's administrator. */
  account: DemoAccount
  /** Back to the seed's passwords, on this page and the next. */
  forgetPasswords: () => void
}

/**
 * The offline demo's store: the seed, with connectors that lead to the demo's login page and the
 * passwords changed earlier in this tab.
 */
export function createDemoStore(options: { maxCertificates: number; hasher?: PasswordHasher }): DemoStore {
  const kept = keptPasswordHashes()
  const db = new MockDb({
    ...options,
    demoPassword: DEFAULT_DEMO_PASSWORD,
    connectorUrl: demoConnectorUrl,
    onPasswordChange: (uuid, hash) => saveHashes(keptPasswordHashes().set(uuid, hash)),
  })
  const ready = db.ready().then(() => {
    for (const [uuid, hash] of kept) db.restorePasswordHash(uuid, hash)
  })
  const account = demoAccount(
    { username: DEMO_ADMIN_USERNAME, email: DEMO_ADMIN_EMAIL },
    {
      password: kept.has(DEMO_ADMIN_UUID) ? undefined : DEFAULT_DEMO_PASSWORD,
      checkPassword: (password) => db.verifyPassword(DEMO_ADMIN_USERNAME, password),
    },
  )
  return { db, ready, account, forgetPasswords: () => saveHashes(new Map()) }
}
