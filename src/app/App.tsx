import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { createQueryClient } from '../core/api/query-client'
import { refuseLaterFragmentTokens } from '../core/auth/address-fragment'
import { useLanguage } from '../core/i18n/language'
import type { AuthController } from '../core/auth/auth-controller'
import { ConfirmProvider } from '../console/ui/ConfirmDialog'
import { Toaster } from '../console/ui/toasts/Toaster'
import { createAppRouter } from './router'

export function App({ auth }: { auth: AuthController }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient({ onSessionLost: () => void auth.handleSessionLost() })
    auth.attachQueryClient(client)
    return client
  })
  const [router] = useState(() => createAppRouter({ queryClient, auth }))
  // Refused like a bad one at start-up (start-console.tsx): the session-expired message, nothing stored.
  useEffect(
    () => refuseLaterFragmentTokens(() => void router.navigate({ to: '/forcelogin', search: { expired: true }, replace: true })),
    [router],
  )

  // A new language draws every screen again from the top (decision 032): texts are read while
  // rendering, and memoised parts would otherwise keep the old ones. Data stays in the query cache.
  const language = useLanguage()
  return <ConsoleRoot key={language} queryClient={queryClient} router={router} />
}

/**
 * What the console renders in, around its routes: queries, the confirmation dialog and toasts.
 * MUI's theme is not here: the screens that use MUI bring it (MuiTheme), so the end-user pages
 * load without it. The integration tests render the same tree.
 */
export function ConsoleRoot({ queryClient, router }: { queryClient: QueryClient; router: ReturnType<typeof createAppRouter> }) {
  return (
    <>
      <QueryClientProvider client={queryClient}>
        <ConfirmProvider history={router.history}>
          <RouterProvider router={router} />
        </ConfirmProvider>
      </QueryClientProvider>
      <Toaster />
    </>
  )
}
