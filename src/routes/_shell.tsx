import { createFileRoute } from '@tanstack/react-router'
import { AppShell } from '../components/shell/AppShell'
import { prefetchTerms } from '../features/banner/terms-query'

/** Every screen inside the header and left panel; protected paths need a session first. */
export const Route = createFileRoute('/_shell')({
  beforeLoad: ({ context, location }) => context.auth.ensureSignedIn(location.href),
  // The terms banner greets the first page after a sign-in (SPEC.md §4): read it early.
  loader: ({ context }) => {
    if (context.auth.signedInOnThisPageLoad) prefetchTerms(context.queryClient)
  },
  component: AppShell,
})
