import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { SnackbarProvider } from 'notistack'
import { useState } from 'react'
import { createQueryClient } from './api/query-client'
import { TOAST_DURATION_MS } from './api/notify'
import { createAppRouter } from './router'
import { theme } from './theme'

export function App() {
  const [queryClient] = useState(() => createQueryClient())
  const [router] = useState(() => createAppRouter(queryClient))
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider maxSnack={3} autoHideDuration={TOAST_DURATION_MS}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SnackbarProvider>
    </ThemeProvider>
  )
}
