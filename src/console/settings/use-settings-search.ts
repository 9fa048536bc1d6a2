import { useLocation, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { settingsSearchSchema, type SettingsSearch } from './settings-search'

/**
 * The Authentication page's search state and its setter. Paging pushes a history entry (Back
 * returns to the page before); opening and closing modals replaces the current one.
 */
export function useSettingsSearch() {
  const { search: raw } = useLocation()
  const search: SettingsSearch = settingsSearchSchema.parse(raw)
  const navigate = useNavigate()
  const setSearch = useCallback(
    (changes: Partial<SettingsSearch>, history: 'push' | 'replace' = 'replace') =>
      void navigate({ to: '.', search: (previous) => ({ ...previous, ...changes }), replace: history === 'replace' }),
    [navigate],
  )
  return { search, setSearch }
}
