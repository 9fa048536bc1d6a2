import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { t } from '../../i18n/t'

/** The start page while the console starts up (SPEC.md §1 loading view). */
export function HomePage() {
  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', gap: 2 }}>
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
