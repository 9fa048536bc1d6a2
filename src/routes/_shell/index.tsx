import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { IdentitiesHome } from '../../features/identities/IdentitiesHome'
import { USERS_SEARCH_DEFAULTS, usersSearchSchema } from '../../features/users/users-search'

export const Route = createFileRoute('/_shell/')({
  validateSearch: usersSearchSchema,
  search: { middlewares: [stripSearchParams(USERS_SEARCH_DEFAULTS)] },
  component: IdentitiesHome,
})
