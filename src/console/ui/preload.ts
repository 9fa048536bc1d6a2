import { useEffect, useMemo, useState } from 'react'

/**
 * Code fetched apart from the screen that may show it: a component made with `lazyComponent`, or
 * a screen's route code. `preload` starts the load, or returns the one under way or done.
 */
export interface Preloadable {
  preload: () => Promise<unknown>
}

/** Handlers for the control that shows the code: a pointer over it or focus on it is intent. */
export interface IntentHandlers {
  onPointerEnter: () => void
  onFocus: () => void
}

/**
 * How long a busy page may hold the preload back. Past it the load starts anyway, still after the
 * screen has painted: an administrator rarely clicks sooner (decision 029).
 */
const IDLE_TIMEOUT_MS = 2000

function start(code: Preloadable) {
  // A failed load is no error here: the first render asks again and shows its failure.
  void code.preload().catch(() => undefined)
}

/** Runs `task` once the browser is idle; returns what cancels it. */
function whenIdle(task: () => void): () => void {
  // Safari has no idle callbacks: a task posted after the paint is the nearest it offers.
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task, 0)
    return () => clearTimeout(timer)
  }
  const handle = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
  return () => cancelIdleCallback(handle)
}

/**
 * The one way code is loaded ahead (decision 029): from the screen that may show it, once that
 * screen has painted (an effect runs after the paint) and the browser is idle; or at once on the
 * first sign of intent, through the returned handlers spread on the control that shows it. Either
 * way the first open finds the code there and does not suspend.
 */
export function usePreload(code: Preloadable): IntentHandlers {
  useEffect(() => whenIdle(() => start(code)), [code])
  // The same handlers on every render, so that a memoised control is not rendered again for them.
  return useMemo(() => ({ onPointerEnter: () => start(code), onFocus: () => start(code) }), [code])
}

/**
 * Whether `code` is there, loaded the same way: once the screen has painted and the browser is
 * idle. A modal pre-renders from then on (LazyModal).
 */
export function useLoadedWhenIdle(code: Preloadable): boolean {
  const [loaded, setLoaded] = useState(false)
  useEffect(
    () =>
      whenIdle(() => {
        void code.preload().then(
          () => setLoaded(true),
          // The first open asks again and shows its failure.
          () => undefined,
        )
      }),
    [code],
  )
  return loaded
}
