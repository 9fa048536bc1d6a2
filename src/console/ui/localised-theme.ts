import type { EmotionCache } from '@emotion/cache'
import { createTheme, type Theme } from '@mui/material/styles'
import { LANGUAGES, type Language } from '../../core/i18n/language'
import { emotionCache } from './emotion-cache'
import { themeOptions } from './theme'

export interface LocalisedTheme {
  theme: Theme
  /** Emotion's cache: a right-to-left language's mirrors every style. */
  cache: EmotionCache
}

const ENGLISH: LocalisedTheme = { theme: createTheme(themeOptions), cache: emotionCache }

// MUI's texts for each language but English, which is MUI's own: only the chosen one's loads.
const MUI_LOCALES = {
  de: () => import('@mui/material/locale').then((module) => module.deDE),
  ja: () => import('@mui/material/locale').then((module) => module.jaJP),
  ar: () => import('@mui/material/locale').then((module) => module.arSA),
} satisfies Record<Exclude<Language, 'en'>, unknown>

const loaded = new Map<Language, Promise<LocalisedTheme>>()

async function load(language: Exclude<Language, 'en'>): Promise<LocalisedTheme> {
  const rtl = LANGUAGES[language].dir === 'rtl'
  const [locale, cache] = await Promise.all([
    MUI_LOCALES[language](),
    rtl ? import('./rtl-emotion-cache').then((module) => module.rtlEmotionCache) : emotionCache,
  ])
  return { theme: createTheme({ ...themeOptions, direction: LANGUAGES[language].dir }, locale), cache }
}

/**
 * The console's theme in `language`: MUI's locale pack and the direction, with the emotion cache
 * that goes with it. English is at hand; another language's is a promise, made once.
 */
export function localisedTheme(language: Language): LocalisedTheme | Promise<LocalisedTheme> {
  if (language === 'en') return ENGLISH
  let theme = loaded.get(language)
  if (!theme) {
    theme = load(language)
    loaded.set(language, theme)
  }
  return theme
}
