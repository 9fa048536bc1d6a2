import { useRouter, type HistoryState } from '@tanstack/react-router'
import { useMemo } from 'react'

/** What marks the history entry that opening a modal added, beside the router's own keys. */
const MODAL_OPENED = 'modalOpened'

const openedHere = (entry: HistoryState) => MODAL_OPENED in entry && entry[MODAL_OPENED] === true

/**
 * How a change of a list's search goes into the browser's history (docs/product/lists-and-dialogs.md):
 * paging adds an entry, so Back returns to the page before; typing a filter or closing a modal
 * replaces the current one; opening a modal adds an entry of its own, so Back, a phone's included,
 * closes the modal instead of leaving the screen.
 */
export type HistoryChange = 'push' | 'replace' | 'open modal'

export interface ListHistory {
  /** The router's navigation options for `change`. */
  options(change: HistoryChange): { replace: boolean; state?: (previous: HistoryState) => HistoryState }
  /**
   * Closes the modal the address shows. One opened here goes back over the entry its opening
   * added, so Back then reaches the entry before, as if it had never opened. One the address opened
   * by itself (a link, a reload) has no entry of its own: `replaceAddress` takes it out of the address.
   */
  closeModal(replaceAddress: () => void): void
}

export function useListHistory(): ListHistory {
  const router = useRouter()
  return useMemo(() => {
    const onModalEntry = () => openedHere(router.state.location.state)
    return {
      options(change) {
        if (change !== 'open modal') return { replace: change === 'replace' }
        // A modal asked for while one is open (another row chosen as the first loads) takes its
        // entry: one step back must close it, not bring the first one back.
        return { replace: onModalEntry(), state: (previous) => ({ ...previous, [MODAL_OPENED]: true }) }
      },
      closeModal(replaceAddress) {
        // A form that has just saved may still hold Back (FormDialog): this step is its own close.
        if (onModalEntry()) router.history.back({ ignoreBlocker: true })
        else replaceAddress()
      },
    }
  }, [router])
}
