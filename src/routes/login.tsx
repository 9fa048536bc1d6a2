import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '../features/login/LoginPage'
import { loginSearchSchema } from '../features/login/login-search'

export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
  component: LoginPage,
})
