import { createFileRoute } from '@tanstack/react-router'
import { readAhead } from '../../../core/api/endpoint-options'
import { directoriesQuery, samlProvidersQuery } from '../../../console/settings/queries'
import { stripSearchDefaults } from '../../../console/ui/list/list-search'
import { settingsSearchDefaults, settingsSearchSchema } from '../../../console/settings/settings-search'
import { showsLdapNotice } from '../../../core/paths'

/**
 * The settings area. Every settings path but the LDAP notice shows the SAML providers and the
 * directories, so their search and their reads are here, for all of them.
 */
export const Route = createFileRoute('/(console)/_shell/settings')({
  staticData: { title: 'nav.iamSettings' },
  validateSearch: settingsSearchSchema,
  search: { middlewares: [stripSearchDefaults(settingsSearchDefaults)] },
  // Sorting and modals change the address but not the pages shown, so they load nothing again.
  loaderDeps: ({ search: { samlPage, samlSize, dirPage, dirSize } }) => ({ samlPage, samlSize, dirPage, dirSize }),
  // Started, not awaited: the lists render at once and show a failure with their Retry (decision 027).
  loader: ({ context: { queryClient }, deps, location }) => {
    if (showsLdapNotice(location.pathname)) return
    readAhead(queryClient.query(samlProvidersQuery({ page: deps.samlPage, size: deps.samlSize })))
    readAhead(queryClient.query(directoriesQuery({ page: deps.dirPage, size: deps.dirSize })))
  },
})
