import type { RouterHistory } from '@tanstack/react-router'

/**
 * Holds Back, Forward and jumps in the browser's history until the returned function is called,
 * calling `onHeld` for each one held. The console's own moves (a push or a replace) go on: a
 * session that ends must still reach the login page.
 */
export function holdHistorySteps(history: RouterHistory, onHeld?: () => void): () => void {
  return history.block({
    blockerFn: ({ action }) => {
      if (action === 'PUSH' || action === 'REPLACE') return false
      onHeld?.()
      return true
    },
    // A reload or leaving the site is not a step inside the console: no 'Leave site?' question.
    enableBeforeUnload: false,
  })
}
