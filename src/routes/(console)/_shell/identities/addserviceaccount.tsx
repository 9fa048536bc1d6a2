import { createFileRoute } from '@tanstack/react-router'
import { AddServiceAccountPage } from '../../../../console/service-accounts/AddServiceAccountPage'

export const Route = createFileRoute('/(console)/_shell/identities/addserviceaccount')({
  staticData: { title: 'serviceAccounts.create' },
  component: AddServiceAccountPage,
})
