export interface Throttled<A extends unknown[]> {
  (...args: A): void
  /** Drops a pending trailing call. */
  cancel(): void
  /** Makes a pending trailing call now. */
  flush(): void
}

/**
 * Calls `fn` at most once per `waitMs`: the first call runs at once, later calls within the
 * window are folded into one trailing call with the latest arguments, so the last value
 * typed is always the one that is searched for.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Throttled<A> {
  let lastRun = -Infinity
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: A | undefined

  const run = (args: A) => {
    lastRun = Date.now()
    pending = undefined
    fn(...args)
  }

  const throttled = (...args: A) => {
    const remaining = lastRun + waitMs - Date.now()
    if (remaining <= 0 && timer === undefined) {
      run(args)
      return
    }
    pending = args
    timer ??= setTimeout(() => {
      timer = undefined
      if (pending) run(pending)
    }, Math.max(remaining, 0))
  }
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    pending = undefined
  }
  throttled.flush = () => {
    const args = pending
    throttled.cancel()
    if (args) run(args)
  }
  return throttled
}

/** The users filter's throttle (docs/product/constants.md). */
export const SEARCH_THROTTLE_MS = 1000
