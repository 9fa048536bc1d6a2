import { beforeAll, describe, expect, it } from 'vitest'
import { readClaims, verifyIdToken, type PublicJwk } from '../../../src/auth/jwt'

const ISSUER = 'http://127.0.0.1:9440/api/iam/authn'
const NOW = 1_900_000_000

const encode = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url')

interface Signer {
  jwk: PublicJwk
  sign: (claims: object, header?: object) => Promise<string>
}

async function rsaSigner(kid: string): Promise<Signer> {
  const algorithm = { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }
  const pair = await crypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])
  const jwk = { ...(await crypto.subtle.exportKey('jwk', pair.publicKey)), kid, alg: 'RS256', use: 'sig' } as PublicJwk
  return {
    jwk,
    sign: async (claims, header = { alg: 'RS256', kid }) => {
      const signed = `${encode(header)}.${encode(claims)}`
      const signature = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', pair.privateKey, new Uint8Array(Buffer.from(signed)))
      return `${signed}.${Buffer.from(signature).toString('base64url')}`
    },
  }
}

const claims = (overrides: object = {}) => ({
  iss: ISSUER,
  aud: 'iam-ui',
  sub: 'u-admin',
  email: 'admin@example.com',
  exp: NOW + 300,
  ...overrides,
})

describe('verifyIdToken', () => {
  let provider: Signer
  let stranger: Signer
  const options = () => ({ keys: [provider.jwk], issuer: ISSUER, audience: 'iam-ui', now: NOW })

  beforeAll(async () => {
    provider = await rsaSigner('k1')
    stranger = await rsaSigner('k1')
  })

  it('accepts a token signed by the provider for this client', async () => {
    const result = await verifyIdToken(await provider.sign(claims()), options())
    expect(result).toMatchObject({ ok: true, claims: { email: 'admin@example.com' } })
  })

  it('accepts an audience list that names this client', async () => {
    const result = await verifyIdToken(await provider.sign(claims({ aud: ['other', 'iam-ui'] })), options())
    expect(result.ok).toBe(true)
  })

  it.each([
    ['expired', { exp: NOW - 1 }],
    ['audience', { aud: 'someone-else' }],
    ['issuer', { iss: 'https://evil.example.com' }],
  ])('refuses a token with a wrong %s', async (problem, overrides) => {
    const result = await verifyIdToken(await provider.sign(claims(overrides)), options())
    expect(result).toEqual({ ok: false, problem })
  })

  it('refuses a token signed with another key under the same kid', async () => {
    const result = await verifyIdToken(await stranger.sign(claims()), options())
    expect(result).toEqual({ ok: false, problem: 'signature' })
  })

  it('refuses a token whose claims were changed after signing', async () => {
    const [header, , signature] = (await provider.sign(claims())).split('.')
    const forged = `${header}.${encode(claims({ email: 'root@example.com' }))}.${signature}`
    expect(await verifyIdToken(forged, options())).toEqual({ ok: false, problem: 'signature' })
  })

  it('refuses unsigned and HMAC tokens', async () => {
    const none = `${encode({ alg: 'none' })}.${encode(claims())}.`
    const hmac = `${encode({ alg: 'HS256' })}.${encode(claims())}.c2ln`
    expect(await verifyIdToken(none, options())).toEqual({ ok: false, problem: 'signature' })
    expect(await verifyIdToken(hmac, options())).toEqual({ ok: false, problem: 'signature' })
  })

  it.each(['', 'abc', 'a.b', 'a.b.c.d', `${encode({ alg: 'RS256' })}.not-json.x`])('refuses malformed %j', async (token) => {
    expect(await verifyIdToken(token, options())).toEqual({ ok: false, problem: 'malformed' })
  })
})

describe('readClaims', () => {
  it('reads the claims without trusting them', () => {
    const token = `${encode({ alg: 'none' })}.${encode(claims())}.`
    expect(readClaims(token)?.email).toBe('admin@example.com')
    expect(readClaims('garbage')).toBeUndefined()
  })
})
