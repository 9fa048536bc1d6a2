import { createFileRoute, redirect } from '@tanstack/react-router'
import { PATHS } from '../../../core/paths'

/** '/' shows the users list at the list's own address, its search kept: one route shows the list (decision 027). */
export const Route = createFileRoute('/(console)/_shell/')({
  beforeLoad: () => {
    throw redirect({ to: PATHS.users, search: true })
  },
})
