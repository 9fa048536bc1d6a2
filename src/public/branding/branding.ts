import type { PrismVersionReply } from '../../core/api/schemas'

/** The vendor's own product title: with it the left panel uses the vendor header style. */
export const VENDOR_TITLE = 'Nutanix'

const DEFAULT_VERSION = 'euphrates-5.19-stable-pc-0'

export interface Branding {
  colorIn: string
  colorOut: string
  productTitle: string
  title: string
  version: string
}

export const DEFAULT_BRANDING: Branding = {
  colorIn: '#22a5f7',
  colorOut: '#3a4fa0',
  productTitle: 'Prism Central',
  title: 'Identity and Access Management',
  version: DEFAULT_VERSION,
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i

/** Only CSS hex colours are accepted (docs/product/login.md): nothing else reaches a style. */
export function hexColour(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed !== undefined && HEX_COLOUR.test(trimmed) ? trimmed : undefined
}

/** The customLogin entries by key; the first entry of a key wins, even one without a text value. */
export function customLoginValues(entries: readonly { key: string; value: string | undefined }[]): Map<string, string | undefined> {
  const values = new Map<string, string | undefined>()
  for (const { key, value } of entries) if (!values.has(key)) values.set(key, value)
  return values
}

/** The look of the login page from the version reply, or the default look without one. */
export function brandingFrom(reply: PrismVersionReply | undefined, versionKey: string): Branding {
  if (reply === undefined) return DEFAULT_BRANDING
  const values = customLoginValues(reply.customLogin)
  const text = (key: string, fallback: string) => {
    const value = values.get(key)?.trim()
    return value ? value : fallback
  }
  const version = (reply as Record<string, unknown>)[versionKey]
  return {
    colorIn: hexColour(values.get('color_in')) ?? DEFAULT_BRANDING.colorIn,
    colorOut: hexColour(values.get('color_out')) ?? DEFAULT_BRANDING.colorOut,
    productTitle: text('product_title', DEFAULT_BRANDING.productTitle),
    title: text('title', DEFAULT_BRANDING.title),
    version: typeof version === 'string' && version.trim() !== '' ? version.trim() : DEFAULT_VERSION,
  }
}

/** WCAG AA for normal text: the version line is small. */
const READABLE_CONTRAST = 4.5

type Rgb = readonly [red: number, green: number, blue: number]

/**
 * A colour `hexColour` accepted, blended with the white page as the eye sees it if translucent.
 * The dark scheme's page is darker and only darkens it further, so the plate white needs is
 * enough there too: one computation serves both schemes (docs/product/theme.md).
 */
function onWhite(hex: string): Rgb {
  const digits = hex.slice(1)
  const pairs = digits.length >= 6 ? digits.match(/../g) : digits.match(/./g)?.map((digit) => digit + digit)
  const [red = 0, green = 0, blue = 0, alpha = 255] = (pairs ?? []).map((pair) => parseInt(pair, 16))
  const opacity = alpha / 255
  const blend = (channel: number) => Math.round(channel * opacity + 255 * (1 - opacity))
  return [blend(red), blend(green), blend(blue)]
}

/** WCAG's contrast of white text over a colour: white's relative luminance is 1. */
function whiteTextContrast([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  return 1.05 / (luminance + 0.05)
}

/**
 * The opacity of the black plate under the panel's white text: the least (in steps of 5 %) that
 * lets the text read at WCAG AA over both ends of the server's gradient, 0 when the colours are
 * dark enough. The colours themselves stay as configured. Computed here rather than with MUI's
 * colour helpers: the login page never loads MUI (decision 017).
 */
export function textPlateOpacity({ colorIn, colorOut }: Pick<Branding, 'colorIn' | 'colorOut'>): number {
  const ends = [onWhite(colorIn), onWhite(colorOut)]
  for (let step = 0; step < 20; step += 1) {
    const opacity = step / 20
    const underPlate = (channel: number) => Math.round(channel * (1 - opacity))
    if (ends.every(([red, green, blue]) => whiteTextContrast([underPlate(red), underPlate(green), underPlate(blue)]) >= READABLE_CONTRAST)) return opacity
  }
  return 1
}
