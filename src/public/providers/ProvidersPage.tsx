import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useEffect, useRef, useState, type SyntheticEvent } from 'react'
import { AS_TYPED } from '../../core/validation/field-rules'
import type { Connector } from '../../core/api/schemas'
import { storeChosenConnector } from '../../core/auth/token-storage'
import { BrandedPage } from '../branding/BrandedPage'
import { LoadingView } from '../ui/LoadingView'
import { PlainAlert } from '../ui/PlainAlert'
import { PlainButton } from '../ui/PlainButton'
import { PlainTextField } from '../ui/PlainTextField'
import { appConfig } from '../../core/config'
import { t, tIsolated } from '../../core/i18n/t'
import { loadPage } from '../../core/load-page'
import { claimAutoRedirect, decideProviders, forgetAutoRedirect } from './redirect-decision'
import { providerConnectorsQuery } from './providers-queries'
import { safeRedirectUrl } from './redirect-guard'
import '../ui/plain.css'
// This screen's English texts come with its code (other-screens-texts.ts).
import '../../core/i18n/other-screens-texts'

const route = getRouteApi('/(public)/providers')

type Problem = { kind: 'refused' } | { kind: 'loopStopped'; name: string }

/**
 * Sends the browser to `connector`'s sign-in URL after storing it as the chosen connector.
 * Returns a problem to show, or undefined when the browser is on its way (or the connector
 * only lacked a URL, which is logged: docs/product/providers.md).
 */
function redirectTo(connector: Connector, automatic: boolean): Problem | undefined {
  if (!connector.url) {
    console.warn(`Providers: connector '${connector.name}' has no sign-in URL; not redirecting.`)
    return undefined
  }
  if (!connector.type) console.warn(`Providers: connector '${connector.name}' has no type.`)
  const target = safeRedirectUrl(connector.url, {
    origin: window.location.origin,
    allowedHosts: appConfig().allowedRedirectHosts,
  })
  if (target === undefined) {
    console.warn(`Providers: the sign-in URL of '${connector.name}' is not allowed; not redirecting.`)
    return { kind: 'refused' }
  }
  if (automatic) {
    if (!claimAutoRedirect(target)) return { kind: 'loopStopped', name: connector.name }
  } else {
    forgetAutoRedirect()
  }
  storeChosenConnector({ name: connector.name, type: connector.type, url: target })
  loadPage(target)
  return undefined
}

/** The provider choice page (docs/product/providers.md), branded as the login page is. */
export function ProvidersPage() {
  const { name } = route.useSearch()
  const navigate = route.useNavigate()
  const connectors = useQuery(providerConnectorsQuery(name))
  const decision = connectors.data ? decideProviders(connectors.data, name) : undefined
  // What was said of one name's answer goes when another name shows (Continue, Back, Forward).
  const [said, setSaid] = useState<{ name: string | undefined; problem: Problem | undefined }>()
  const problem = said !== undefined && said.name === name ? said.problem : undefined
  const setProblem = (next: Problem | undefined) => setSaid({ name, problem: next })
  const [typedName, setTypedName] = useState('')
  // The name and automatic target the page last decided on. One redirect per decision, even when
  // effects run twice (React strict mode); a name shown again by Back or Forward is decided again,
  // as a page load would decide it.
  const decided = useRef<{ name: string | undefined; target: Connector | undefined }>(undefined)
  // A search for a new name shows the loading view in the page's place, so the field the user
  // pressed Enter in is drawn anew: it takes the focus back when the answer shows.
  const nameField = useRef<HTMLInputElement>(null)
  const refocusName = useRef(false)
  useEffect(() => {
    if (connectors.isPending || !refocusName.current) return
    refocusName.current = false
    nameField.current?.focus()
  })

  const autoTarget = decision?.kind === 'redirect' ? decision.connector : undefined
  useEffect(() => {
    const last = decided.current
    decided.current = { name, target: autoTarget }
    if (!autoTarget || (last !== undefined && last.name === name && last.target === autoTarget)) return
    setSaid({ name, problem: redirectTo(autoTarget, true) })
  }, [autoTarget, name])

  if (connectors.isPending) return <LoadingView />
  // An automatic redirect in progress: nothing to choose.
  if (autoTarget && problem === undefined && autoTarget.url) return <LoadingView />

  const onContinue = (event: SyntheticEvent) => {
    event.preventDefault()
    const typed = typedName.trim()
    if (typed === '') return
    // The name on show already: its answer stands, so its provider is now the user's own choice
    // (its automatic redirect was stopped or refused), or the search is read again.
    if (typed === name) {
      if (autoTarget) setProblem(redirectTo(autoTarget, false))
      else void connectors.refetch()
      return
    }
    // A name the user typed and sent is their own choice: its provider's redirect starts afresh,
    // whatever the last automatic one was.
    forgetAutoRedirect()
    refocusName.current = true
    void navigate({ search: { name: typed } })
  }

  const list = decision?.kind === 'list' ? decision.connectors : decision?.kind === 'redirect' ? connectors.data?.result ?? [] : []

  return (
    <BrandedPage>
      <div className="plain-card branded-card plain-stack">
        <h1 className="plain-heading">{t('login.otherMethods')}</h1>
        {connectors.isError && <PlainAlert severity="error">{t('providers.loadFailed')}</PlainAlert>}
        {decision?.kind === 'notFound' && <PlainAlert severity="error">{t('providers.error404')}</PlainAlert>}
        {problem?.kind === 'refused' && <PlainAlert severity="error">{t('providers.redirectRefused')}</PlainAlert>}
        {problem?.kind === 'loopStopped' && (
          <PlainAlert severity="error">{tIsolated('providers.redirectLoopStopped', { name: problem.name })}</PlainAlert>
        )}
        {list.map((connector) => (
          <PlainButton
            key={connector.id}
            variant="outlined"
            onClick={() => {
              setProblem(redirectTo(connector, false))
            }}
          >
            {tIsolated('providers.logInWith', { name: connector.name })}
          </PlainButton>
        ))}
        <form className="plain-stack" onSubmit={onContinue} noValidate>
          <PlainTextField
            label={t('providers.providerName')}
            inputRef={nameField}
            value={typedName}
            onChange={(event) => {
              setTypedName(event.target.value)
            }}
            autoComplete="off"
            {...AS_TYPED}
          />
          <PlainButton type="submit" variant="contained" disabled={typedName.trim() === ''}>
            {t('providers.continue')}
          </PlainButton>
        </form>
      </div>
    </BrandedPage>
  )
}
