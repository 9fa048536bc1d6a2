import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useListHistory, type HistoryChange } from '../ui/list/list-history'
import type { SettingsSearch } from './settings-search'

const route = getRouteApi('/(console)/_shell/settings')

/**
 * The Authentication page's search, as the settings route validated it, its setter, which puts each
 * change into the browser's history as `HistoryChange` says, and the list's history, which closes a modal.
 */
export function useSettingsSearch() {
  const search = route.useSearch()
  // Not the settings route's own navigate, which would go to '/settings': the setter keeps the
  // settings path shown ('/settings/authentication', '/settings/addsamlprovider').
  const navigate = useNavigate()
  const listHistory = useListHistory()
  const setSearch = useCallback(
    (changes: Partial<SettingsSearch>, change: HistoryChange = 'replace') =>
      void navigate({ to: '.', search: (previous) => ({ ...previous, ...changes }), ...listHistory.options(change) }),
    [navigate, listHistory],
  )
  return { search, setSearch, listHistory }
}
