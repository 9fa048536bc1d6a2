import { useSyncExternalStore } from 'react'
import { themeModeStore, type ThemeState } from './theme-mode'

/**
 * The chosen mode and the scheme it shows, for the Theme controls. Apart from theme-mode.ts, which
 * the page's entry runs before React has loaded (decision 014).
 */
export function useThemeMode(): ThemeState {
  const store = themeModeStore()
  return useSyncExternalStore(store.subscribe, store.getSnapshot)
}
