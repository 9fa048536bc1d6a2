/**
 * The brand's colours, one source for both wings: the console's MUI theme reads them, and the
 * end-user pages' plain.css, which cannot import a module, repeats them (a unit test keeps the
 * two equal; docs/decisions/017-plain-end-user-pages.md).
 */
export const BRAND_COLOURS = {
  primary: '#1b6ec2',
  /** Hover and pressed fills of a contained button. */
  primaryDark: '#13508d',
} as const

/**
 * The same roles in the dark scheme (decision 031). The brand blue is too dark to read on a dark
 * surface (3.6:1 on MUI's #121212, 2.2:1 on a dialog's #393939), so the dark scheme takes a lighter
 * blue of the same hue: at least 5:1 on every dark surface, with dark text on its fills, since white
 * would not reach 4.5:1 there.
 */
export const BRAND_COLOURS_DARK = {
  primary: '#6fb0f0',
  primaryDark: '#4a98e4',
  /** Error text: MUI's dark red (#f44336) reads at only 3.1:1 on a dialog. */
  error: '#f28b82',
} as const
