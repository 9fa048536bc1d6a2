import TablePagination from '@mui/material/TablePagination'
import { t } from '../../i18n/t'

interface ListPaginationProps {
  total: number
  /** 1-based. */
  page: number
  size: number
  options: readonly number[]
  onChange: (page: number, size: number) => void
}

/** Pagination shown above and below a list; pages count from 1 as the address does. */
export function ListPagination({ total, page, size, options, onChange }: ListPaginationProps) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.max(0, page - 1)}
      rowsPerPage={size}
      rowsPerPageOptions={[...options]}
      labelRowsPerPage={t('table.rowsPerPage')}
      onPageChange={(_, next) => onChange(next + 1, size)}
      onRowsPerPageChange={(event) => onChange(1, Number(event.target.value))}
      showFirstButton
      showLastButton
    />
  )
}
