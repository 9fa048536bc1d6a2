import { getRouteApi } from '@tanstack/react-router'
import { useListHistory } from '../ui/list/list-history'
import type { SettingsSearch } from './settings-search'

const route = getRouteApi('/(console)/_shell/settings')

/** The Authentication page's search, as the settings route validated it, and how its lists change it. */
export function useSettingsSearch() {
  const listHistory = useListHistory<SettingsSearch>()
  return { search: route.useSearch(), setSearch: listHistory.setSearch, listHistory }
}
