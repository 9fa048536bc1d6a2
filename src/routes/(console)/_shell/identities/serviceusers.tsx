import { createFileRoute } from '@tanstack/react-router'
import { readAhead } from '../../../../core/api/endpoint-options'
import { stripSearchDefaults } from '../../../../console/ui/list/list-search'
import { ServiceAccountsPage } from '../../../../console/service-accounts/ServiceAccountsPage'
import { serviceAccountsQuery } from '../../../../console/service-accounts/queries'
import { serviceAccountsSearchDefaults, serviceAccountsSearchSchema } from '../../../../console/service-accounts/search'
import { loadOtherScreensTexts } from '../../../../core/i18n/language'

export const Route = createFileRoute('/(console)/_shell/identities/serviceusers')({
  staticData: { title: 'identities.serviceAccounts' },
  validateSearch: serviceAccountsSearchSchema,
  search: { middlewares: [stripSearchDefaults(serviceAccountsSearchDefaults)] },
  // Opening a modal changes the address but not the page, so it does not load again.
  loaderDeps: ({ search: { page, size } }) => ({ page, size }),
  // The read is started, not awaited: the list renders at once and shows a failure with its Retry
  // (decision 027). Its texts are awaited (src/core/i18n/language.ts).
  loader: ({ context: { queryClient }, deps }) => {
    readAhead(queryClient.query(serviceAccountsQuery(deps)))
    return loadOtherScreensTexts()
  },
  component: ServiceAccountsPage,
})
