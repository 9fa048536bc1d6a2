/** Defined here with the queue that notify.ts feeds, so the two import in one direction only. */
export type ToastVariant = 'success' | 'error' | 'info' | 'warning'

export interface Toast {
  message: string
  variant: ToastVariant
}

/** Toasts raised before the toast host has loaded; it shows them when it arrives. */
const waiting: Toast[] = []
let deliver: ((toast: Toast) => void) | undefined
let wake: (() => void) | undefined

/** Hands a toast to the host, or keeps it until the host is there. */
export function pushToast(toast: Toast): void {
  if (deliver) {
    deliver(toast)
    return
  }
  waiting.push(toast)
  wake?.()
}

/** Calls `onWaiting` when a toast waits for a host (at once if one already does). */
export function whenToastWaits(onWaiting: () => void): () => void {
  wake = onWaiting
  if (waiting.length > 0) onWaiting()
  return () => {
    if (wake === onWaiting) wake = undefined
  }
}

/** The host takes every waiting toast and each later one, until the returned function is called. */
export function deliverToasts(to: (toast: Toast) => void): () => void {
  deliver = to
  for (const toast of waiting.splice(0)) to(toast)
  return () => {
    if (deliver === to) deliver = undefined
  }
}
