import { createFileRoute } from '@tanstack/react-router'
import { ProvidersPage } from '../../public/providers/ProvidersPage'
import { prefetchProvidersPage } from '../../public/providers/providers-queries'
import { providersSearchSchema } from '../../public/providers/providers-search'

export const Route = createFileRoute('/(public)/providers')({
  staticData: { title: 'login.otherMethods' },
  validateSearch: providersSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => prefetchProvidersPage(context.queryClient, deps.search),
  component: ProvidersPage,
})
