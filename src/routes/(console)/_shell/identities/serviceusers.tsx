import { createFileRoute } from '@tanstack/react-router'
import { readAhead } from '../../../../core/api/endpoint-options'
import { stripSearchDefaults } from '../../../../console/ui/list/list-search'
import { ServiceAccountsPage } from '../../../../console/service-accounts/ServiceAccountsPage'
import { serviceAccountsQuery } from '../../../../console/service-accounts/queries'
import { serviceAccountsSearchDefaults, serviceAccountsSearchSchema } from '../../../../console/service-accounts/search'

export const Route = createFileRoute('/(console)/_shell/identities/serviceusers')({
  staticData: { title: 'identities.serviceAccounts' },
  validateSearch: serviceAccountsSearchSchema,
  search: { middlewares: [stripSearchDefaults(serviceAccountsSearchDefaults)] },
  // Opening a modal changes the address but not the page, so it does not load again.
  loaderDeps: ({ search: { page, size } }) => ({ page, size }),
  // Started, not awaited: the list renders at once and shows a failure with its Retry (decision 027).
  loader: ({ context: { queryClient }, deps }) => readAhead(queryClient.query(serviceAccountsQuery(deps))),
  component: ServiceAccountsPage,
})
