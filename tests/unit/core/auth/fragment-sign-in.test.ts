// The compatibility sign-in's checks (src/core/auth/fragment-sign-in.ts), each played as an attacker would.
import { createHmac } from 'node:crypto'
import { SignJWT, exportJWK, generateKeyPair, type JWK, type JWTPayload } from 'jose'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { verifyFragmentSignIn } from '../../../../src/core/auth/fragment-sign-in'
import { beginFormSignIn, SIGN_IN_STATE_TTL_MS, takeSignInState } from '../../../../src/core/auth/sign-in-state'
import { defaultConfig, readConfig } from '../../../../src/core/config'

const config = defaultConfig('http://127.0.0.1:9440')
const ISSUER = config.oidc.authority
const CLIENT = config.oidc.client_id
const NOW = Date.UTC(2030, 0, 1)
const NOW_S = NOW / 1000

interface Signer {
  jwk: JWK
  sign: (claims: JWTPayload) => Promise<string>
  /** Signs any header, even one jose would refuse to produce. */
  signRaw: (header: Record<string, unknown>, claims: JWTPayload) => Promise<string>
}

async function signer(kid: string): Promise<Signer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true })
  return {
    jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
    sign: (claims) => new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).sign(privateKey),
    signRaw: async (header, claims) => {
      const signed = `${b64(header)}.${b64(claims)}`
      const signature = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', privateKey, Buffer.from(signed))
      return `${signed}.${Buffer.from(signature).toString('base64url')}`
    },
  }
}

let provider: Signer
let stranger: Signer

beforeAll(async () => {
  provider = await signer('provider-key')
  stranger = await signer('provider-key')
})

beforeEach(() => {
  sessionStorage.clear()
})

const claims = (overrides: JWTPayload = {}): JWTPayload => ({
  iss: ISSUER,
  aud: CLIENT,
  sub: 'u-admin',
  email: 'admin@example.com',
  iat: NOW_S - 5,
  exp: NOW_S + 600,
  ...overrides,
})

/** A token response answering the login form this tab posted `stateAgo` ms before NOW. */
async function answer(idToken: Promise<string> | string, options: { expiresIn?: number; state?: string; stateAgo?: number } = {}) {
  const stored = beginFormSignIn(NOW - (options.stateAgo ?? 1000))
  return {
    access_token: 'at',
    expires_in: String(options.expiresIn ?? 600),
    id_token: await idToken,
    state: options.state ?? stored,
    token_type: 'Bearer',
  }
}

const deps = { config, signingKeys: () => Promise.resolve([provider.jwk]), now: NOW }
/** As the console does: the tab's stored state is taken first, then the response is checked against it. */
const verify = (fields: Record<string, string>) => verifyFragmentSignIn(fields, { ...deps, expectedState: takeSignInState(NOW) })

describe('a token response in the address', () => {
  it('is accepted when it answers this tab’s login form and its id_token verifies', async () => {
    const fields = await answer(provider.sign(claims()))
    expect(await verify(fields)).toEqual({
      ok: true,
      tokens: { access_token: 'at', expires_in: 600, id_token: fields.id_token, token_type: 'Bearer' },
    })
  })

  it('ends the session at the token’s own expiry when expires_in claims longer', async () => {
    const verdict = await verify(await answer(provider.sign(claims({ exp: NOW_S + 120 })), { expiresIn: 999_999_999 }))
    expect(verdict).toMatchObject({ ok: true, tokens: { expires_in: 120 } })
  })

  it('ends it there too for an expires_in beyond any integer JavaScript counts exactly, or with a fraction', async () => {
    const expiring = claims({ exp: NOW_S + 120 })
    const huge = await answer(provider.sign(expiring))
    expect(await verify({ ...huge, expires_in: '99999999999999999999' })).toMatchObject({ ok: true, tokens: { expires_in: 120 } })
    const fractional = await answer(provider.sign(expiring))
    expect(await verify({ ...fractional, expires_in: '59.5' })).toMatchObject({ ok: true, tokens: { expires_in: 59 } })
  })

  it('takes an issuer that ends in a slash, as configured, and only that one', async () => {
    const slashed = readConfig({ oidc: { authority: 'https://idp.example.com/' } }, 'http://127.0.0.1:9440')
    const verifyFor = (fields: Record<string, string>) => verifyFragmentSignIn(fields, { ...deps, config: slashed, expectedState: takeSignInState(NOW) })
    expect((await verifyFor(await answer(provider.sign(claims({ iss: 'https://idp.example.com/' }))))).ok).toBe(true)
    expect(await verifyFor(await answer(provider.sign(claims({ iss: 'https://idp.example.com' }))))).toEqual({ ok: false, reason: 'token' })
  })

  it('keeps a shorter expires_in', async () => {
    expect(await verify(await answer(provider.sign(claims()), { expiresIn: 60 }))).toMatchObject({ ok: true, tokens: { expires_in: 60 } })
  })

  it('accepts several audiences when azp names this client, and clock skew of up to a minute', async () => {
    const token = provider.sign(claims({ aud: ['other', CLIENT], azp: CLIENT, nbf: NOW_S + 50, iat: NOW_S + 50 }))
    expect((await verify(await answer(token))).ok).toBe(true)
  })

  it('accepts an id_token issued long before the login: the one-time state, not the token’s age, ties it to this login', async () => {
    const token = provider.sign(claims({ iat: NOW_S - 24 * 3600 }))
    expect((await verify(await answer(token))).ok).toBe(true)
  })

  it('is accepted when signed by hand without crit, so the crit refusal below is about the unknown name alone', async () => {
    const token = provider.signRaw({ alg: 'RS256', kid: 'provider-key' }, claims())
    expect((await verify(await answer(token))).ok).toBe(true)
  })
})

describe('refuses', () => {
  it.each<[string, () => Promise<string> | string]>([
    ['a token signed by another key under the same kid', () => stranger.sign(claims())],
    ['an unsigned token (alg none)', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`],
    ['a token MACed with the public key (alg HS256)', () => hmacWithPublicKey()],
    ['a tampered payload', async () => swapPayload(await provider.sign(claims()), claims({ email: 'evil@example.com' }))],
    ['another issuer', () => provider.sign(claims({ iss: 'https://evil.example/authn' }))],
    ['another audience', () => provider.sign(claims({ aud: 'another-client' }))],
    ['several audiences without azp', () => provider.sign(claims({ aud: ['other', CLIENT] }))],
    ['an azp naming another client', () => provider.sign(claims({ azp: 'another-client' }))],
    ['an expired token', () => provider.sign(claims({ exp: NOW_S - 1 }))],
    ['a token expired 30 s ago (within the clock skew allowed for nbf and iat)', () => provider.sign(claims({ exp: NOW_S - 30 }))],
    ['a token expiring this second', () => provider.sign(claims({ exp: NOW_S }))],
    ['no exp', () => provider.sign(claims({ exp: undefined }))],
    ['nbf more than a minute ahead', () => provider.sign(claims({ nbf: NOW_S + 61 }))],
    ['iat more than a minute ahead', () => provider.sign(claims({ iat: NOW_S + 61 }))],
    ['iat a year ahead', () => provider.sign(claims({ iat: NOW_S + 365 * 24 * 3600, exp: NOW_S + 366 * 24 * 3600 }))],
    ['no iat', () => provider.sign(claims({ iat: undefined }))],
    [
      'an unknown critical header',
      () => provider.signRaw({ alg: 'RS256', kid: 'provider-key', crit: ['exp-ignored'], 'exp-ignored': true }, claims()),
    ],
    ['garbage', () => 'not-a-jwt'],
  ])('%s', async (_name, token) => {
    expect(await verify(await answer(token()))).toEqual({ ok: false, reason: 'token' })
  })

  it('a response when this tab posted no login form', async () => {
    const fields = await answer(provider.sign(claims()))
    sessionStorage.clear()
    expect(await verify(fields)).toEqual({ ok: false, reason: 'state' })
  })

  it('a response echoing another state', async () => {
    expect(await verify(await answer(provider.sign(claims()), { state: 'guessed-state' }))).toEqual({ ok: false, reason: 'state' })
  })

  it('a response without a state', async () => {
    const { state: _state, ...fields } = await answer(provider.sign(claims()))
    expect(await verify(fields)).toEqual({ ok: false, reason: 'state' })
  })

  it('a response to a login form posted more than ten minutes ago', async () => {
    const fields = await answer(provider.sign(claims()), { stateAgo: SIGN_IN_STATE_TTL_MS + 1 })
    expect(await verify(fields)).toEqual({ ok: false, reason: 'state' })
  })

  it('a replay: the state answers one response only, even a refused one', async () => {
    const fields = await answer(provider.sign(claims()))
    expect((await verify(fields)).ok).toBe(true)
    expect(await verify(fields)).toEqual({ ok: false, reason: 'state' })

    const refused = await answer(stranger.sign(claims()))
    expect((await verify(refused)).ok).toBe(false)
    expect(await verify({ ...refused, id_token: await provider.sign(claims()) })).toEqual({ ok: false, reason: 'state' })
  })

  it('a malformed response, and uses up the state all the same', async () => {
    const fields = await answer(provider.sign(claims()))
    expect(await verify({ ...fields, expires_in: 'soon' })).toEqual({ ok: false, reason: 'malformed' })
    for (const expiresIn of ['0', '-5', 'Infinity', '1e400']) {
      expect(await verify({ ...(await answer(provider.sign(claims()))), expires_in: expiresIn }), expiresIn).toEqual({ ok: false, reason: 'malformed' })
    }
    expect(await verify(fields)).toEqual({ ok: false, reason: 'state' })
  })

  it('any response while the provider’s keys cannot be read', async () => {
    const fields = await answer(provider.sign(claims()))
    const verdict = await verifyFragmentSignIn(fields, {
      ...deps,
      expectedState: takeSignInState(NOW),
      signingKeys: () => Promise.reject(new Error('offline')),
    })
    expect(verdict).toEqual({ ok: false, reason: 'keys' })
  })
})

function b64(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

function swapPayload(token: string, payload: JWTPayload): string {
  const [header, , signature] = token.split('.')
  return `${header ?? ''}.${b64(payload)}.${signature ?? ''}`
}

function hmacWithPublicKey(): string {
  const signed = `${b64({ alg: 'HS256', kid: 'provider-key' })}.${b64(claims())}`
  return `${signed}.${createHmac('sha256', JSON.stringify(provider.jwk)).update(signed).digest('base64url')}`
}
