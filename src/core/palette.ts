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
