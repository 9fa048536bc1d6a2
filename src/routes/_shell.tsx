import { createFileRoute } from '@tanstack/react-router'
import { AppShell } from '../components/shell/AppShell'

/** Every screen inside the header and left panel; protected paths need a session first. */
export const Route = createFileRoute('/_shell')({
  beforeLoad: ({ context, location }) => context.auth.ensureSignedIn(location.href),
  component: AppShell,
})
