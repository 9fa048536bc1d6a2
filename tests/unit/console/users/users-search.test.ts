// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { escapeFilterText, usernameFilter, usersSearchSchema } from '../../../../src/console/users/users-search'

/** Every character a regular expression gives a meaning, as the filter's rule lists them. */
const METACHARACTERS = ['\\', '^', '$', '.', '|', '?', '*', '+', '(', ')', '[', ']', '{', '}']

describe('usernameFilter', () => {
  it('sends the typed text as a literal prefix', () => {
    expect(usernameFilter('a(b')).toBe('username==a\\(b.*')
    expect(usernameFilter('adm')).toBe('username==adm.*')
    expect(usernameFilter('j.doe@corp.example.com')).toBe('username==j\\.doe@corp\\.example\\.com.*')
  })

  it('sends no filter for empty text', () => {
    expect(usernameFilter('')).toBeUndefined()
  })
})

describe('escapeFilterText', () => {
  it('puts a backslash before each metacharacter, wherever it stands', () => {
    for (const character of METACHARACTERS) {
      expect(escapeFilterText(character)).toBe(`\\${character}`)
      expect(escapeFilterText(`x${character}y${character}`)).toBe(`x\\${character}y\\${character}`)
    }
    expect(escapeFilterText(METACHARACTERS.join(''))).toBe(METACHARACTERS.map((character) => `\\${character}`).join(''))
  })

  it('escapes a backslash once, including one the user typed before a metacharacter', () => {
    expect(escapeFilterText('\\')).toBe('\\\\')
    expect(escapeFilterText('a\\(')).toBe('a\\\\\\(')
    expect(escapeFilterText('\\d+')).toBe('\\\\d\\+')
  })

  it('leaves every other character alone, unicode included', () => {
    const plain = 'Zoë-李_o/1 ,:;<>=!"\'#%&@`~ 🙂'
    expect(escapeFilterText(plain)).toBe(plain)
    expect(escapeFilterText('')).toBe('')
    expect(escapeFilterText('🙂.李')).toBe('🙂\\.李')
  })

  it('gives a pattern that a regular expression reads as exactly the typed text', () => {
    const typed = 'a(b)|c.*[d]{2}+?^$\\e 🙂'
    const pattern = new RegExp(`^${escapeFilterText(typed)}$`, 'u')
    expect(pattern.test(typed)).toBe(true)
    expect(pattern.test(typed.replace('.', 'x'))).toBe(false)
  })
})

describe('usersSearchSchema', () => {
  // The router reads an address value that looks like JSON as JSON: `?filter=true` arrives as true.
  it.each([
    [42, '42'],
    [true, 'true'],
    [null, 'null'],
    ['4711', '4711'],
  ])('takes the filter %j as the text %j', (value, text) => {
    expect(usersSearchSchema.parse({ filter: value }).filter).toBe(text)
  })

  it('takes a user named by a number as that text', () => {
    expect(usersSearchSchema.parse({ modal: 'update', user: 1234 }).user).toBe('1234')
  })
})
