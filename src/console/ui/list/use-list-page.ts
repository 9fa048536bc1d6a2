import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { formatNumber } from '../../../core/i18n/format'
import { t } from '../../../core/i18n/t'
import type { PageSearch } from './list-search'
import { useStayWithinPages } from './use-stay-within-pages'

/** A list reply (docs/product/api.md 'Lists'). */
interface ListReply {
  result: readonly unknown[]
  total_matches: number
}

export interface ListPage<Row> {
  /** The rows of the page asked for; none while it loads after a page, size or filter change. */
  rows: readonly Row[]
  /**
   * The service's count; the one before is kept while another page loads, so the pager holds still.
   * Undefined until the list's first reply: the count is not known yet, which is not 0.
   */
  total: number | undefined
  /** A read is under way: the table is busy. */
  loading: boolean
  /** No reply has come yet for any view of this list. */
  pending: boolean
  error: Error | null
  retry: () => void
}

/**
 * One page of a list, read the one way every list reads (docs/product/lists-and-dialogs.md
 * 'Loading and failure'). While another page, size or filter loads, the rows of the view before
 * leave the table, so the range the pager reads never belongs to rows still on screen; the count
 * stays, so the pager keeps its place and a second press pages on. A refetch of the same view
 * (after a change) keeps its rows and only shows that it is busy. A view past the last page moves
 * to the last page (`goToPage`).
 */
export function useListPage<Reply extends ListReply, Key extends QueryKey>(
  options: UseQueryOptions<Reply, Error, Reply, Key>,
  view: PageSearch,
  goToPage: (page: number) => void,
): ListPage<Reply['result'][number]> {
  const query = useQuery({ ...options, placeholderData: keepPreviousData })
  const changing = query.isPlaceholderData
  const rows = changing ? [] : (query.data?.result ?? [])
  const total = query.data?.total_matches
  useStayWithinPages({ answered: query.isSuccess && !changing, rows: rows.length, total: total ?? 0, ...view }, goToPage)
  return {
    rows,
    total,
    loading: query.isFetching,
    pending: query.isPending,
    error: query.error,
    retry: () => void query.refetch(),
  }
}

/**
 * A list's count as its title says it, grouped as the language groups it ('12,345', '12.345'): an
 * ellipsis until the first reply, so no list claims 0 while it reads.
 */
export function shownCount(total: number | undefined): string {
  return total === undefined ? t('table.countUnknown') : formatNumber(total)
}
