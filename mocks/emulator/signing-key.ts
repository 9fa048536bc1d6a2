import { createHash, generateKeyPairSync, type KeyObject } from 'node:crypto'

export interface SigningKey {
  kid: string
  /** For oidc-provider's `jwks`: it signs with this key and publishes its public half. */
  privateJwk: Record<string, unknown>
  /** For checking the bearer tokens the API receives. */
  publicKey: KeyObject
}

/** A fresh RS256 key per emulator: tokens from an earlier run are worthless on purpose. */
export function createSigningKey(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const kid = createHash('sha256').update(publicKey.export({ format: 'der', type: 'spki' })).digest('base64url').slice(0, 16)
  return { kid, privateJwk: { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }, publicKey }
}
