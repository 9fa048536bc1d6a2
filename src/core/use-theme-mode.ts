import { useSyncExternalStore } from 'react'
import { t } from './i18n/t'
import { THEME_MODES, themeModeStore, type ThemeMode, type ThemeState } from './theme-mode'

/**
 * The chosen mode and the scheme it shows, for the Theme controls. Apart from theme-mode.ts, which
 * the page's entry runs before React has loaded (decision 014).
 */
export function useThemeMode(): ThemeState {
  const store = themeModeStore()
  return useSyncExternalStore(store.subscribe, store.getSnapshot)
}

/** The Theme control's options in the current language (both wings' controls). */
export function themeModeOptions(): { value: ThemeMode; label: string }[] {
  return THEME_MODES.map((mode) => ({ value: mode, label: t(`theme.${mode}`) }))
}
