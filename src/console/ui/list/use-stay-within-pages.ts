import { useEffect } from 'react'
import { lastPage } from './list-search'

interface ShownPage {
  /** The service has answered for this page (not a placeholder of the page before). */
  answered: boolean
  rows: number
  total: number
  page: number
  size: number
}

/**
 * A list that shrank under the page shown (after a delete, or from an old link) moves to its
 * last page instead of showing an empty one.
 */
export function useStayWithinPages({ answered, rows, total, page, size }: ShownPage, goTo: (page: number) => void): void {
  const last = lastPage(total, size)
  const pastEnd = answered && rows === 0 && page > last
  useEffect(() => {
    if (pastEnd) goTo(last)
  }, [pastEnd, last, goTo])
}
