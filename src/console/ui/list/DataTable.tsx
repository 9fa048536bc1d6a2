import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import LinearProgress from '@mui/material/LinearProgress'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TableSortLabel from '@mui/material/TableSortLabel'
import { memo, type ReactNode } from 'react'
import { t } from '../../../core/i18n/t'
import { OneLineText } from '../OneLineText'
import { FailedReadAlert } from './FailedReadAlert'

export interface Column<Row> {
  id: string
  header: ReactNode
  cell: (row: Row) => ReactNode
  /** Its header sorts the rows when the table has `sort`. */
  sortable?: boolean
  /**
   * Set for a column of buttons rather than values: the width it keeps instead of an equal share.
   * Its cells are not cut to one line: a button shows its whole label, its buttons wrap onto more
   * lines where the column is narrow.
   */
  controlsWidth?: ControlsWidth
}

/**
 * A column of buttons' widths: on a phone, where its labels may wrap between words, and on anything
 * wider. On a phone a table with such a column fits the screen rather than scrolling sideways, so
 * its buttons are never out of sight; its columns of values share what is left.
 */
export interface ControlsWidth {
  phone: string
  wide: string
}

export type SortOrder = 'asc' | 'desc'

/** The column the rows are sorted by; the caller sorts them, the table only shows and changes it. */
export interface TableSort {
  by?: string
  order: SortOrder
  onSort: (columnId: string) => void
}

export interface Selection {
  selected: ReadonlySet<string>
  onChange: (next: ReadonlySet<string>) => void
  /** Checks or unchecks one row; the same function from render to render (useSelection). */
  toggle: (key: string) => void
}

interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string
  rows: readonly Row[]
  columns: readonly Column<Row>[]
  rowKey: (row: Row) => string
  /** Names a row's checkbox: 'Select <name>'. */
  rowName: (row: Row) => string
  selection?: Selection
  sort?: TableSort
  /** A read is under way: the table is marked busy and a bar runs along its top. */
  loading?: boolean
  error?: unknown
  onRetry?: () => void
  emptyText: string
}

/**
 * A table of server rows with optional checkbox selection, and its loading, error and empty states.
 * Every cell holds one line: longer text is cut with an ellipsis and shown whole in a tooltip
 * (docs/product/lists-and-dialogs.md 'Long text'), so no value can widen the page.
 */
export function DataTable<Row>({
  label,
  rows,
  columns,
  rowKey,
  rowName,
  selection,
  sort,
  loading = false,
  error,
  onRetry,
  emptyText,
}: DataTableProps<Row>) {
  const keys = rows.map(rowKey)
  const selectedHere = selection ? keys.filter((key) => selection.selected.has(key)).length : 0
  const span = columns.length + (selection ? 1 : 0)

  let state: ReactNode = null
  if (error !== undefined && error !== null) {
    state = <FailedReadAlert error={error} onRetry={onRetry} />
  } else if (loading && rows.length === 0) {
    state = (
      <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'center' }}>
        <CircularProgress size={20} aria-hidden="true" />
        {t('table.loading')}
      </Box>
    )
  } else if (rows.length === 0) {
    state = emptyText
  }

  return (
    <TableContainer>
      {/* The bar's place is kept while idle, so the rows do not jump when a read starts or ends. */}
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('table.loading')} />}</Box>
      {/* Fixed layout: the columns share the width whatever the rows hold, so a long value is cut
          instead of widening its column. Below a minimum per column the table scrolls in its own
          container rather than crushing the columns. */}
      <Table size="small" aria-label={label} aria-busy={loading} sx={{ tableLayout: 'fixed', minWidth: minimumWidth(columns) }}>
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={rows.length > 0 && selectedHere === rows.length}
                  indeterminate={selectedHere > 0 && selectedHere < rows.length}
                  disabled={rows.length === 0}
                  onChange={(_, checked) => selection.onChange(new Set(checked ? keys : []))}
                  slotProps={{ input: { 'aria-label': t('table.selectAll') } }}
                />
              </TableCell>
            )}
            {columns.map((column) => (
              <HeaderCell key={column.id} column={column} sort={column.sortable ? sort : undefined} />
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {state !== null ? (
            <TableRow>
              <TableCell colSpan={span} align="center" sx={{ py: 4 }}>
                {state}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => {
              const key = rowKey(row)
              return (
                <DataRow
                  key={key}
                  rowKey={key}
                  row={row}
                  columns={columns}
                  name={rowName(row)}
                  checked={selection?.selected.has(key) ?? false}
                  toggle={selection?.toggle}
                />
              )
            })
          )}
        </TableBody>
      </Table>
    </TableContainer>
  )
}

/**
 * What the table needs before it scrolls sideways: 8rem for a column of values. On a phone a table
 * with buttons needs nothing: it fits (ControlsWidth).
 */
function minimumWidth(columns: readonly Pick<Column<never>, 'controlsWidth'>[]) {
  const wide = `calc(${columns.map((column) => column.controlsWidth?.wide ?? '8rem').join(' + ')})`
  return columns.some((column) => column.controlsWidth) ? { xs: 0, sm: wide } : wide
}

interface DataRowProps<Row> {
  rowKey: string
  row: Row
  columns: readonly Column<Row>[]
  name: string
  checked: boolean
  /** Absent in a table without selection. */
  toggle?: (key: string) => void
}

/**
 * One row. Memoised: checking a box, or a parent rendering for another reason, renders again only
 * the rows whose data, columns or box changed, so a click on a page of fifty rows stays cheap.
 * Callers keep `columns` the same between renders (a constant, or useMemo).
 */
const DataRow = memo(function DataRow<Row>({ rowKey, row, columns, name, checked, toggle }: DataRowProps<Row>) {
  return (
    <TableRow hover selected={checked}>
      {toggle && (
        <TableCell padding="checkbox">
          <Checkbox
            checked={checked}
            onChange={() => toggle(rowKey)}
            slotProps={{ input: { 'aria-label': t('table.selectRow', { name }) } }}
          />
        </TableCell>
      )}
      {columns.map((column) => (
        <TableCell key={column.id}>
          {column.controlsWidth === undefined ? <OneLineText>{column.cell(row)}</OneLineText> : column.cell(row)}
        </TableCell>
      ))}
    </TableRow>
  )
}) as <Row>(props: DataRowProps<Row>) => ReactNode

interface HeaderCellProps<Row> {
  column: Column<Row>
  /** Set for a sortable column of a sortable table. */
  sort?: TableSort
}

/** Memoised like DataRow: checking a row changes the select-all box, not the column headers. */
const HeaderCell = memo(function HeaderCell<Row>({ column, sort }: HeaderCellProps<Row>) {
  // Headers are the catalogue's words, which wrap; a word wider than its column breaks too, with a
  // hyphen where the browser knows the page's language ('Benutzer-name' on a phone), anywhere
  // otherwise. The first row's widths are the columns' widths in a fixed layout.
  const { controlsWidth } = column
  const width = controlsWidth && { xs: controlsWidth.phone, sm: controlsWidth.wide }
  const look = { fontWeight: 600, overflowWrap: 'anywhere', hyphens: 'auto', width } as const
  if (!sort) {
    return <TableCell sx={look}>{column.header}</TableCell>
  }
  const active = sort.by === column.id
  // sortDirection sets aria-sort on the header cell of the sorted column only.
  return (
    <TableCell sx={look} sortDirection={active ? sort.order : false}>
      <TableSortLabel active={active} direction={active ? sort.order : 'asc'} onClick={() => sort.onSort(column.id)}>
        {column.header}
      </TableSortLabel>
    </TableCell>
  )
}) as <Row>(props: HeaderCellProps<Row>) => ReactNode
