import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { t } from '../i18n/t'

/** SPEC.md §1's loading view, shown while sign-in or the first data is pending. */
export function LoadingView() {
  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', alignContent: 'center', minHeight: '100vh', gap: 2 }}>
      <Typography component="h1" variant="h5">
        {t('app.title')}
      </Typography>
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography>{t('app.loading')}</Typography>
      </Box>
    </Box>
  )
}
