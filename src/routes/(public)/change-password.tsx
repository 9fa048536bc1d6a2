import { createFileRoute } from '@tanstack/react-router'
import { ChangePasswordPage } from '../../public/change-password/ChangePasswordPage'
import { loadOtherScreensTexts } from '../../core/i18n/language'

export const Route = createFileRoute('/(public)/change-password')({
  staticData: { title: 'changePassword.title' },
  // The page draws once its texts are there (src/core/i18n/language.ts).
  loader: loadOtherScreensTexts,
  component: ChangePasswordPage,
})
