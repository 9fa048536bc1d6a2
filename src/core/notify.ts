import { pushToast, type ToastVariant } from './toast-queue'

/** How long a toast stays (docs/product/constants.md). */
export const TOAST_DURATION_MS = 2000

/** Raises one toast; texts are shown as plain text, never as HTML. */
export function notify(message: string, variant: ToastVariant): void {
  pushToast({ message, variant })
}
