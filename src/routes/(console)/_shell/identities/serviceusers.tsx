import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { PAGE_SEARCH_DEFAULTS } from '../../../../console/ui/list/list-search'
import { ServiceAccountsPage } from '../../../../console/service-accounts/ServiceAccountsPage'
import { serviceAccountsQuery } from '../../../../console/service-accounts/queries'
import { serviceAccountsSearchSchema } from '../../../../console/service-accounts/search'

export const Route = createFileRoute('/(console)/_shell/identities/serviceusers')({
  validateSearch: serviceAccountsSearchSchema,
  search: { middlewares: [stripSearchParams(PAGE_SEARCH_DEFAULTS)] },
  // Opening a modal changes the address but not the page, so it does not load again.
  loaderDeps: ({ search: { page, size } }) => ({ page, size }),
  // A failed load is shown (with Retry) by the table, not as an error page: the loader swallows it.
  loader: ({ context, deps }) =>
    context.queryClient.query(serviceAccountsQuery(deps)).then(
      () => undefined,
      () => undefined,
    ),
  component: ServiceAccountsPage,
})
