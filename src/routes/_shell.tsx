import { createFileRoute } from '@tanstack/react-router'
import { AppShell } from '../components/shell/AppShell'
import { prefetchShellTerms } from '../features/banner/terms-query'

/** Every screen inside the header and left panel; protected paths need a session first. */
export const Route = createFileRoute('/_shell')({
  beforeLoad: ({ context, location }) => context.auth.ensureSignedIn(location.href),
  loader: ({ context }) => prefetchShellTerms(context),
  component: AppShell,
})
