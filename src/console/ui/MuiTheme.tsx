import { CacheProvider } from '@emotion/react'
import { ThemeProvider } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { emotionCache } from './emotion-cache'
import { theme } from './theme'

/**
 * Around everything drawn with MUI: the console's theme, and emotion's styles under the page's
 * CSP nonce. The end-user pages are plain and never load it (docs/decisions/017-plain-end-user-pages.md).
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  )
}
