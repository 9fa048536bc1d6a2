import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import { useState } from 'react'
import { currentSession } from '../../auth/auth-controller'
import { readClaims } from '../../auth/jwt'
import { PageTitle } from '../../components/PageTitle'
import { t } from '../../i18n/t'
import { ChangePasswordForm } from './ChangePasswordForm'

/** The signed-in user's name from the identity token, if there is a session that names one. */
function sessionUsername(): string | undefined {
  const session = currentSession()
  return session ? readClaims(session.idToken)?.preferred_username : undefined
}

/** The change-password page, outside the shell (SPEC.md §2). */
export function ChangePasswordPage() {
  const [username] = useState(sessionUsername)
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', justifyContent: 'center', alignItems: 'flex-start', p: 4 }}>
      <Paper variant="outlined" sx={{ p: 4, width: '100%', maxWidth: 440 }}>
        <PageTitle>{t('changePassword.title')}</PageTitle>
        <ChangePasswordForm sessionUsername={username} />
      </Paper>
    </Box>
  )
}
