import { createFileRoute } from '@tanstack/react-router'
import { CallbackPage } from '../../public/sign-in/CallbackPage'

export const Route = createFileRoute('/(public)/callback')({
  // The sign-in client is loaded here, where a sign-in finishes, and not on every page.
  // Handed to the page as loader data, ready: read with use() it would suspend the first render.
  loader: async ({ context }) => ({ userManager: await context.auth.userManager() }),
  component: CallbackPage,
})
