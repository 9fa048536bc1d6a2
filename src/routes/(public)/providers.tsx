import { createFileRoute } from '@tanstack/react-router'
import { prefetchBranding } from '../../public/branding/version-query'
import { ProvidersPage } from '../../public/providers/ProvidersPage'
import { providersSearchSchema } from '../../public/providers/providers-search'

export const Route = createFileRoute('/(public)/providers')({
  staticData: { title: 'login.otherMethods' },
  validateSearch: providersSearchSchema,
  // The branded panel's call starts while the page's code loads, as on the login page.
  loader: ({ context }) => prefetchBranding(context.queryClient),
  component: ProvidersPage,
})
