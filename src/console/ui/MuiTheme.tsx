import { CacheProvider } from '@emotion/react'
import { ThemeProvider } from '@mui/material/styles'
import { use, type ReactNode } from 'react'
import { useLanguage } from '../../core/i18n/language'
import { localisedTheme } from './localised-theme'

/**
 * Around everything drawn with MUI: the console's theme in the current language (its texts and
 * direction), and emotion's styles under the page's CSP nonce. The end-user pages are plain and
 * never load it (docs/decisions/017-plain-end-user-pages.md).
 *
 * Light or dark is not MUI's to decide (decision 031): src/core/theme-mode.ts keeps the choice and
 * writes `data-theme` on `<html>`, the selector of the theme's CSS variables. MUI neither stores a
 * mode of its own (no storage) nor writes the attribute (no node); read the mode with
 * useThemeMode, not MUI's useColorScheme, which does not know it.
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  // English is at hand; another language's theme may still be loading its locale pack (suspends once).
  const localised = localisedTheme(useLanguage())
  const { theme, cache } = localised instanceof Promise ? use(localised) : localised
  return (
    <CacheProvider value={cache}>
      {/* noSsr: no page is rendered on a server, so MUI's extra render after mounting buys nothing. */}
      <ThemeProvider theme={theme} storageManager={null} colorSchemeNode={null} noSsr>
        {children}
      </ThemeProvider>
    </CacheProvider>
  )
}
