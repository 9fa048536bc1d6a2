// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { getContrastRatio } from '@mui/material/styles'
import { prismVersionReplySchema } from '../../../../src/core/api/schemas'
import { DEFAULT_BRANDING, brandingFrom, customLoginValues, hexColour, textPlateOpacity } from '../../../../src/public/branding/branding'

describe('the branding of the end-user pages', () => {
  it('takes the first entry of a key', () => {
    const values = customLoginValues([
      { key: 'title', value: 'First' },
      { key: 'title', value: 'Second' },
    ])
    expect(values.get('title')).toBe('First')
  })

  it('lets the first entry of a key win even when its value is no text or no colour: that key has the default', () => {
    const reply = prismVersionReplySchema.parse({
      version: 'v1',
      customLogin: [
        { key: 'title', value: null },
        { key: 'title', value: 'Second' },
        { key: 'color_in', value: 7 },
        { key: 'color_in', value: '#000000' },
        { key: 'color_out', value: 'red' },
        { key: 'color_out', value: '#111111' },
      ],
    })
    expect(brandingFrom(reply, 'version')).toEqual({ ...DEFAULT_BRANDING, version: 'v1' })
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

  it('keeps the good entries and the version of a reply with a malformed entry, and no blank version', () => {
    const reply = prismVersionReplySchema.parse({
      version: 'pc.2026.9',
      customLogin: [{ key: 'color_in', value: 42 }, null, { key: 'title', value: 'Acme Access' }, { key: 7, value: 'x' }],
    })
    const branding = brandingFrom(reply, 'version')
    expect(branding).toMatchObject({ title: 'Acme Access', version: 'pc.2026.9', colorIn: DEFAULT_BRANDING.colorIn })
    expect(brandingFrom({ customLogin: [], version: '   ' }, 'version').version).toBe(DEFAULT_BRANDING.version)
  })

  it.each([{ color_in: '#123456' }, 'title=Acme', 42])('keeps the version of a reply whose customLogin is no list (%j), with the default look', (customLogin) => {
    const branding = brandingFrom(prismVersionReplySchema.parse({ version: 'pc.2026.9', customLogin }), 'version')
    expect(branding).toEqual({ ...DEFAULT_BRANDING, version: 'pc.2026.9' })
  })

  it('falls back to the defaults without a reply', () => {
    expect(brandingFrom(undefined, 'version')).toEqual(DEFAULT_BRANDING)
    expect(DEFAULT_BRANDING.version).toBe('euphrates-5.19-stable-pc-0')
  })

  describe('the plate under the panel’s white text', () => {
    /** White text's contrast over `hex` darkened by a black plate of `opacity`. */
    const contrast = (hex: string, opacity: number) => {
      const [red, green, blue] = [1, 3, 5].map((at) => Math.round(parseInt(hex.slice(at, at + 2), 16) * (1 - opacity)))
      return getContrastRatio('#fff', `rgb(${red}, ${green}, ${blue})`)
    }

    it('is not there when the colours are dark enough', () => {
      expect(textPlateOpacity({ colorIn: '#112233', colorOut: '#3a4fa0' })).toBe(0)
    })

    it('is the least that makes the text read at WCAG AA over both ends of the gradient', () => {
      for (const colours of [DEFAULT_BRANDING, { colorIn: '#ffffff', colorOut: '#ffeb3b' }, { colorIn: '#3a4fa0', colorOut: '#7fffd4' }]) {
        const opacity = textPlateOpacity(colours)
        expect(opacity).toBeGreaterThan(0)
        for (const end of [colours.colorIn, colours.colorOut]) expect(contrast(end, opacity)).toBeGreaterThanOrEqual(4.5)
        const lighter = opacity - 0.05
        expect(Math.min(contrast(colours.colorIn, lighter), contrast(colours.colorOut, lighter))).toBeLessThan(4.5)
      }
    })

    it('takes a translucent colour as it shows on the white page', () => {
      expect(textPlateOpacity({ colorIn: '#00000000', colorOut: '#000' })).toBe(textPlateOpacity({ colorIn: '#ffffff', colorOut: '#000' }))
    })

    it('is enough for a translucent colour on the dark scheme’s page too', () => {
      // #121212 is the dark page under the panel (plain.css): a translucent brand colour shows darker there.
      const onDarkPage = (hex: string, opacity: number) => {
        const alpha = parseInt(hex.slice(7, 9), 16) / 255
        const channels = [1, 3, 5].map((at) => Math.round((parseInt(hex.slice(at, at + 2), 16) * alpha + 0x12 * (1 - alpha)) * (1 - opacity)))
        return getContrastRatio('#fff', `rgb(${channels.join(', ')})`)
      }
      for (const colours of [{ colorIn: '#ffffff80', colorOut: '#ffeb3bcc' }, { colorIn: '#7fffd440', colorOut: '#22a5f7ff' }]) {
        const opacity = textPlateOpacity(colours)
        for (const end of [colours.colorIn, colours.colorOut]) expect(onDarkPage(end, opacity)).toBeGreaterThanOrEqual(4.5)
      }
    })
  })
})
