import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { UsersPage } from '../../../features/users/UsersPage'
import { USERS_SEARCH_DEFAULTS, usersSearchSchema } from '../../../features/users/users-search'

export const Route = createFileRoute('/_shell/identities/groups')({
  validateSearch: usersSearchSchema,
  search: { middlewares: [stripSearchParams(USERS_SEARCH_DEFAULTS)] },
  component: UsersPage,
})
