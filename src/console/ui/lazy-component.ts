import { lazy, type ComponentType } from 'react'

/** A component's module as React.lazy reads it. */
type Module<P> = { default: ComponentType<P> }

/**
 * A component whose module loads apart from the page that may show it, so that its code, and
 * whatever only it imports, stays out of that page's chunk. It loads on its first render, or
 * earlier through `preload()` (usePreload, decision 029). Render it inside a Suspense boundary of
 * its own (fallback null), or the whole route would suspend with it.
 *
 * Once loaded, the module is handed to React.lazy synchronously, so a first render after the
 * preload does not suspend: a promise, even a settled one, answers only in a later microtask,
 * and React would show the fallback and hold the reveal back for its ~300 ms throttle.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: Module<P> | undefined
  let loading: Promise<Module<P>> | undefined
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        // The next render or preload asks again: the file may be back (a redeploy, a lost network).
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const Lazy = lazy(() => {
    if (!loaded) return preload()
    const module = loaded
    // React.lazy only calls `then` on what this returns, and reads a module handed over within
    // that call at once; a Promise cannot do that, so a bare thenable stands in for one.
    return { then: (onLoaded: (value: Module<P>) => unknown) => onLoaded(module) } as unknown as Promise<Module<P>>
  })
  return Object.assign(Lazy, { preload })
}
