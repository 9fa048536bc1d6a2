import { useCallback, useState } from 'react'
import type { Selection } from './DataTable'

/**
 * Rows checked in a list. The selection belongs to the rows on screen: it is empty again
 * whenever `scope` (page, page size, filter) changes, and `clear()` empties it after an action.
 */
export function useSelection(scope: string): Selection & { clear: () => void } {
  const [state, setState] = useState<{ scope: string; selected: ReadonlySet<string> }>({ scope, selected: new Set() })
  // Emptied, not only hidden: rows checked on a page left must not come back with it (Back, or
  // paging there again), where a Delete would take them along with rows checked since.
  if (state.scope !== scope) setState({ scope, selected: new Set() })
  const selected = state.scope === scope ? state.selected : new Set<string>()
  // The same function on every render, so that a row whose box did not change is not rendered again.
  const toggle = useCallback(
    (key: string) =>
      setState((previous) => {
        const next = new Set(previous.scope === scope ? previous.selected : [])
        if (next.has(key)) next.delete(key)
        else next.add(key)
        return { scope, selected: next }
      }),
    [scope],
  )
  return {
    selected,
    toggle,
    onChange: (next) => setState({ scope, selected: next }),
    clear: () => setState({ scope, selected: new Set() }),
  }
}
