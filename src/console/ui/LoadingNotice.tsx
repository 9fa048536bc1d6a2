import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import { t } from '../../core/i18n/t'
import { Notice } from './Notice'

/**
 * The loading view (docs/product/shell-and-routes.md 'Start-up') as the console draws it, while
 * the shell's first render runs in slices. It looks like the end-user pages' loading view that
 * comes before it, so the hand-over shows no change.
 */
export function LoadingNotice() {
  return (
    <Notice standalone loading heading={t('app.title')}>
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={24} aria-hidden="true" />
        <span>{t('app.loading')}</span>
      </Box>
    </Notice>
  )
}
