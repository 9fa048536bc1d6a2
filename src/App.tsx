import { CacheProvider } from '@emotion/react'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { SnackbarProvider } from 'notistack'
import { useState } from 'react'
import { AuthProvider } from 'react-oidc-context'
import { TOAST_DURATION_MS } from './api/notify'
import { createQueryClient } from './api/query-client'
import type { AuthController } from './auth/auth-controller'
import { ConfirmProvider } from './components/ConfirmDialog'
import { emotionCache } from './csp-nonce'
import { PATHS, routePath } from './paths'
import { createAppRouter } from './router'
import { theme } from './theme'

export function App({ auth }: { auth: AuthController }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient({ onSessionLost: () => void auth.handleSessionLost() })
    auth.attachQueryClient(client)
    return client
  })
  const [router] = useState(() => createAppRouter({ queryClient, auth }))

  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider maxSnack={3} autoHideDuration={TOAST_DURATION_MS}>
          <AuthProvider
            userManager={auth.userManager}
            // Only the callback route finishes a sign-in; other pages may carry their own code/state.
            skipSigninCallback={routePath(window.location.pathname) !== PATHS.callback}
            onSigninCallback={(user) => {
              // A full path under the base path: the raw history takes it as it is.
              router.history.replace(auth.finishSignIn(user))
            }}
          >
            <QueryClientProvider client={queryClient}>
              <ConfirmProvider>
                <RouterProvider router={router} />
              </ConfirmProvider>
            </QueryClientProvider>
          </AuthProvider>
        </SnackbarProvider>
      </ThemeProvider>
    </CacheProvider>
  )
}
