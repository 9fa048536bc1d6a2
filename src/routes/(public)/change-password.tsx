import { createFileRoute } from '@tanstack/react-router'
import { ChangePasswordPage } from '../../public/change-password/ChangePasswordPage'

export const Route = createFileRoute('/(public)/change-password')({
  staticData: { title: 'changePassword.title' },
  component: ChangePasswordPage,
})
