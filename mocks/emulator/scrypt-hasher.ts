import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import type { PasswordHasher } from '../password-hasher'

const PREFIX = 'scrypt'
const KEY_LENGTH = 32
const SALT_BYTES = 16

export interface ScryptCost {
  /** CPU/memory cost, a power of two. */
  N: number
  r: number
  p: number
}

/** OWASP's minimum for scrypt (2^17 would be their first choice; this keeps seeding quick). */
const DEFAULT_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1 }

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; node's 32 MiB default would refuse a cost above 2^14, so allow twice that.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r }
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => {
      if (error) reject(error)
      else resolve(key)
    })
  })
}

/**
 * node:crypto scrypt with a random salt per password, stored as `scrypt$N$r$p$salt$hash`
 * (base64url). The cost is stored with the hash, so a hash made with another cost still verifies.
 */
export function createScryptHasher(cost: ScryptCost = DEFAULT_COST): PasswordHasher {
  return {
    async hash(password) {
      const salt = randomBytes(SALT_BYTES)
      const key = await derive(password, salt, cost)
      return [PREFIX, cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$')
    },
    async verify(password, stored) {
      const [prefix, n, r, p, salt, expected] = stored.split('$')
      const storedCost = { N: Number(n), r: Number(r), p: Number(p) }
      if (prefix !== PREFIX || !salt || !expected || !Object.values(storedCost).every(Number.isSafeInteger)) return false
      const expectedKey = Buffer.from(expected, 'base64url')
      const key = await derive(password, Buffer.from(salt, 'base64url'), storedCost)
      // Constant time: how long a comparison takes must not reveal how much of a guess was right.
      return key.length === expectedKey.length && timingSafeEqual(key, expectedKey)
    },
  }
}
