import { createFileRoute } from '@tanstack/react-router'
import { UsersPage } from '../../../features/identities/UsersPage'

export const Route = createFileRoute('/_shell/identities/users')({
  component: UsersPage,
})
