import Box from '@mui/material/Box'
import { PageTitle } from '../../components/PageTitle'
import { t } from '../../i18n/t'

/** The change-password page, outside the shell (SPEC.md §2); its form arrives with the end-user pages. */
export function ChangePasswordPage() {
  return (
    <Box component="main" sx={{ p: 4 }}>
      <PageTitle>{t('changePassword.title')}</PageTitle>
    </Box>
  )
}
