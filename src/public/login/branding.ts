import { darken, decomposeColor, getContrastRatio, hexToRgb } from '@mui/material/styles'
import type { PrismVersionReply } from '../../core/api/schemas'

/** The vendor's own product title: with it the left panel uses the vendor header style. */
export const VENDOR_TITLE = 'Nutanix'

export const DEFAULT_VERSION = 'euphrates-5.19-stable-pc-0'

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

/** The customLogin entries by key; the first entry of a key wins. */
export function customLoginValues(entries: readonly { key: string; value: string }[]): Map<string, string> {
  const values = new Map<string, string>()
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
    version: typeof version === 'string' && version !== '' ? version : DEFAULT_VERSION,
  }
}

/** WCAG AA for normal text: the version line is small. */
const READABLE_CONTRAST = 4.5

/** A hex colour as the eye sees it on the white page: a translucent one is blended with white. */
function onWhite(hex: string): string {
  const { values } = decomposeColor(hexToRgb(hex))
  const opacity = values[3] ?? 1
  const [red, green, blue] = values.slice(0, 3).map((channel) => Math.round(channel * opacity + 255 * (1 - opacity)))
  return `rgb(${red}, ${green}, ${blue})`
}

/**
 * The opacity of the black plate under the panel's white text: the least (in steps of 5 %) that
 * lets the text read at WCAG AA over both ends of the server's gradient, 0 when the colours are
 * dark enough. The colours themselves stay as configured.
 */
export function textPlateOpacity({ colorIn, colorOut }: Pick<Branding, 'colorIn' | 'colorOut'>): number {
  const ends = [onWhite(colorIn), onWhite(colorOut)]
  for (let step = 0; step < 20; step += 1) {
    const opacity = step / 20
    if (ends.every((end) => getContrastRatio('#fff', darken(end, opacity)) >= READABLE_CONTRAST)) return opacity
  }
  return 1
}
