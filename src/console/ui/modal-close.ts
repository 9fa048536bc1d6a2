import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { holdHistorySteps } from './history-steps'

/** Why MUI's Dialog asks to close. */
type CloseReason = 'backdropClick' | 'escapeKeyDown'

/** A modal's one close, for its dialog's `onClose` and its closing buttons. */
export type ModalClose = (event?: unknown, reason?: CloseReason) => void

/**
 * How a modal with a call of its own closes (a form, the certificates dialog): by Escape, its
 * buttons or Back (docs/product/lists-and-dialogs.md 'Modals'), and
 * - not while its call runs, whose outcome it shows: Back and Forward wait too (its opening added a
 *   history entry, so Back would close it);
 * - once: a second press before it has gone (a double click on Cancel) would step back again,
 *   off the screen under it;
 * - not by a click outside it: the second click of a double click on its opener lands there, and
 *   a stray click must not throw away what was typed.
 * Give the returned close to the dialog's `onClose` and to its closing button.
 */
export function useModalClose(busy: boolean, onClose: () => void): ModalClose {
  const { history } = useRouter()
  useEffect(() => (busy ? holdHistorySteps(history) : undefined), [busy, history])
  // Each opening draws the modal afresh (LazyModal), so this is once per opening.
  const closing = useRef(false)
  return (_event, reason) => {
    if (busy || closing.current || reason === 'backdropClick') return
    closing.current = true
    onClose()
  }
}
