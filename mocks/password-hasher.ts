/** How passwords are kept: only ever as a hash, made and checked through this interface. */
export interface PasswordHasher {
  hash(password: string): Promise<string>
  verify(password: string, hash: string): Promise<boolean>
}

const PBKDF2_PREFIX = 'pbkdf2-sha256'

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

async function pbkdf2(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const subtle = globalThis.crypto.subtle
  const key = await subtle.importKey('raw', Uint8Array.from(new TextEncoder().encode(password)), 'PBKDF2', false, ['deriveBits'])
  const bits = await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256)
  return new Uint8Array(bits)
}

/** Compares every byte, so the time taken does not tell how much of a guess was right. */
function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length
  for (let i = 0; i < Math.max(a.length, b.length); i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return difference === 0
}

/**
 * WebCrypto PBKDF2-SHA-256 (browser and Node alike), stored as `pbkdf2-sha256$iterations$salt$hash`.
 * Fewer iterations are fine for tests; the stored iteration count is what verification uses.
 */
export function createPbkdf2Hasher(iterations = 100_000): PasswordHasher {
  return {
    async hash(password) {
      const salt = globalThis.crypto.getRandomValues(new Uint8Array(16))
      const derived = await pbkdf2(password, salt, iterations)
      return [PBKDF2_PREFIX, String(iterations), toBase64(salt), toBase64(derived)].join('$')
    },
    async verify(password, hash) {
      const [prefix, rounds, salt, expected] = hash.split('$')
      const storedIterations = Number(rounds)
      if (prefix !== PBKDF2_PREFIX || !Number.isInteger(storedIterations) || !salt || !expected) return false
      const derived = await pbkdf2(password, fromBase64(salt), storedIterations)
      return equalBytes(derived, fromBase64(expected))
    },
  }
}
