import { createFileRoute } from '@tanstack/react-router'
import { ProvidersPage } from '../../public/providers/ProvidersPage'
import { providersSearchSchema } from '../../public/providers/providers-search'

export const Route = createFileRoute('/(public)/providers')({
  validateSearch: providersSearchSchema,
  component: ProvidersPage,
})
