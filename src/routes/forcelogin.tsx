import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { ForceLoginPage } from '../features/session/ForceLoginPage'

export const Route = createFileRoute('/forcelogin')({
  // Set when a sign-in handed over in the address was refused (src/main.tsx).
  validateSearch: z.object({ expired: z.coerce.boolean().optional().catch(undefined) }),
  component: ForceLoginPage,
})
