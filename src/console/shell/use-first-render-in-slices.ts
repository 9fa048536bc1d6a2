import { startTransition, useEffect, useState } from 'react'

/**
 * False on a component's first render, then true, set in a React transition. The router renders
 * a screen it has loaded in one go, holding the main thread for the whole of it (it reads its
 * state through useSyncExternalStore, which React never renders in slices). A component that
 * shows its heavy part only once this is true gets that part rendered as a transition: React
 * yields to the browser every few milliseconds, which paints and answers input in between.
 */
export function useFirstRenderInSlices(): boolean {
  const [sliced, setSliced] = useState(false)
  useEffect(() => startTransition(() => setSliced(true)), [])
  return sliced
}
