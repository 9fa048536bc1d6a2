import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { SnackbarProvider } from 'notistack'
import { useState } from 'react'
import { TOAST_DURATION_MS } from './api/notify'
import { createQueryClient } from './api/query-client'
import type { AuthController } from './auth/auth-controller'
import { ConfirmProvider } from './components/ConfirmDialog'
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
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider maxSnack={3} autoHideDuration={TOAST_DURATION_MS}>
        <QueryClientProvider client={queryClient}>
          <ConfirmProvider>
            <RouterProvider router={router} />
          </ConfirmProvider>
        </QueryClientProvider>
      </SnackbarProvider>
    </ThemeProvider>
  )
}
