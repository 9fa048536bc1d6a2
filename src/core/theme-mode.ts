/**
 * The light, dark or system look of both wings (docs/product/theme.md, decision 031). One store:
 * it keeps the choice, resolves 'system' with the browser's colour preference and writes the
 * result on `<html>`, where the console's MUI variables and the end-user pages' plain.css read it.
 * No React here: the page's entry applies the mode before React has loaded (decision 014); the
 * hook is `use-theme-mode.ts`.
 */
export const THEME_MODES = ['light', 'dark', 'system'] as const
export type ThemeMode = (typeof THEME_MODES)[number]
export type ColourScheme = 'light' | 'dark'
const DEFAULT_THEME_MODE: ThemeMode = 'system'

/**
 * Not in STORAGE_KEYS on purpose: logout clears every key there, and the look is the browser's
 * preference, not the signed-in user's.
 */
export const THEME_STORAGE_KEY = 'iam.theme'

const DARK_QUERY = '(prefers-color-scheme: dark)'

export interface ThemeState {
  /** What was chosen. */
  mode: ThemeMode
  /** What the page shows: the mode, or the browser's preference while the mode is 'system'. */
  scheme: ColourScheme
}

export interface ThemeModeStore {
  /** The same object until something changes, as useSyncExternalStore needs. */
  getSnapshot: () => ThemeState
  subscribe: (listener: () => void) => () => void
  setMode: (mode: ThemeMode) => void
}

/** Storage is anyone's to write: only the exact name of a mode counts, anything else is 'system'. */
export function parseThemeMode(stored: string | null): ThemeMode {
  return THEME_MODES.find((mode) => mode === stored) ?? DEFAULT_THEME_MODE
}

function readMode(view: Window): ThemeMode {
  try {
    return parseThemeMode(view.localStorage.getItem(THEME_STORAGE_KEY))
  } catch {
    // Storage is blocked (privacy settings).
    return DEFAULT_THEME_MODE
  }
}

function writeMode(view: Window, mode: ThemeMode): void {
  try {
    view.localStorage.setItem(THEME_STORAGE_KEY, mode)
  } catch {
    // Storage is blocked: the choice lasts until the page is left.
  }
}

/** The store over one window; the page uses the one `themeModeStore()` makes, tests their own. */
export function createThemeModeStore(view: Window): ThemeModeStore {
  const root = view.document.documentElement
  // jsdom and very old browsers have no matchMedia: the system is then light.
  const media = typeof view.matchMedia === 'function' ? view.matchMedia(DARK_QUERY) : undefined
  const listeners = new Set<() => void>()
  let state: ThemeState = resolve(readMode(view))

  function resolve(mode: ThemeMode): ThemeState {
    return { mode, scheme: mode === 'system' ? (media?.matches ? 'dark' : 'light') : mode }
  }
  function apply(): void {
    root.dataset.theme = state.scheme
    // The browser's own parts follow too: scrollbars, form controls, a native select's list.
    root.style.colorScheme = state.scheme
  }
  function update(mode: ThemeMode): void {
    const next = resolve(mode)
    if (next.mode === state.mode && next.scheme === state.scheme) return
    state = next
    apply()
    for (const listener of listeners) listener()
  }

  apply()
  // A change of the system's preference (night mode at dusk) shows at once while the mode is 'system'.
  media?.addEventListener('change', () => update(state.mode))
  // Another tab's choice shows here too.
  view.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) update(readMode(view))
  })

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setMode(mode) {
      writeMode(view, mode)
      update(mode)
    },
  }
}

let pageStore: ThemeModeStore | undefined

/** The page's store, made on first use: the entry calls it first so that the page never paints in the wrong scheme. */
export function themeModeStore(): ThemeModeStore {
  pageStore ??= createThemeModeStore(window)
  return pageStore
}

export function setThemeMode(mode: ThemeMode): void {
  themeModeStore().setMode(mode)
}
