import { describe, expect, it } from 'vitest'
import PLAIN_CSS from '../../../../src/public/ui/plain.css?raw'
import { BRAND_COLOURS } from '../../../../src/core/palette'

/** The value plain.css gives one of its custom properties, in lower case. */
function plainColour(name: string): string | undefined {
  return new RegExp(`--${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(PLAIN_CSS)?.[1]?.toLowerCase()
}

describe('plain.css', () => {
  // A stylesheet cannot import the brand's colours: it repeats them, and this keeps them equal.
  it('draws in the brand colours the console’s theme is made of', () => {
    expect(plainColour('plain-primary')).toBe(BRAND_COLOURS.primary)
    expect(plainColour('plain-primary-dark')).toBe(BRAND_COLOURS.primaryDark)
  })
})
