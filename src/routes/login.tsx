import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '../features/login/LoginPage'
import { prefetchLoginPage } from '../features/login/login-queries'
import { loginSearchSchema, waitsForCredentials } from '../features/login/login-search'

export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
  // A signed-in visitor is sent on, even after a reload took the tokens away (docs/product/login.md).
  beforeLoad: ({ context, search }) => (waitsForCredentials(search) ? undefined : context.auth.restoreSession()),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => prefetchLoginPage(context.queryClient, deps.search),
  component: LoginPage,
})
