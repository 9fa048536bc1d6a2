import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { UsersPage } from '../../../../console/users/UsersPage'
import { prefetchUsersView } from '../../../../console/users/queries'
import { USERS_SEARCH_DEFAULTS, usersSearchSchema } from '../../../../console/users/users-search'

export const Route = createFileRoute('/(console)/_shell/identities/users')({
  validateSearch: usersSearchSchema,
  search: { middlewares: [stripSearchParams(USERS_SEARCH_DEFAULTS)] },
  // Opening a modal changes the address but not the page, so it does not load again.
  loaderDeps: ({ search: { page, size, filter } }) => ({ page, size, filter }),
  loader: ({ context, deps }) => prefetchUsersView(context.queryClient, deps),
  component: UsersPage,
})
