import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { getRouteApi, useRouteContext, useRouter } from '@tanstack/react-router'
import { useEffect, useState, type SyntheticEvent } from 'react'
import { currentSession } from '../../auth/auth-controller'
import { LoadingView } from '../../components/LoadingView'
import { appConfig } from '../../config'
import { t } from '../../i18n/t'
import { BASE_PATH, DEFAULT_SIGNED_IN_PATH, safeReturnPath } from '../../paths'
import { loginErrorText } from './login-messages'

const route = getRouteApi('/login')

export function LoginPage() {
  const search = route.useSearch()
  const { auth } = useRouteContext({ from: '__root__' })
  const router = useRouter()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [errorDismissed, setErrorDismissed] = useState(false)
  const [submitting, setSubmitting] = useState(false)

  const returnTo = safeReturnPath(search.redirect) ?? `${BASE_PATH}${DEFAULT_SIGNED_IN_PATH}`
  // A provider waiting on this page needs the credentials even if a console session exists.
  const alreadySignedIn = !search.interaction && currentSession() !== undefined
  useEffect(() => {
    if (alreadySignedIn) router.history.replace(returnTo)
  }, [alreadySignedIn, returnTo, router])

  if (alreadySignedIn) return <LoadingView />

  const errorText = errorDismissed ? undefined : loginErrorText(search.error)
  const passwordCreated = search.success === true || search.success === 'true'
  const blank = username.trim() === '' || password.trim() === ''

  const onSubmit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    if (blank || submitting) {
      event.preventDefault()
      return
    }
    setSubmitting(true)
    if (auth.isDemo) {
      // The offline demo has no service to post to: it signs in on the spot.
      event.preventDefault()
      void auth.signIn(returnTo)
    }
  }

  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2 }}>
      <Paper sx={{ p: 4, width: '100%', maxWidth: 400 }}>
        <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
          {t('login.logIn')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('login.withLocalAccount')}
        </Typography>
        {passwordCreated && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('login.passwordCreated')}
          </Alert>
        )}
        {errorText && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorText}
          </Alert>
        )}
        <Box
          component="form"
          method="post"
          action={`${appConfig().authnRoot}/sessions`}
          onSubmit={onSubmit}
          sx={{ display: 'grid', gap: 2 }}
        >
          <TextField
            name="login"
            label={t('login.username')}
            autoComplete="username"
            value={username}
            onChange={(event) => {
              setUsername(event.target.value)
              setErrorDismissed(true)
            }}
            required
          />
          <TextField
            name="password"
            type="password"
            label={t('login.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
          {search.interaction && <input type="hidden" name="interaction" value={search.interaction} />}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={blank || submitting}
            startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          >
            {t('login.logIn')}
          </Button>
        </Box>
      </Paper>
    </Box>
  )
}
