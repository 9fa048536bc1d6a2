import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '../../public/login/LoginPage'
import { prefetchLoginPage } from '../../public/login/login-queries'
import { loginSearchSchema, showsToEveryone } from '../../public/login/login-search'

export const Route = createFileRoute('/(public)/login')({
  staticData: { title: 'login.logIn' },
  validateSearch: loginSearchSchema,
  // A signed-in visitor is sent on, even after a reload took the tokens away (docs/product/login.md):
  // the session is restored first, unless the page shows to everyone anyway.
  beforeLoad: ({ context, search }) => (showsToEveryone(search) ? undefined : context.auth.restoreSession()),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => prefetchLoginPage(context.queryClient, deps.search),
  component: LoginPage,
})
