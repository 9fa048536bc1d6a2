import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '../features/login/LoginPage'
import { loginSearchSchema } from '../features/login/login-search'

export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
  // A provider waiting on the interaction needs the credentials, whoever may be signed in.
  beforeLoad: ({ context, search }) => (search.interaction ? undefined : context.auth.restoreSession()),
  component: LoginPage,
})
