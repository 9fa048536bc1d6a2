import { createFileRoute } from '@tanstack/react-router'
import { BeingBuiltPage } from '../../../features/session/BeingBuiltPage'

export const Route = createFileRoute('/_shell/identities/managecertificates')({
  component: BeingBuiltPage,
})
