import { createFileRoute, redirect } from '@tanstack/react-router'
import { PATHS } from '../../../../core/paths'

/**
 * The console has no groups: '/identities/groups' shows the users list at the list's own address,
 * its search kept, so one route shows the list (decision 027).
 */
export const Route = createFileRoute('/(console)/_shell/identities/groups')({
  beforeLoad: () => {
    throw redirect({ to: PATHS.users, search: true })
  },
})
