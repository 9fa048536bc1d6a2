import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { PAGE_SIZE_OPTIONS, type PagedList } from './page-size'
import { TablePaging, type TablePagingProps } from './TablePaging'

interface ListLayoutProps {
  title: string
  /**
   * The page holds other lists too (the settings page): the title is an h2 under the page's own
   * h1, and the list has one pager, below its table (decision 040).
   */
  oneOfSeveral?: boolean
  /** The list's action buttons. */
  actions: ReactNode
  /** A filter field beside the actions, if the list has one. */
  filter?: ReactNode
  /** Every list offers the same page sizes, and remembers the one chosen. */
  pagination: Omit<TablePagingProps, 'options' | 'rememberAs'> & { rememberAs: PagedList }
  /** A message about the list shown above it, such as the user just created. */
  notice?: ReactNode
  children: ReactNode
}

/**
 * A list: its title, actions, and pagination above and below the table, or below it only on a page
 * of several lists (docs/product/lists-and-dialogs.md 'Layout').
 */
export function ListLayout({ title, oneOfSeveral = false, actions, filter, pagination, notice, children }: ListLayoutProps) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component={oneOfSeveral ? 'h2' : 'h1'} variant={oneOfSeveral ? 'h6' : 'h5'} sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        {actions}
        {filter && <Box sx={{ ml: 'auto', minWidth: 240, flexGrow: { xs: 1, sm: 0 } }}>{filter}</Box>}
      </Box>
      {notice}
      <Paper variant="outlined">
        {!oneOfSeveral && <TablePaging {...pagination} options={PAGE_SIZE_OPTIONS} />}
        {children}
        <TablePaging {...pagination} options={PAGE_SIZE_OPTIONS} />
      </Paper>
    </Box>
  )
}
