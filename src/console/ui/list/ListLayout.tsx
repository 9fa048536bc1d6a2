import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { PAGE_SIZE_OPTIONS, type PagedList } from './page-size'
import { TablePaging, type TablePagingProps } from './TablePaging'

interface ListLayoutProps {
  title: string
  /** h1 when the list is the page; h2 when a page holds several lists. */
  headingLevel?: 'h1' | 'h2'
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

/** A list screen: its title, actions, pagination above and below the table (docs/product/lists-and-dialogs.md). */
export function ListLayout({ title, headingLevel = 'h1', actions, filter, pagination, notice, children }: ListLayoutProps) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component={headingLevel} variant={headingLevel === 'h1' ? 'h5' : 'h6'} sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        {actions}
        {filter && <Box sx={{ ml: 'auto', minWidth: 240, flexGrow: { xs: 1, sm: 0 } }}>{filter}</Box>}
      </Box>
      {notice}
      <Paper variant="outlined">
        <TablePaging {...pagination} options={PAGE_SIZE_OPTIONS} />
        {children}
        <TablePaging {...pagination} options={PAGE_SIZE_OPTIONS} />
      </Paper>
    </Box>
  )
}
