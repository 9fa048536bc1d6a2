import { createFileRoute } from '@tanstack/react-router'
import { LoadingView } from '../components/LoadingView'

export const Route = createFileRoute('/silent-renew')({
  component: LoadingView,
})
