// @vitest-environment node
import { describe, expect, it } from 'vitest'
import PLAIN_CSS from '../../../../src/public/ui/plain.css?raw'
import { BRAND_COLOURS, BRAND_COLOURS_DARK } from '../../../../src/core/palette'

/** The text of the first rule plain.css opens with `selector`. */
function block(selector: string): string {
  const start = PLAIN_CSS.indexOf(`${selector} {`)
  expect(start, `plain.css has no rule ${selector}`).toBeGreaterThanOrEqual(0)
  return PLAIN_CSS.slice(start, PLAIN_CSS.indexOf('}', start))
}

/** The value a block gives one of the custom properties, in lower case. */
function colour(css: string, name: string): string | undefined {
  return new RegExp(`--${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(css)?.[1]?.toLowerCase()
}

/** Every custom property a block sets. */
function properties(css: string): string[] {
  return [...css.matchAll(/(--plain-[\w-]+):/g)].map((match) => match[1] ?? '')
}

const LIGHT = block(':root')
const DARK = block(":root[data-theme='dark']")
const BEFORE_SCRIPT = block(':root:not([data-theme])')

describe('plain.css', () => {
  // A stylesheet cannot import the brand's colours: it repeats them, and this keeps them equal.
  it('draws in the brand colours the console’s theme is made of', () => {
    expect(colour(LIGHT, 'plain-primary')).toBe(BRAND_COLOURS.primary)
    expect(colour(LIGHT, 'plain-primary-dark')).toBe(BRAND_COLOURS.primaryDark)
  })

  it('draws the dark scheme in the dark colours the console’s theme is made of', () => {
    expect(colour(DARK, 'plain-primary')).toBe(BRAND_COLOURS_DARK.primary)
    expect(colour(DARK, 'plain-primary-dark')).toBe(BRAND_COLOURS_DARK.primaryDark)
    expect(colour(DARK, 'plain-error')).toBe(BRAND_COLOURS_DARK.error)
  })

  // A colour left out of the dark scheme would stay light on the dark page.
  it('gives every colour a dark value', () => {
    const colours = properties(LIGHT).filter((name) => name !== '--plain-font' && !name.startsWith('--plain-shadow'))
    expect(properties(DARK).sort()).toEqual(colours.sort())
  })

  it('draws the loading view before any script in the dark scheme’s own values', () => {
    const repeated = properties(BEFORE_SCRIPT)
    expect(repeated.length).toBeGreaterThan(0)
    for (const name of repeated) {
      const value = (css: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1]
      expect(value(BEFORE_SCRIPT), name).toBe(value(DARK))
    }
  })
})
