import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { ForceLoginPage } from '../features/session/ForceLoginPage'

export const Route = createFileRoute('/forcelogin')({
  // Set when a sign-in handed over in the address was refused (src/start-console.tsx).
  validateSearch: z.object({ expired: z.catch(z.optional(z.coerce.boolean()), undefined) }),
  component: ForceLoginPage,
})
