import { createFileRoute } from '@tanstack/react-router'
import { BeingBuiltPage } from '../../../console/ui/BeingBuiltPage'

export const Route = createFileRoute('/(console)/_shell/roles')({
  component: BeingBuiltPage,
})
