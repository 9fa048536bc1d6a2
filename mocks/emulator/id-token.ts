import { createPrivateKey, sign, verify, type JsonWebKey, type KeyObject } from 'node:crypto'

export interface IdTokenExpectations {
  publicKey: KeyObject
  issuer: string
  audience: string
  now?: () => number
}

export type IdTokenClaims = Readonly<Record<string, unknown>> & { sub: string }

export type IdTokenCheck = { ok: true; claims: IdTokenClaims } | { ok: false; reason: string }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** One base64url segment of a JWS as a JSON object; undefined when it is not one. */
export function decodeJson(segment: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'))
    return isRecord(value) ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * Checks an id_token as the API's gate: RS256 only (never `none` or an HMAC made with the
 * public key), signed by the provider's key, from our issuer, for our client, not expired.
 */
export function verifyIdToken(token: string, expected: IdTokenExpectations): IdTokenCheck {
  const parts = token.split('.')
  const [headerPart, payloadPart, signaturePart] = parts
  if (parts.length !== 3 || !headerPart || !payloadPart || !signaturePart) return { ok: false, reason: 'The token is not a JWS.' }
  const header = decodeJson(headerPart)
  if (header?.alg !== 'RS256') return { ok: false, reason: 'The token is not signed with RS256.' }
  const signed = verify('sha256', Buffer.from(`${headerPart}.${payloadPart}`), expected.publicKey, Buffer.from(signaturePart, 'base64url'))
  if (!signed) return { ok: false, reason: 'The token signature does not verify.' }

  const claims = decodeJson(payloadPart)
  if (!claims || typeof claims.sub !== 'string') return { ok: false, reason: 'The token has no subject.' }
  if (claims.iss !== expected.issuer) return { ok: false, reason: 'The token comes from another issuer.' }
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud]
  if (!audiences.includes(expected.audience)) return { ok: false, reason: 'The token is meant for another client.' }
  const nowSeconds = (expected.now ?? Date.now)() / 1000
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return { ok: false, reason: 'The token has expired.' }
  return { ok: true, claims: { ...claims, sub: claims.sub } }
}

export interface MintOptions {
  privateJwk: Record<string, unknown>
  kid: string
  claims: Readonly<Record<string, unknown>>
  /** Header parameters beside `alg`, `typ` and `kid`. */
  header?: Readonly<Record<string, unknown>>
}

/** Signs an id_token with a key of this emulator, for the fragment path: its login answer and its test control. */
export function mintIdToken({ privateJwk, kid, claims, header = {} }: MintOptions): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const signed = `${encode({ alg: 'RS256', typ: 'JWT', kid, ...header })}.${encode(claims)}`
  const key = createPrivateKey({ key: privateJwk as JsonWebKey, format: 'jwk' })
  return `${signed}.${sign('sha256', Buffer.from(signed), key).toString('base64url')}`
}
