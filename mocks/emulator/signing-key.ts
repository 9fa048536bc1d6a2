import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto'

export interface SigningKey {
  kid: string
  /** For oidc-provider's `jwks`: it signs with this key and publishes its public half. */
  privateJwk: Record<string, unknown>
  /** For checking the bearer tokens the API receives. */
  publicKey: KeyObject
}

/**
 * A fresh RS256 key pair, read back from PEM. Node 20 can hang for good exporting a key that its
 * generation still shares: the export holds the key's lock while it allocates, and a garbage
 * collection then may finish the generation's job, whose clean-up waits for the same lock. Keys
 * read from PEM have locks of their own.
 */
function generateRsaKeyPair(): { privateKey: KeyObject; publicKey: KeyObject } {
  const pem = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  })
  return { privateKey: createPrivateKey(pem.privateKey), publicKey: createPublicKey(pem.publicKey) }
}

/** A fresh RS256 key per emulator: tokens from an earlier run are worthless on purpose. */
export function createSigningKey(): SigningKey {
  const { privateKey, publicKey } = generateRsaKeyPair()
  const kid = createHash('sha256').update(publicKey.export({ format: 'der', type: 'spki' })).digest('base64url').slice(0, 16)
  return { kid, privateJwk: { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }, publicKey }
}
