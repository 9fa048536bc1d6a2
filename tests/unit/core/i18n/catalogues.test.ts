// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ar } from '../../../../src/core/i18n/ar'
import { de } from '../../../../src/core/i18n/de'
import { en } from '../../../../src/core/i18n/en'
import { enOtherScreens } from '../../../../src/core/i18n/en-other-screens'
import { ja } from '../../../../src/core/i18n/ja'

/** Every text of a catalogue by its dot path. */
function texts(node: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>()
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string') found.set(`${prefix}${key}`, value)
    else for (const [path, text] of texts(value as object, `${prefix}${key}.`)) found.set(path, text)
  }
  return found
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

const ENGLISH = texts({ ...en, ...enOtherScreens })

describe.each([
  ['de', de],
  ['ja', ja],
  ['ar', ar],
])('the %s catalogue', (_language, catalogue) => {
  const translated = texts(catalogue)

  it("has every English text, and no other", () => {
    expect([...translated.keys()].filter((key) => !ENGLISH.has(key)), 'keys English does not have').toEqual([])
    expect([...ENGLISH.keys()].filter((key) => !translated.has(key)), 'keys missing').toEqual([])
  })

  it('fills the same placeholders as English, and leaves no text empty', () => {
    const mismatched = [...ENGLISH].filter(([key, text]) => placeholders(text).join() !== placeholders(translated.get(key) ?? '').join())
    expect(mismatched.map(([key]) => key)).toEqual([])
    expect([...translated].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([])
  })
})

/**
 * Words a catalogue says another way everywhere else: a reader who meets a second word for the
 * same thing takes it for another thing. Each entry is the word to avoid and the one used.
 */
const ONE_WORD_EACH: Record<string, readonly (readonly [avoided: string, used: string])[]> = {
  // An identity provider is a مزوّد throughout, and a tanwin stands on the letter before the alif.
  ar: [
    ['موفّر', 'مزوّد'],
    ['موفر', 'مزوّد'],
    ['اً', 'ًا'],
  ],
  de: [['Provider', 'Anbieter']],
}

// Japanese has no such pair yet: a suite without a test fails.
describe.each([
  ['de', de],
  ['ar', ar],
])('the %s catalogue', (language, catalogue) => {
  it.each(ONE_WORD_EACH[language] ?? [])('says %s nowhere, but %s', (avoided) => {
    expect([...texts(catalogue)].filter(([, text]) => text.includes(avoided)).map(([key]) => key)).toEqual([])
  })
})

describe('the English catalogue', () => {
  // Read as text, comments left out: a key written only in a comment is not used.
  const source = readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !/^core[\\/]i18n[\\/](en|en-other-screens|de|ja|ar)\.ts$/.test(path))
    .map((path) => readFileSync(join('src', path), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, ''))
    .join('\n')
  // Keys made at run time are written as a template with a fixed start, e.g. `users.types.${type}`:
  // every key under that start counts as used.
  const madePrefixes = [...source.matchAll(/`([A-Za-z]+(?:\.[A-Za-z]+)*\.)\$\{/g)].map((match) => match[1] ?? '')

  it('has no text that no code shows', () => {
    const unused = [...ENGLISH.keys()].filter(
      (key) =>
        ![`'${key}'`, `"${key}"`, `en.${key}`].some((use) => source.includes(use)) && !madePrefixes.some((prefix) => key.startsWith(prefix)),
    )
    expect(unused).toEqual([])
  })

  it('finds a key made at run time, so the check above can see one', () => {
    expect(madePrefixes).toContain('userModal.locales.')
  })
})
