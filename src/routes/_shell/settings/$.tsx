import { createFileRoute } from '@tanstack/react-router'
import { SettingsContent } from '../../../features/settings/SettingsContent'

export const Route = createFileRoute('/_shell/settings/$')({
  component: SettingsContent,
})
