import type { RouterHistory } from '@tanstack/react-router'

/** A move in the browser's history: 'BACK', 'FORWARD', 'GO', or the console's 'PUSH' and 'REPLACE'. */
type HistoryAction = Parameters<Parameters<RouterHistory['block']>[0]['blockerFn']>[0]['action']

/**
 * Holds Back, Forward and jumps in the browser's history until the returned function is called.
 * `onStep` hears of each one and holds it by returning true; without it every step is held. The
 * console's own moves (a push or a replace) go on: a session that ends must still reach the login page.
 */
export function holdHistorySteps(history: RouterHistory, onStep: (action: HistoryAction) => boolean = () => true): () => void {
  return history.block({
    blockerFn: ({ action }) => {
      if (action === 'PUSH' || action === 'REPLACE') return false
      return onStep(action)
    },
    // A reload or leaving the site is not a step inside the console: no 'Leave site?' question.
    enableBeforeUnload: false,
  })
}
