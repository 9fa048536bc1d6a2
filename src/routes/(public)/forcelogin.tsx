import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { ForceLoginPage } from '../../public/sign-in/ForceLoginPage'

export const Route = createFileRoute('/(public)/forcelogin')({
  staticData: { title: 'forceLogin.login' },
  // Set when a token response in the address was refused (start-console.tsx at load, App.tsx later).
  validateSearch: z.object({ expired: z.catch(z.optional(z.coerce.boolean()), undefined) }),
  component: ForceLoginPage,
})
