import { createFileRoute } from '@tanstack/react-router'
import { readAhead } from '../../../../core/api/endpoint-options'
import { UsersPage } from '../../../../console/users/UsersPage'
import { userConnectorsQuery, usersQuery } from '../../../../console/users/queries'
import { stripSearchDefaults } from '../../../../console/ui/list/list-search'
import { usersSearchDefaults, usersSearchSchema } from '../../../../console/users/users-search'

/** The users list, the one route that shows it ('/', '/identities' and '/identities/groups' come here). */
export const Route = createFileRoute('/(console)/_shell/identities/users')({
  staticData: { title: 'identities.users' },
  validateSearch: usersSearchSchema,
  search: { middlewares: [stripSearchDefaults(usersSearchDefaults)] },
  // Opening a modal changes the address but not the page, so it does not load again.
  loaderDeps: ({ search: { page, size, filter } }) => ({ page, size, filter }),
  // Started, not awaited: the list renders at once and shows a failure with its Retry (decision 027).
  loader: ({ context: { queryClient }, deps }) => {
    readAhead(queryClient.query(usersQuery(deps)))
    readAhead(queryClient.query(userConnectorsQuery()))
  },
  component: UsersPage,
})
