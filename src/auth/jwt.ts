import { z } from 'zod/mini'

/** The claims the console reads from an identity token. */
export const idTokenClaimsSchema = z.looseObject({
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  sub: z.optional(z.string()),
  email: z.optional(z.string()),
  name: z.optional(z.string()),
  preferred_username: z.optional(z.string()),
})
export type IdTokenClaims = z.infer<typeof idTokenClaimsSchema>

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=')
  const binary = atob(base64)
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

function decodeJson(part: string): unknown {
  return JSON.parse(new TextDecoder().decode(base64UrlToBytes(part)))
}

interface JwtParts {
  header: { alg?: unknown; kid?: unknown }
  claims: IdTokenClaims
  signedPart: string
  signature: Uint8Array<ArrayBuffer>
}

function splitJwt(token: string): JwtParts | undefined {
  const parts = token.split('.')
  if (parts.length !== 3) return undefined
  const [header, payload, signature] = parts as [string, string, string]
  try {
    const claims = idTokenClaimsSchema.safeParse(decodeJson(payload))
    const decodedHeader = decodeJson(header)
    if (!claims.success || typeof decodedHeader !== 'object' || decodedHeader === null) return undefined
    return {
      header: decodedHeader,
      claims: claims.data,
      signedPart: `${header}.${payload}`,
      signature: base64UrlToBytes(signature),
    }
  } catch {
    return undefined
  }
}

/** The claims of a token without checking it: only for showing, never for trusting. */
export function readClaims(token: string): IdTokenClaims | undefined {
  return splitJwt(token)?.claims
}

export interface PublicJwk {
  kty?: string
  kid?: string
  alg?: string
  use?: string
  crv?: string
  n?: string
  e?: string
  x?: string
  y?: string
}

const ALGORITHMS: Record<string, { import: RsaHashedImportParams | EcKeyImportParams; verify: AlgorithmIdentifier | EcdsaParams }> = {
  RS256: {
    import: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    verify: { name: 'RSASSA-PKCS1-v1_5' },
  },
  PS256: { import: { name: 'RSA-PSS', hash: 'SHA-256' }, verify: { name: 'RSA-PSS', saltLength: 32 } as AlgorithmIdentifier },
  ES256: { import: { name: 'ECDSA', namedCurve: 'P-256' }, verify: { name: 'ECDSA', hash: 'SHA-256' } },
}

export type IdTokenProblem = 'malformed' | 'signature' | 'issuer' | 'audience' | 'expired'

export interface VerifyOptions {
  keys: readonly PublicJwk[]
  issuer: string
  audience: string
  /** Seconds since the epoch. */
  now: number
}

/**
 * Checks an identity token as CONTRACT.md §2 requires: signature against the provider's
 * keys, issuer, audience and expiry. Returns its claims, or what is wrong with it.
 */
export async function verifyIdToken(
  token: string,
  options: VerifyOptions,
): Promise<{ ok: true; claims: IdTokenClaims } | { ok: false; problem: IdTokenProblem }> {
  const jwt = splitJwt(token)
  if (!jwt) return { ok: false, problem: 'malformed' }
  const alg = typeof jwt.header.alg === 'string' ? jwt.header.alg : ''
  const algorithm = ALGORITHMS[alg]
  // 'none' and HMAC algorithms are refused: only the provider's public keys may vouch for a token.
  if (!algorithm) return { ok: false, problem: 'signature' }
  const candidates = options.keys.filter(
    (key) => (jwt.header.kid === undefined || key.kid === jwt.header.kid) && (key.alg === undefined || key.alg === alg),
  )
  let signed = false
  for (const jwk of candidates) {
    try {
      const key = await crypto.subtle.importKey('jwk', jwk as JsonWebKey, algorithm.import, false, ['verify'])
      const data = new TextEncoder().encode(jwt.signedPart)
      if (await crypto.subtle.verify(algorithm.verify, key, jwt.signature, data)) {
        signed = true
        break
      }
    } catch {
      // A key of another type or curve: try the next one.
    }
  }
  if (!signed) return { ok: false, problem: 'signature' }
  const { claims } = jwt
  if (claims.iss !== options.issuer) return { ok: false, problem: 'issuer' }
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud]
  if (!audiences.includes(options.audience)) return { ok: false, problem: 'audience' }
  if (claims.exp <= options.now) return { ok: false, problem: 'expired' }
  return { ok: true, claims }
}
