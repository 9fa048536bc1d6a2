// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { readClaims } from '../../../../src/core/auth/id-token-claims'

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe('readClaims', () => {
  it('reads the claims shown in the header, unicode included, without checking the signature', () => {
    const token = `${encode({ alg: 'RS256' })}.${encode({ iss: 'i', aud: 'a', exp: 1, email: 'zoë@example.com' })}.sig`
    expect(readClaims(token)?.email).toBe('zoë@example.com')
  })

  it('decodes a token once, and each new token anew', () => {
    const alice = `${encode({ alg: 'RS256' })}.${encode({ iss: 'i', aud: 'a', exp: 1, sub: 'alice' })}.sig`
    const bob = `${encode({ alg: 'RS256' })}.${encode({ iss: 'i', aud: 'a', exp: 1, sub: 'bob' })}.sig`
    const first = readClaims(alice)
    expect(readClaims(alice)).toBe(first)
    expect(readClaims(bob)?.sub).toBe('bob')
    expect(readClaims('garbage')).toBeUndefined()
    expect(readClaims(alice)).toEqual(first)
  })

  it('returns nothing for what is not a token', () => {
    expect(readClaims('garbage')).toBeUndefined()
    expect(readClaims('a.%%%.c')).toBeUndefined()
    expect(readClaims(`${encode({})}.${encode({ email: 'no issuer' })}.s`)).toBeUndefined()
  })
})
