import createCache from '@emotion/cache'
import rtlPlugin from 'stylis-plugin-rtl'
import { emotionCache } from './emotion-cache'

/**
 * Emotion's cache for a right-to-left language: every style is mirrored as it is written (margins,
 * paddings, positions, borders), so MUI's components and the console's own `sx` need no second
 * version. Loaded only when such a language is shown. Its own key keeps its styles apart from the
 * left-to-right ones already in the page.
 */
export const rtlEmotionCache = createCache({ key: 'css-rtl', nonce: emotionCache.nonce, stylisPlugins: [rtlPlugin] })
