/** Where a finger rather than a mouse points: a phone or a tablet. */
const TOUCH_SCREEN = '@media (pointer: coarse)'

/**
 * A field's text at `size`, but 16 px on a touch screen: Safari on an iPhone zooms the page in when
 * a field with smaller text takes focus, and leaves it zoomed (docs/product/shell-and-routes.md
 * 'Touch screens').
 */
export const fieldTextSize = (size: string) => ({ fontSize: size, [TOUCH_SCREEN]: { fontSize: '1rem' } })
