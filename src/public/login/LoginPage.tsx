import { useQuery } from '@tanstack/react-query'
import { getRouteApi, useRouteContext, useRouter } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react'
import { AS_TYPED } from '../../core/validation/field-rules'
import { isDemoAccount } from '../../core/auth/demo-session'
import { rememberUsername, rememberedUsername } from '../../core/auth/remembered-username'
import { beginFormSignIn } from '../../core/auth/sign-in-state'
import { LoadingView } from '../ui/LoadingView'
import { Icon } from '../ui/icons'
import { PlainAlert } from '../ui/PlainAlert'
import { PlainButton, disabledLink } from '../ui/PlainButton'
import { PlainTextField } from '../ui/PlainTextField'
import { Spinner } from '../ui/Spinner'
import { appConfig } from '../../core/config'
import { VisuallyHidden } from '../ui/VisuallyHidden'
import { t, tIsolated } from '../../core/i18n/t'
import { BASE_PATH, DEFAULT_SIGNED_IN_PATH, safeReturnPath } from '../../core/paths'
import { BrandedPage } from '../branding/BrandedPage'
import { TermsBanner } from '../terms-banner/TermsBanner'
import { demoLoginFailedAddress } from './demo-login'
import { loadPage } from '../../core/load-page'
import { FOOTER_LINKS, PROVIDERS_PATH, helpLink } from './login-links'
import { LoginPreferences } from './LoginPreferences'
import { forgetAutoRedirect } from '../providers/redirect-decision'
import { lockoutWaitText, loginErrorText } from './login-messages'
import { loginConnectorsQuery } from './login-queries'
import { announcesNewPassword, sendsVisitorOn } from './login-search'
import '../ui/plain.css'
import './login.css'

const route = getRouteApi('/(public)/login')

export function LoginPage() {
  const search = route.useSearch()
  const { auth } = useRouteContext({ from: '__root__' })
  const router = useRouter()
  // After a failed attempt the page comes back with its error: the username typed then is offered
  // again, and the password, which is never kept, is what is left to type (docs/product/login.md).
  const [restoredUsername] = useState(() => (loginErrorText(search.error) === undefined ? undefined : rememberedUsername()))
  const [username, setUsername] = useState(restoredUsername ?? '')
  const [password, setPassword] = useState('')
  const [errorDismissed, setErrorDismissed] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [revealed, setRevealed] = useState(false)
  const [capsLock, setCapsLock] = useState(false)
  const stateField = useRef<HTMLInputElement>(null)
  const passwordField = useRef<HTMLInputElement>(null)
  const failureId = useId()
  const returnTo = safeReturnPath(search.redirect) ?? `${BASE_PATH}${DEFAULT_SIGNED_IN_PATH}`
  const demoAccount = auth.demoAccount
  // The demo's stand-in for an external provider's sign-in page, which shows whoever is signed in.
  const demoExternalSignIn = demoAccount !== undefined && search.connector !== undefined
  const alreadySignedIn = !demoExternalSignIn && sendsVisitorOn(search)
  // A visitor who is sent on never sees what this would show.
  const connectors = useQuery({ ...loginConnectorsQuery(), enabled: !alreadySignedIn })
  useEffect(() => {
    if (alreadySignedIn) router.history.replace(returnTo)
  }, [alreadySignedIn, returnTo, router])
  // A terms banner open over the page makes it inert, so the password cannot take the focus then.
  // Focusing it from the banner's accept handler is too early too: the page stays inert until the
  // banner has closed, after that handler returns. So accepting sets a state, and this effect asks
  // again on the render that follows.
  const [bannerAccepted, setBannerAccepted] = useState(false)
  useEffect(() => {
    if (restoredUsername !== undefined) passwordField.current?.focus()
  }, [restoredUsername, bannerAccepted])

  if (alreadySignedIn) return <LoadingView />

  const externalProviders = (connectors.data?.result ?? []).filter(
    (connector) => connector.type !== 'local' && connector.name.trim().toLowerCase() !== 'local',
  )
  // A provider the user clicked is their own choice: its redirect starts afresh, even when an
  // automatic one to it came back moments ago (docs/product/providers.md).
  const goToProviders = (name: string | undefined) => {
    forgetAutoRedirect()
    void router.navigate({ to: '/providers', search: name === undefined ? {} : { name } })
  }
  const onPasswordKey = (event: KeyboardEvent) => {
    if (typeof event.getModifierState === 'function') setCapsLock(event.getModifierState('CapsLock'))
  }

  const errorText = errorDismissed ? undefined : loginErrorText(search.error)
  // The failure describes both fields: the password, focused after a failure, reads it out with its name.
  const failureDescription = errorText ? failureId : undefined
  const waitText = lockoutWaitText(search.error, search.retry_after)
  const passwordCreated = announcesNewPassword(search)
  const blank = username.trim() === '' || password.trim() === ''

  const onSubmit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    if (blank || submitting) {
      event.preventDefault()
      return
    }
    setSubmitting(true)
    // Kept for the page the service answers a failure with; forgotten once a sign-in completes.
    rememberUsername(username)
    if (demoAccount) {
      // The offline demo has no service to post to: it answers here, as the service would.
      event.preventDefault()
      const refuse = () => loadPage(demoLoginFailedAddress(search.redirect))
      isDemoAccount(demoAccount, username, password).then((accepted) => {
        if (accepted) void auth.signIn(returnTo)
        // A full page load, as after a real post: the password typed leaves with the page.
        else refuse()
      }, refuse)
      return
    }
    // Set as the post leaves, not at render: the browser reads the form's fields after this handler.
    if (stateField.current) stateField.current.value = beginFormSignIn()
  }

  return (
    <BrandedPage>
      <LoginPreferences />
      <div className="plain-card branded-card login-card">
        <h1 className="plain-heading">
          {t('login.logIn')}
        </h1>
        <p className="plain-secondary">{t('login.withLocalAccount')}</p>
        {demoAccount && (
          <p className="login-demo" data-testid="demo-notice">
            {demoAccount.password === undefined
              ? tIsolated('demoLogin.noticeChangedPassword', { username: demoAccount.username })
              : tIsolated('demoLogin.notice', { username: demoAccount.username, password: demoAccount.password })}
          </p>
        )}
        {demoExternalSignIn && <PlainAlert severity="warning">{t('demoLogin.noExternalSignIn')}</PlainAlert>}
        {passwordCreated && <PlainAlert severity="success">{t('login.passwordCreated')}</PlainAlert>}
        {errorText && (
          <PlainAlert severity="error" id={failureId}>
            {errorText}
            {waitText && (
              <>
                {' '}
                <span className="login-alert-line">{waitText}</span>
              </>
            )}
          </PlainAlert>
        )}
        <form method="post" action={`${appConfig().authnRoot}/sessions`} onSubmit={onSubmit} className="plain-stack">
          <PlainTextField
            name="login"
            label={t('login.username')}
            autoComplete="username"
            value={username}
            onChange={(event) => {
              setUsername(event.target.value)
              setErrorDismissed(true)
            }}
            {...AS_TYPED}
            aria-describedby={failureDescription}
            required
          />
          <PlainTextField
            name="password"
            type={revealed ? 'text' : 'password'}
            label={t('login.password')}
            autoComplete="current-password"
            inputRef={passwordField}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            onKeyDown={onPasswordKey}
            onKeyUp={onPasswordKey}
            // The notice speaks of this field; elsewhere no key here tells when Caps Lock goes off.
            onBlur={() => setCapsLock(false)}
            // Also while shown as text: a spell checker may send a field's text away, and a phone
            // keyboard's capital or correction would make the password wrong.
            {...AS_TYPED}
            aria-describedby={failureDescription}
            helperText={capsLock ? t('login.capsLockOn') : undefined}
            // On the page before the warning: a status region is announced when its text changes.
            helperTextRole="status"
            endAdornment={
              // Named by hidden text, not aria-label, so the field keeps 'Password' as its only label.
              <button type="button" className="plain-icon-button" disabled={submitting} onClick={() => setRevealed((shown) => !shown)}>
                <Icon name={revealed ? 'visibilityOff' : 'visibility'} />
                <VisuallyHidden>{revealed ? t('login.hidePassword') : t('login.showPassword')}</VisuallyHidden>
              </button>
            }
            required
          />
          {search.interaction && <input type="hidden" name="interaction" value={search.interaction} />}
          {/* The one-time state a token response in the address must echo (docs/product/sign-in.md). */}
          <input type="hidden" name="state" ref={stateField} />
          <PlainButton
            type="submit"
            variant="contained"
            size="large"
            disabled={blank || submitting}
            startIcon={submitting ? <Spinner size="small" /> : undefined}
          >
            {t('login.logIn')}
          </PlainButton>
        </form>
        <p className="plain-divider">{t('login.otherMethods')}</p>
        <div className="login-providers">
          {/* The provider page takes any company provider by name, listed here or not. */}
          <PlainButton variant="outlined" disabled={submitting} onClick={() => goToProviders(undefined)}>
            {t('login.withCompanyId')}
          </PlainButton>
          {externalProviders.map((connector) => (
            <PlainButton key={connector.id} variant="outlined" disabled={submitting} onClick={() => goToProviders(connector.name)}>
              {tIsolated('login.withProvider', { name: connector.name })}
            </PlainButton>
          ))}
        </div>
        {/* Disabled while the form posts, as the buttons are: leaving for the providers page would
            drop the service's answer to the login. */}
        <div className="login-links">
          <a className="plain-link" href={PROVIDERS_PATH} {...disabledLink(submitting)}>
            {t('login.goBackToProviders')}
          </a>
          <a className="plain-link" href={helpLink(appConfig().docsVersion)} target="_blank" rel="noopener noreferrer" {...disabledLink(submitting)}>
            {t('login.havingIssues')}
          </a>
        </div>
      </div>
      <nav aria-label={t('login.footerLinks')} className="login-footer">
        {FOOTER_LINKS.map((link) => (
          <PlainButton key={link.key} size="small" href={link.href} target="_blank" rel="noopener noreferrer" disabled={submitting}>
            {t(`login.footer.${link.key}`)}
          </PlainButton>
        ))}
      </nav>
      <TermsBanner onAccepted={() => setBannerAccepted(true)} />
    </BrandedPage>
  )
}
