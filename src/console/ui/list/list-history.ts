import { useNavigate, useRouter, type AnyRouter, type HistoryState } from '@tanstack/react-router'
import { useMemo } from 'react'

/** What marks the history entry that opening a modal added, beside the router's own keys. */
const MODAL_OPENED = 'modalOpened'

const openedHere = (entry: HistoryState) => MODAL_OPENED in entry && entry[MODAL_OPENED] === true

/**
 * The browser is on its way to another page while this one still shows: a change the page asks for
 * now (a click, a page found past the end, a create answered late) would land on that page's address.
 */
export const onItsWayElsewhere = (router: AnyRouter) => router.latestLocation.pathname !== router.state.resolvedLocation?.pathname

/**
 * How a change of a list's search goes into the browser's history (docs/product/lists-and-dialogs.md):
 * paging adds an entry, so Back returns to the page before; typing a filter or closing a modal
 * replaces the current one; opening a modal adds an entry of its own, so Back, a phone's included,
 * closes the modal instead of leaving the screen.
 */
export type HistoryChange = 'push' | 'replace' | 'open modal'

export interface ListHistory<Search> {
  /** Sets part of the list's search, keeping the rest and the path shown; `change` says how it enters the history. */
  setSearch: (changes: Partial<Search>, change?: HistoryChange) => void
  /**
   * Closes the modal the address shows. One opened here goes back over the entry its opening
   * added, so Back then reaches the entry before, as if it had never opened. One the address opened
   * by itself (a link, a reload) has no entry of its own: `replaceAddress` takes it out of the address.
   */
  closeModal(replaceAddress: () => void): void
}

/** How every list screen changes its search: one setter, and the close of the modal the address shows. */
export function useListHistory<Search extends object = never>(): ListHistory<Search> {
  const router = useRouter()
  // Not a route's own navigate, which goes to that route's path: '.' keeps the path shown (the
  // settings lists are drawn under '/settings/authentication' as well as '/settings').
  const navigate = useNavigate()
  return useMemo(() => {
    const onModalEntry = () => openedHere(router.state.location.state)
    // An address leaves out a value equal to its default, and the rows per page a list remembers is
    // a default that changes: the entry a new size is chosen on would show the new size after Back.
    // So before an entry is added, the one being left is written again from the search it showed
    // (its match's, read when it loaded). When that reads differently now, naming the size it had,
    // it replaces the entry, and Back shows the page as it was. Otherwise nothing is sent. An entry
    // still loading was written a moment ago, and the matches on show are the entry's before it.
    const keepWhatTheEntryShowed = () => {
      if (router.state.resolvedLocation?.href !== router.latestLocation.href) return
      const shown = router.state.matches.at(-1)?.search
      if (!shown) return
      const entry = { to: '.', search: shown, state: true } as const
      if (router.buildLocation(entry).searchStr === router.latestLocation.searchStr) return
      void navigate({ ...entry, replace: true })
      // The browser's history takes the router's changes a microtask later, and only the last of a
      // replace and a push in a row: this one is written now, before the entry it makes room for.
      router.history.flush()
    }
    const setSearch = (changes: Partial<Search>, change: HistoryChange = 'replace') => {
      if (onItsWayElsewhere(router)) return
      if (change !== 'replace') keepWhatTheEntryShowed()
      void navigate({
        to: '.',
        search: (previous) => ({ ...previous, ...changes }),
        // A modal asked for while one is open (another row chosen as the first one's code loads)
        // takes its entry: one step back must close it, not bring the first one back.
        ...(change === 'open modal'
          ? { replace: onModalEntry(), state: (previous: HistoryState) => ({ ...previous, [MODAL_OPENED]: true }) }
          : { replace: change === 'replace' }),
      })
    }
    return {
      setSearch,
      closeModal(replaceAddress) {
        // A form that has just saved may still hold Back (FormDialog): this step is its own close.
        if (onModalEntry()) router.history.back({ ignoreBlocker: true })
        else replaceAddress()
      },
    }
  }, [router, navigate])
}
