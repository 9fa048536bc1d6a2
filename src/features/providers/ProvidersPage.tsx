import Box from '@mui/material/Box'
import { PageTitle } from '../../components/PageTitle'
import { t } from '../../i18n/t'

/** The provider choice page (SPEC.md §2 'Providers page'); its logic arrives with the end-user pages. */
export function ProvidersPage() {
  return (
    <Box component="main" sx={{ p: 4 }}>
      <PageTitle>{t('login.otherMethods')}</PageTitle>
    </Box>
  )
}
