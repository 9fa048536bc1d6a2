import { createFileRoute } from '@tanstack/react-router'
import { IdentitiesLayout } from '../../../console/identities/IdentitiesLayout'

export const Route = createFileRoute('/(console)/_shell/identities')({
  component: IdentitiesLayout,
})
