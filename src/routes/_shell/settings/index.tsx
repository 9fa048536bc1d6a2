import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { SettingsContent } from '../../../features/settings/SettingsContent'
import { SETTINGS_SEARCH_DEFAULTS, settingsSearchSchema } from '../../../features/settings/settings-search'

export const Route = createFileRoute('/_shell/settings/')({
  validateSearch: settingsSearchSchema,
  search: { middlewares: [stripSearchParams(SETTINGS_SEARCH_DEFAULTS)] },
  component: SettingsContent,
})
