import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { UsersPage } from '../../../features/users/UsersPage'
import { prefetchUsersView } from '../../../features/users/queries'
import { USERS_SEARCH_DEFAULTS, usersSearchSchema } from '../../../features/users/users-search'

export const Route = createFileRoute('/_shell/identities/users')({
  validateSearch: usersSearchSchema,
  search: { middlewares: [stripSearchParams(USERS_SEARCH_DEFAULTS)] },
  // Opening a modal changes the address but not the page, so it does not load again.
  loaderDeps: ({ search: { page, size, filter } }) => ({ page, size, filter }),
  loader: ({ context, deps }) => prefetchUsersView(context.queryClient, deps),
  component: UsersPage,
})
