import { createFileRoute } from '@tanstack/react-router'
import { AppShell } from '../../console/shell/AppShell'
import { prefetchTermsBannerForShell } from '../../public/terms-banner/terms-banner-query'

/** Every screen inside the header and left panel; protected paths need a session first. */
export const Route = createFileRoute('/(console)/_shell')({
  // The screen's code loads while a session is restored, not after.
  beforeLoad: ({ context, location, preload }) =>
    context.auth.ensureSignedIn(location.href, () => void context.loadRouteCode(location.pathname), preload),
  loader: ({ context }) => prefetchTermsBannerForShell(context),
  component: AppShell,
})
