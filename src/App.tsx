import { CacheProvider } from '@emotion/react'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useState } from 'react'
import { createQueryClient } from './api/query-client'
import type { AuthController } from './auth/auth-controller'
import { ConfirmProvider } from './components/ConfirmDialog'
import { Toaster } from './components/toasts/Toaster'
import { emotionCache } from './csp-nonce'
import { createAppRouter } from './router'
import { theme } from './theme'

export function App({ auth }: { auth: AuthController }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient({ onSessionLost: () => void auth.handleSessionLost() })
    auth.attachQueryClient(client)
    return client
  })
  const [router] = useState(() => createAppRouter({ queryClient, auth }))

  return <ConsoleRoot queryClient={queryClient} router={router} />
}

/**
 * What the console renders in, around its routes: styles under the page's CSP nonce, the theme,
 * queries, the confirmation dialog and toasts. The integration tests render the same tree.
 */
export function ConsoleRoot({ queryClient, router }: { queryClient: QueryClient; router: ReturnType<typeof createAppRouter> }) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <ConfirmProvider>
            <RouterProvider router={router} />
          </ConfirmProvider>
        </QueryClientProvider>
        <Toaster />
      </ThemeProvider>
    </CacheProvider>
  )
}
