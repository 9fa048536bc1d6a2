import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import Visibility from '@mui/icons-material/Visibility'
import VisibilityOff from '@mui/icons-material/VisibilityOff'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, useRouteContext, useRouter } from '@tanstack/react-router'
import { useEffect, useState, type KeyboardEvent, type SyntheticEvent } from 'react'
import { apiQuery } from '../../api/hooks'
import { currentSession } from '../../auth/auth-controller'
import { LoadingView } from '../../components/LoadingView'
import { PlainTextField } from '../../components/PlainTextField'
import { appConfig } from '../../config'
import { VisuallyHidden } from '../../components/VisuallyHidden'
import { t } from '../../i18n/t'
import { BASE_PATH, DEFAULT_SIGNED_IN_PATH, safeReturnPath } from '../../paths'
import { TermsBanner } from '../banner/TermsBanner'
import { brandingFrom } from './branding'
import { LoginBrandPanel } from './LoginBrandPanel'
import { FOOTER_LINKS, PROVIDERS_PATH, helpLink } from './login-links'
import { loginErrorText } from './login-messages'
import { waitsForCredentials } from './login-search'

const route = getRouteApi('/login')


export function LoginPage() {
  const search = route.useSearch()
  const { auth } = useRouteContext({ from: '__root__' })
  const router = useRouter()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [errorDismissed, setErrorDismissed] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [revealed, setRevealed] = useState(false)
  const [capsLock, setCapsLock] = useState(false)
  const version = useQuery({
    ...apiQuery('GET_PRISM_VERSION', {}, { failureShownByScreen: true }),
    staleTime: Infinity,
  })
  const connectors = useQuery({
    ...apiQuery('GET_CONNECTORS', { name: 'local' }, { failureShownByScreen: true }),
    staleTime: Infinity,
  })

  const returnTo = safeReturnPath(search.redirect) ?? `${BASE_PATH}${DEFAULT_SIGNED_IN_PATH}`
  const alreadySignedIn = !waitsForCredentials(search) && currentSession() !== undefined
  useEffect(() => {
    if (alreadySignedIn) router.history.replace(returnTo)
  }, [alreadySignedIn, returnTo, router])

  if (alreadySignedIn) return <LoadingView />

  // A failed version call leaves the default look (CONTRACT.md §3.7).
  const branding = brandingFrom(version.data, appConfig().versionKey)
  const externalProviders = (connectors.data?.result ?? []).filter(
    (connector) => connector.type !== 'local' && connector.name.trim().toLowerCase() !== 'local',
  )
  const goToProviders = (name: string | undefined) => {
    void router.navigate({ to: '/providers', search: name === undefined ? {} : { name } })
  }
  const onPasswordKey = (event: KeyboardEvent) => {
    if (typeof event.getModifierState === 'function') setCapsLock(event.getModifierState('CapsLock'))
  }

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
    <Box
      component="main"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 2fr) 3fr' },
        minHeight: '100vh',
      }}
    >
      <LoginBrandPanel branding={branding} />
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          // From the top, not centred: the provider buttons arrive with the connectors call, and a
          // centred form would jump up when they do (a layout shift).
          justifyContent: 'flex-start',
          p: 2,
          pt: { xs: 2, md: '12vh' },
          gap: 2,
        }}
      >
        <Paper sx={{ p: 4, width: '100%', maxWidth: 420 }}>
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
            <PlainTextField
              name="login"
              label={t('login.username')}
              autoComplete="username"
              value={username}
              onChange={(event) => {
                setUsername(event.target.value)
                setErrorDismissed(true)
              }}
              inputProps={{ autoCapitalize: 'none', spellCheck: false }}
              required
            />
            <PlainTextField
              name="password"
              type={revealed ? 'text' : 'password'}
              label={t('login.password')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              onKeyDown={onPasswordKey}
              onKeyUp={onPasswordKey}
              helperText={capsLock ? t('login.capsLockOn') : undefined}
              helperTextRole={capsLock ? 'status' : undefined}
              endAdornment={
                <InputAdornment position="end">
                  {/* Named by hidden text, not aria-label, so the field keeps 'Password' as its only label. */}
                  <IconButton onClick={() => setRevealed((shown) => !shown)} edge="end">
                    {revealed ? <VisibilityOff aria-hidden="true" /> : <Visibility aria-hidden="true" />}
                    <VisuallyHidden>{revealed ? t('login.hidePassword') : t('login.showPassword')}</VisuallyHidden>
                  </IconButton>
                </InputAdornment>
              }
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
          <Divider sx={{ my: 3 }}>{t('login.otherMethods')}</Divider>
          <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
            {/* The provider page takes any company provider by name, listed here or not. */}
            <Button variant="outlined" disabled={submitting} onClick={() => goToProviders(undefined)}>
              {t('login.withCompanyId')}
            </Button>
            {externalProviders.map((connector) => (
              <Button key={connector.id} variant="outlined" disabled={submitting} onClick={() => goToProviders(connector.name)}>
                {t('login.withProvider', { name: connector.name })}
              </Button>
            ))}
          </Box>
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
              gap: 1,
            }}
          >
            <Link href={PROVIDERS_PATH}>{t('login.goBackToProviders')}</Link>
            <Link href={helpLink(appConfig().docsVersion)} target="_blank" rel="noopener noreferrer">
              {t('login.havingIssues')}
            </Link>
          </Box>
        </Paper>
        {/* At the foot of the screen, so that the form growing above it does not move it. */}
        <Box component="nav" aria-label="Footer" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 'auto' }}>
          {FOOTER_LINKS.map((link) => (
            <Button
              key={link.key}
              size="small"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              disabled={submitting}
            >
              {t(`login.footer.${link.key}`)}
            </Button>
          ))}
        </Box>
      </Box>
      <TermsBanner />
    </Box>
  )
}
