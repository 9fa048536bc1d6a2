// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseUsernameFilter, usernamePrefixMatch } from '../../../mocks/username-filter'

/** Every character a regular expression gives a meaning, as the filter's rule lists them. */
const METACHARACTERS = ['\\', '^', '$', '.', '|', '?', '*', '+', '(', ')', '[', ']', '{', '}']

const prefixOf = (filter: string) => {
  const parsed = parseUsernameFilter(filter)
  if (!parsed.ok) throw new Error(`refused ${filter}: ${parsed.details}`)
  return parsed.prefix
}

const refusal = (filter: string) => {
  const parsed = parseUsernameFilter(filter)
  if (parsed.ok) throw new Error(`accepted ${filter} as ${parsed.prefix}`)
  return parsed.details
}

describe('parseUsernameFilter', () => {
  it('reads an escaped name followed by .* as that literal name', () => {
    expect(prefixOf('username==a\\(b.*')).toBe('a(b')
    expect(prefixOf('username==j\\.doe@corp\\.example\\.com.*')).toBe('j.doe@corp.example.com')
    const escaped = METACHARACTERS.map((character) => `\\${character}`).join('')
    expect(prefixOf(`username==${escaped}.*`)).toBe(METACHARACTERS.join(''))
  })

  it('reads an escaped backslash as one backslash, and reads what follows it afresh', () => {
    expect(prefixOf('username==a\\\\.*')).toBe('a\\')
    expect(prefixOf('username==a\\\\\\(.*')).toBe('a\\(')
  })

  it('keeps unicode as it is, and takes the trailing .* as optional', () => {
    expect(prefixOf('username==Zoë-李 🙂.*')).toBe('Zoë-李 🙂')
    expect(prefixOf('username==adm')).toBe('adm')
    expect(prefixOf('username==.*')).toBe('')
    expect(prefixOf('username==')).toBe('')
  })

  it('refuses an unescaped metacharacter anywhere but in the trailing .*, naming where', () => {
    expect(refusal('username==(.|.)*#')).toMatch(/^filter: '\(' at 0 is not escaped/)
    expect(refusal('username==a(.*')).toMatch(/'\(' at 1/)
    expect(refusal('username==.*@corp\\.example\\.com')).toMatch(/'\.' at 0/)
    expect(refusal('username==a.*.*')).toMatch(/'\.' at 1/)
    expect(refusal('username==a\\.*')).toMatch(/'\*' at 3/)
    expect(refusal('username==a+')).toMatch(/'\+' at 1/)
  })

  it('refuses a backslash that escapes no metacharacter', () => {
    expect(refusal('username==\\d+')).toMatch(/backslash at 0/)
    expect(refusal('username==a\\')).toMatch(/backslash at 1/)
    expect(refusal('username==\\u0061')).toMatch(/backslash at 0/)
  })

  it('refuses any other field or operator', () => {
    expect(refusal('email==a.*')).toMatch(/only username==<pattern>/)
    expect(refusal('username=a.*')).toMatch(/only username==<pattern>/)
  })

  it('never repeats the pattern in its refusal, however long', () => {
    const hostile = `username==${'(.|.)*'.repeat(1700)}#`
    expect(refusal(hostile).length).toBeLessThan(200)
  })
})

describe('usernamePrefixMatch', () => {
  it('matches names that start with the text, whatever the case, and is no RegExp', () => {
    const match = usernamePrefixMatch('ADM')
    expect(match).not.toBeInstanceOf(RegExp)
    expect(match.test('admin')).toBe(true)
    expect(match.test('Adm')).toBe(true)
    expect(match.test('xadmin')).toBe(false)
    expect(match.test('ad')).toBe(false)
    expect(usernamePrefixMatch('zoË').test('Zoë.martin')).toBe(true)
  })

  it('matches metacharacters as themselves', () => {
    expect(usernamePrefixMatch('dot.').test('dot.person')).toBe(true)
    expect(usernamePrefixMatch('dot.').test('dotxperson')).toBe(false)
    expect(usernamePrefixMatch('(.|.)*').test('(.|.)*#x')).toBe(true)
    expect(usernamePrefixMatch('(.|.)*').test('ab')).toBe(false)
    expect(usernamePrefixMatch('').test('anyone')).toBe(true)
  })
})
