import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { IdentitiesHome } from '../../../console/identities/IdentitiesHome'
import { USERS_SEARCH_DEFAULTS, usersSearchSchema } from '../../../console/users/users-search'

export const Route = createFileRoute('/(console)/_shell/')({
  validateSearch: usersSearchSchema,
  search: { middlewares: [stripSearchParams(USERS_SEARCH_DEFAULTS)] },
  component: IdentitiesHome,
})
