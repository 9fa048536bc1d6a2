import { createFileRoute } from '@tanstack/react-router'
import { ServiceAccountsPage } from '../../../features/identities/ServiceAccountsPage'

export const Route = createFileRoute('/_shell/identities/serviceusers')({
  component: ServiceAccountsPage,
})
