import { createFileRoute } from '@tanstack/react-router'
import { SettingsLayout } from '../../../console/settings/SettingsLayout'

export const Route = createFileRoute('/(console)/_shell/settings')({
  component: SettingsLayout,
})
