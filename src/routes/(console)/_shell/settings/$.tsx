import { createFileRoute } from '@tanstack/react-router'
import { SettingsContent } from '../../../../console/settings/SettingsContent'

// The search and the lists' reads belong to the settings route, around this one.
export const Route = createFileRoute('/(console)/_shell/settings/$')({
  component: SettingsContent,
})
