import { createFileRoute } from '@tanstack/react-router'
import { AddServiceAccountPage } from '../../../../console/service-accounts/AddServiceAccountPage'
import { loadOtherScreensTexts } from '../../../../core/i18n/language'

export const Route = createFileRoute('/(console)/_shell/identities/addserviceaccount')({
  staticData: { title: 'serviceAccounts.create' },
  // The page draws once its texts are there (src/core/i18n/language.ts).
  loader: loadOtherScreensTexts,
  component: AddServiceAccountPage,
})
