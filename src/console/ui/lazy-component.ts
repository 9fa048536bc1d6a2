import { lazy, type ComponentType } from 'react'

/**
 * A component whose module loads when it first renders, so that its code, and whatever only it
 * imports, stays out of the chunk of the page that may show it. Render it inside a Suspense
 * boundary of its own (fallback null), or the whole route would suspend with it.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }))
}
