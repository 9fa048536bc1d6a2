import { describe, expect, it } from 'vitest'
import PLAIN_CSS from '../../../../src/public/ui/plain.css?raw'
import { theme } from '../../../../src/console/ui/theme'

describe('plain.css', () => {
  // The end-user pages cannot read MUI's theme: their sheet repeats its main colour.
  it('draws in the MUI theme’s primary colour', () => {
    const primary = /--plain-primary:\s*(#[0-9a-f]{6});/i.exec(PLAIN_CSS)?.[1]
    expect(primary?.toLowerCase()).toBe(theme.palette.primary.main.toLowerCase())
  })
})
