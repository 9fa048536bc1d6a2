import { describe, expect, it } from 'vitest'
import { DEFAULT_BRANDING, brandingFrom, customLoginValues, hexColour } from '../../../src/features/login/branding'

describe('login branding', () => {
  it('takes the first entry of a key', () => {
    const values = customLoginValues([
      { key: 'title', value: 'First' },
      { key: 'title', value: 'Second' },
    ])
    expect(values.get('title')).toBe('First')
  })

  it('accepts only hex colours', () => {
    expect(hexColour('#abc')).toBe('#abc')
    expect(hexColour('#A1B2C3')).toBe('#A1B2C3')
    expect(hexColour('red')).toBeUndefined()
    expect(hexColour('#12345')).toBeUndefined()
    expect(hexColour('#fff;background:url(x)')).toBeUndefined()
    const branding = brandingFrom(
      {
        customLogin: [{ key: 'color_in', value: 'url(javascript:1)' }],
        version: 'v1',
      },
      'version',
    )
    expect(branding.colorIn).toBe(DEFAULT_BRANDING.colorIn)
    expect(branding.version).toBe('v1')
  })

  it('falls back to the defaults without a reply', () => {
    expect(brandingFrom(undefined, 'version')).toEqual(DEFAULT_BRANDING)
    expect(DEFAULT_BRANDING.version).toBe('euphrates-5.19-stable-pc-0')
  })
})
