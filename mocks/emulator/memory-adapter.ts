import type { Adapter, AdapterPayload } from 'oidc-provider'

interface Entry {
  payload: AdapterPayload
  /** Epoch milliseconds; Infinity when the provider gave no lifetime. */
  expiresAt: number
}

/** Models whose records belong to a grant and go when the grant is revoked. */
const GRANT_MEMBERS = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest'])

const SWEEP_EVERY = 200

/**
 * oidc-provider's storage for one emulator: sessions, interactions, grants and tokens, in
 * memory and private to this provider (the package's own memory adapter is shared by every
 * provider in the process and warns on start). Expired records read as missing.
 */
export function createMemoryAdapterFactory(): (modelName: string) => Adapter {
  const entries = new Map<string, Entry>()
  const sessionKeysByUid = new Map<string, string>()
  let writesSinceSweep = 0

  const live = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt > Date.now()) return entry.payload
    entries.delete(key)
    return undefined
  }

  const sweep = () => {
    const now = Date.now()
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key)
    for (const [uid, key] of sessionKeysByUid) if (!entries.has(key)) sessionKeysByUid.delete(uid)
  }

  return (model) => {
    const keyOf = (id: string) => `${model}:${id}`
    return {
      upsert(id, payload, expiresIn) {
        const expiresAt = typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : Infinity
        entries.set(keyOf(id), { payload, expiresAt })
        if (model === 'Session' && payload.uid) sessionKeysByUid.set(payload.uid, keyOf(id))
        if (++writesSinceSweep >= SWEEP_EVERY) {
          writesSinceSweep = 0
          sweep()
        }
        return Promise.resolve()
      },
      find(id) {
        return Promise.resolve(live(keyOf(id)))
      },
      findByUid(uid) {
        const key = sessionKeysByUid.get(uid)
        return Promise.resolve(key === undefined ? undefined : live(key))
      },
      findByUserCode() {
        // The device flow is off: no record ever has a user code.
        return Promise.resolve(undefined)
      },
      consume(id) {
        const payload = live(keyOf(id))
        if (payload) payload.consumed = Math.floor(Date.now() / 1000)
        return Promise.resolve()
      },
      destroy(id) {
        entries.delete(keyOf(id))
        return Promise.resolve()
      },
      revokeByGrantId(grantId) {
        for (const [key, entry] of entries) {
          const memberModel = key.slice(0, key.indexOf(':'))
          if (GRANT_MEMBERS.has(memberModel) && entry.payload.grantId === grantId) entries.delete(key)
        }
        return Promise.resolve()
      },
    }
  }
}
