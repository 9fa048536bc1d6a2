import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { holdHistorySteps } from './history-steps'

/**
 * A modal that cannot close while its call runs, whose outcome it shows: Back and Forward wait
 * (its opening added a history entry, so Back would close it), and the returned close does
 * nothing until the call has answered. Give it to the dialog's `onClose` (Escape, the backdrop).
 */
export function useCloseUnlessBusy(busy: boolean, onClose: () => void): () => void {
  const { history } = useRouter()
  useEffect(() => (busy ? holdHistorySteps(history) : undefined), [busy, history])
  return () => {
    if (!busy) onClose()
  }
}
