import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { UsersPage } from '../../../../console/users/UsersPage'
import { USERS_SEARCH_DEFAULTS, usersSearchSchema } from '../../../../console/users/users-search'

export const Route = createFileRoute('/(console)/_shell/identities/')({
  validateSearch: usersSearchSchema,
  search: { middlewares: [stripSearchParams(USERS_SEARCH_DEFAULTS)] },
  component: UsersPage,
})
