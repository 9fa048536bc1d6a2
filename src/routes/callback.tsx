import { createFileRoute } from '@tanstack/react-router'
import { CallbackPage } from '../features/session/CallbackPage'

export const Route = createFileRoute('/callback')({
  component: CallbackPage,
})
