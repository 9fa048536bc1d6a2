import FirstPageIcon from '@mui/icons-material/FirstPage'
import KeyboardArrowLeftIcon from '@mui/icons-material/KeyboardArrowLeft'
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight'
import LastPageIcon from '@mui/icons-material/LastPage'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useId, type ReactNode } from 'react'
import { t, type MessageKey } from '../../../core/i18n/t'
import { lastPage } from './list-search'
import { PageSizeSelect } from './PageSizeSelect'

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
  const labelId = useId()
  const last = lastPage(total, size)
  const from = total === 0 ? 0 : Math.min(total, (page - 1) * size + 1)
  const to = Math.min(total, page * size)
  const pageButton = (label: MessageKey, target: number, icon: ReactNode) => (
    <IconButton aria-label={t(label)} disabled={target === page || target < 1 || target > last} onClick={() => onChange(target, size)}>
      {icon}
    </IconButton>
  )
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', columnGap: 2, minHeight: 52, px: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={labelId} variant="body2" component="span">
          {t('table.rowsPerPage')}
        </Typography>
        <PageSizeSelect labelId={labelId} value={size} options={options} onChange={(next) => onChange(1, next)} />
      </Box>
      <Typography variant="body2" component="span">
        {t('table.displayedRows', { from, to, count: total })}
      </Typography>
      <Box sx={{ display: 'flex' }}>
        {pageButton('table.firstPage', 1, <FirstPageIcon />)}
        {pageButton('table.previousPage', page - 1, <KeyboardArrowLeftIcon />)}
        {pageButton('table.nextPage', page + 1, <KeyboardArrowRightIcon />)}
        {pageButton('table.lastPage', last, <LastPageIcon />)}
      </Box>
    </Box>
  )
}
