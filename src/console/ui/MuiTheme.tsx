import { CacheProvider } from '@emotion/react'
import { ThemeProvider } from '@mui/material/styles'
import { use, type ReactNode } from 'react'
import { useLanguage } from '../../core/i18n/language'
import { localisedTheme } from './localised-theme'

/**
 * Around everything drawn with MUI: the console's theme in the current language (its texts and
 * direction), and emotion's styles under the page's CSP nonce. The end-user pages are plain and
 * never load it (docs/decisions/017-plain-end-user-pages.md).
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  // English is at hand; another language's theme may still be loading its locale pack (suspends once).
  const localised = localisedTheme(useLanguage())
  const { theme, cache } = localised instanceof Promise ? use(localised) : localised
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  )
}
