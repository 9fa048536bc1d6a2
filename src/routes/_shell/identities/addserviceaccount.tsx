import { createFileRoute } from '@tanstack/react-router'
import { AddServiceAccountPage } from '../../../features/service-accounts/AddServiceAccountPage'

export const Route = createFileRoute('/_shell/identities/addserviceaccount')({
  component: AddServiceAccountPage,
})
