import { createFileRoute } from '@tanstack/react-router'
import { CallbackPage } from '../features/session/CallbackPage'

export const Route = createFileRoute('/callback')({
  // The sign-in client is loaded here, where a sign-in finishes, and not on every page.
  loader: async ({ context }) => {
    await context.auth.userManager()
  },
  component: CallbackPage,
})
