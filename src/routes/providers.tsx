import { createFileRoute } from '@tanstack/react-router'
import { ProvidersPage } from '../features/providers/ProvidersPage'
import { providersSearchSchema } from '../features/providers/providers-search'

export const Route = createFileRoute('/providers')({
  validateSearch: providersSearchSchema,
  component: ProvidersPage,
})
