import IconButton from '@mui/material/IconButton'
import TablePagination from '@mui/material/TablePagination'
import { memo, type FocusEvent, type PointerEvent } from 'react'
import { formatNumber } from '../../../core/i18n/format'
import { t, type MessageKey } from '../../../core/i18n/t'
import { lastPage } from './list-search'
import { rememberPageSize, type PagedList } from './page-size'

export interface TablePagingProps {
  /** Undefined until the list's first reply: the pager then says it does not know the range yet. */
  total: number | undefined
  /** 1-based. */
  page: number
  size: number
  options: readonly number[]
  onChange: (page: number, size: number) => void
  /** The list whose chosen rows per page are remembered for its next visit (docs/product/storage.md). */
  rememberAs?: PagedList
  /** Reads a page (1-based) ahead when the pointer comes over, or focus onto, the button that leads there. */
  onPreload?: (page: number) => void
}

const BUTTON_NAMES = {
  first: 'table.firstPage',
  previous: 'table.previousPage',
  next: 'table.nextPage',
  last: 'table.lastPage',
} as const satisfies Record<string, MessageKey>
type PageButton = keyof typeof BUTTON_NAMES

/**
 * The page buttons as MUI draws them, an IconButton each, without the MUI Tooltip it wraps them
 * in: the button keeps the name as its `title`, and the browser shows that on a resting pointer
 * (decision 033). MUI's tooltip opened 100 ms after the pointer came, in the middle of drawing the
 * page the click asked for.
 */
const SLOTS = { actions: { firstButton: IconButton, previousButton: IconButton, nextButton: IconButton, lastButton: IconButton } }

/**
 * The title alone names each button. MUI also sets the same words as `aria-label`, and a browser
 * then offers the title as the button's description too, so a screen reader said it twice.
 */
const NAMED_BY_TITLE = { 'aria-label': undefined }
const SLOT_PROPS = {
  actions: { firstButton: NAMED_BY_TITLE, previousButton: NAMED_BY_TITLE, nextButton: NAMED_BY_TITLE, lastButton: NAMED_BY_TITLE },
}

/**
 * MUI's TablePagination with the catalogue's texts (docs/product/lists-and-dialogs.md
 * 'Pagination controls'); pages count from 1 here as they do in the address, from 0 in MUI.
 * Memoised: checking a row or a reply that keeps the count does not draw the pager again (its
 * select, menu and four buttons). Callers keep `onChange` the same between renders (useCallback).
 */
export const TablePaging = memo(function TablePaging({ total, page, size, options, onChange, rememberAs, onPreload }: TablePagingProps) {
  // Before the first reply MUI is given no rows, and the label says the range is not known yet.
  const count = total ?? 0
  // A page past the end (an old link, or a list that shrank) is shown as the last one until the
  // list moves there itself; MUI refuses a page beyond its count.
  const shown = Math.min(page, lastPage(count, size))
  const destinations: Record<PageButton, number> = { first: 1, previous: shown - 1, next: shown + 1, last: lastPage(count, size) }
  // One listener for the four buttons, which MUI marks with their action whatever the direction.
  const preloadFor = (event: PointerEvent | FocusEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button[data-mui-pagination-action]') : null
    if (!onPreload || !(button instanceof HTMLButtonElement) || button.disabled) return
    // Moving within the button, onto its icon, is no new intent.
    if (event.relatedTarget instanceof Node && button.contains(event.relatedTarget)) return
    const action = button.dataset.muiPaginationAction
    if (action !== undefined && action in destinations) onPreload(destinations[action as PageButton])
  }
  return (
    <TablePagination
      component="div"
      count={count}
      page={shown - 1}
      rowsPerPage={size}
      rowsPerPageOptions={options}
      onPageChange={(_, next) => onChange(next + 1, size)}
      onRowsPerPageChange={(event) => {
        const chosen = Number(event.target.value)
        // Kept before the address changes: the address leaves out a size equal to the remembered one.
        if (rememberAs) rememberPageSize(rememberAs, chosen)
        onChange(1, chosen)
      }}
      showFirstButton
      showLastButton
      slots={SLOTS}
      slotProps={SLOT_PROPS}
      labelRowsPerPage={t('table.rowsPerPage')}
      // Grouped as the language groups a number, as the list's title writes the same count.
      labelDisplayedRows={({ from, to }) =>
        total === undefined
          ? t('table.countUnknown')
          : t('table.displayedRows', { from: formatNumber(from), to: formatNumber(to), count: formatNumber(total) })
      }
      getItemAriaLabel={(type) => t(BUTTON_NAMES[type])}
      onPointerOver={preloadFor}
      onFocus={preloadFor}
      // On a narrow screen the page buttons go onto a line of their own rather than out of reach,
      // and the range, which then ends the first line, keeps the toolbar's gutter from the frame
      // (MUI leaves 2 px there for the buttons, whose icons have room of their own).
      sx={{
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pr: { xs: 2, sm: '2px' } },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
      }}
    />
  )
})
