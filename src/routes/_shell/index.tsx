import { createFileRoute } from '@tanstack/react-router'
import { IdentitiesHome } from '../../features/identities/IdentitiesHome'

export const Route = createFileRoute('/_shell/')({
  component: IdentitiesHome,
})
