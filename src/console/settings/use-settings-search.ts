import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { SettingsSearch } from './settings-search'

const route = getRouteApi('/(console)/_shell/settings')

/**
 * The Authentication page's search, as the settings route validated it, and its setter. Paging
 * pushes a history entry (Back returns to the page before); opening and closing modals replaces
 * the current one.
 */
export function useSettingsSearch() {
  const search = route.useSearch()
  // Not the settings route's own navigate, which would go to '/settings': the setter keeps the
  // settings path shown ('/settings/authentication', '/settings/addsamlprovider').
  const navigate = useNavigate()
  const setSearch = useCallback(
    (changes: Partial<SettingsSearch>, history: 'push' | 'replace' = 'replace') =>
      void navigate({ to: '.', search: (previous) => ({ ...previous, ...changes }), replace: history === 'replace' }),
    [navigate],
  )
  return { search, setSearch }
}
