import { createFileRoute } from '@tanstack/react-router'
import { IdentitiesLayout } from '../../features/identities/IdentitiesLayout'

export const Route = createFileRoute('/_shell/identities')({
  component: IdentitiesLayout,
})
