// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { localeOptions } from '../../../../src/console/users/locales'

// The languages docs/product/users.md promises, each offered under exactly that name.
const PRODUCT_LOCALES = [
  'Afrikaans', 'Albanian', 'Amharic', 'Arabic', 'Armenian', 'Assamese', 'Catalan', 'Chinese',
  'English (UK)', 'English (US)', 'Finnish', 'French', 'German', 'Japanese', 'Korean', 'Persian',
  'Polish', 'Portuguese', 'Spanish', 'Turkish',
]

describe('the locale options', () => {
  it('offer every language of the product under its own name', () => {
    const labels = localeOptions().map((option) => option.label)
    expect(PRODUCT_LOCALES.filter((name) => !labels.includes(name))).toEqual([])
  })

  it('name each option once', () => {
    const labels = localeOptions().map((option) => option.label)
    expect(new Set(labels).size).toBe(labels.length)
  })

  it('keep a stored locale the list does not know as an option of its own', () => {
    expect(localeOptions('xx_YY').at(-1)).toEqual({ value: 'xx_YY', label: 'xx_YY' })
    expect(localeOptions('en_US').filter((option) => option.value === 'en_US')).toHaveLength(1)
  })
})
