import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { THEME_STORAGE_KEY, createThemeModeStore, parseThemeMode } from '../../../src/core/theme-mode'

/** The browser's colour preference, as matchMedia reports it: a test flips it as the system would. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>()
  const list = {
    matches: dark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
  }
  const matchMedia = vi.fn((query: string) => {
    expect(query).toBe('(prefers-color-scheme: dark)')
    return list as unknown as MediaQueryList
  })
  vi.stubGlobal('matchMedia', matchMedia)
  return {
    turn(nowDark: boolean) {
      list.matches = nowDark
      for (const listener of listeners) listener({ matches: nowDark } as MediaQueryListEvent)
    },
  }
}

const root = document.documentElement
const shown = () => ({ attribute: root.dataset.theme, colorScheme: root.style.colorScheme })

beforeEach(() => {
  delete root.dataset.theme
  root.style.colorScheme = ''
})

afterEach(() => {
  localStorage.clear()
  vi.unstubAllGlobals()
})

describe('the theme mode', () => {
  it('is System by default, showing the system’s scheme on <html>', () => {
    fakeSystem(true)
    const store = createThemeModeStore(window)
    expect(store.getSnapshot()).toEqual({ mode: 'system', scheme: 'dark' })
    expect(shown()).toEqual({ attribute: 'dark', colorScheme: 'dark' })
  })

  it('shows light where the browser cannot tell its preference', () => {
    // jsdom has no matchMedia, as some embedded browsers.
    expect(typeof window.matchMedia).toBe('undefined')
    expect(createThemeModeStore(window).getSnapshot()).toEqual({ mode: 'system', scheme: 'light' })
    expect(shown()).toEqual({ attribute: 'light', colorScheme: 'light' })
  })

  it('keeps a choice for the next page load, whatever the system prefers', () => {
    fakeSystem(false)
    const store = createThemeModeStore(window)
    store.setMode('dark')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
    expect(store.getSnapshot()).toEqual({ mode: 'dark', scheme: 'dark' })
    expect(shown()).toEqual({ attribute: 'dark', colorScheme: 'dark' })

    // A reload: a new store reads the choice back.
    delete root.dataset.theme
    expect(createThemeModeStore(window).getSnapshot()).toEqual({ mode: 'dark', scheme: 'dark' })
    expect(shown().attribute).toBe('dark')

    store.setMode('system')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system')
    expect(createThemeModeStore(window).getSnapshot()).toEqual({ mode: 'system', scheme: 'light' })
  })

  it.each(['', 'Dark', ' dark', 'dark ', 'blue', '__proto__', 'null', '{"mode":"dark"}'])('reads the stored value %j as System', (stored) => {
    fakeSystem(true)
    localStorage.setItem(THEME_STORAGE_KEY, stored)
    expect(createThemeModeStore(window).getSnapshot()).toEqual({ mode: 'system', scheme: 'dark' })
    expect(parseThemeMode(stored)).toBe('system')
  })

  it('carries on when storage is blocked: System, and a choice that lasts as long as the page', () => {
    fakeSystem(false)
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    const store = createThemeModeStore(window)
    expect(store.getSnapshot().mode).toBe('system')
    store.setMode('dark')
    expect(store.getSnapshot()).toEqual({ mode: 'dark', scheme: 'dark' })
    expect(shown().attribute).toBe('dark')
  })

  it('follows a change of the system’s preference at once while System, and only then', () => {
    const system = fakeSystem(false)
    const store = createThemeModeStore(window)
    const listener = vi.fn()
    store.subscribe(listener)

    system.turn(true)
    expect(store.getSnapshot()).toEqual({ mode: 'system', scheme: 'dark' })
    expect(shown()).toEqual({ attribute: 'dark', colorScheme: 'dark' })
    expect(listener).toHaveBeenCalledTimes(1)

    store.setMode('light')
    listener.mockClear()
    system.turn(false)
    system.turn(true)
    expect(store.getSnapshot()).toEqual({ mode: 'light', scheme: 'light' })
    expect(shown().attribute).toBe('light')
    expect(listener).not.toHaveBeenCalled()
  })

  it('gives the same snapshot until something changes, and tells no one of a choice already made', () => {
    fakeSystem(false)
    const store = createThemeModeStore(window)
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    const before = store.getSnapshot()
    expect(store.getSnapshot()).toBe(before)
    store.setMode('system')
    expect(store.getSnapshot()).toBe(before)
    expect(listener).not.toHaveBeenCalled()

    unsubscribe()
    store.setMode('dark')
    expect(listener).not.toHaveBeenCalled()
  })

  it('takes up a choice made in another tab', () => {
    fakeSystem(false)
    const store = createThemeModeStore(window)
    localStorage.setItem(THEME_STORAGE_KEY, 'dark')
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }))
    expect(store.getSnapshot()).toEqual({ mode: 'dark', scheme: 'dark' })
    expect(shown().attribute).toBe('dark')
  })

  // Logout clears the session's keys (STORAGE_KEYS); the look is the browser's, not the session's.
  it('is kept under a key of its own that logout does not clear', async () => {
    const { STORAGE_KEYS } = await import('../../../src/core/auth/storage-keys')
    expect(THEME_STORAGE_KEY).toBe('iam.theme')
    expect(Object.values(STORAGE_KEYS)).not.toContain(THEME_STORAGE_KEY)
  })
})
