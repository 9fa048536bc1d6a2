import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { SettingsContent } from '../../../../console/settings/SettingsContent'
import { SETTINGS_SEARCH_DEFAULTS, settingsSearchSchema } from '../../../../console/settings/settings-search'

export const Route = createFileRoute('/(console)/_shell/settings/$')({
  validateSearch: settingsSearchSchema,
  search: { middlewares: [stripSearchParams(SETTINGS_SEARCH_DEFAULTS)] },
  component: SettingsContent,
})
