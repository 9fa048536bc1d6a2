import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { AuthController } from './auth/auth-controller'
import { loadSignInClient, type EarlySignIn } from './auth/early-sign-in'
import { takeFragmentTokens, verifyFragmentTokens } from './auth/fragment-token'
import { removeTokensOnPageHide, storeTokens } from './auth/session-storage'
import { removeStaticLoadingViewOnFirstDraw } from './components/loading-markup'
import { appConfig, type IamConfig } from './config'
import { t } from './i18n/t'
import { BASE_PATH, DEFAULT_SIGNED_IN_PATH, PATHS } from './paths'

async function startMockServiceIfConfigured(config: IamConfig): Promise<boolean> {
  if (!config.mock) return false
  if (!__IAM_MOCK_SUPPORT__) {
    console.error(t('app.mockModeUnavailable'))
    return false
  }
  const { startMockService } = await import('../mocks/browser')
  await startMockService(config)
  return true
}

/**
 * SPEC.md §2 start-up, compatibility path: a token response in the address fragment is
 * taken (and the fragment removed) before anything else, verified, and stored; the user goes
 * on to the identities. A refused token is not stored: the user is told the session expired
 * on the force-login page, where signing in again is one click away.
 */
async function acceptFragmentTokens(config: IamConfig, auth: AuthController): Promise<void> {
  const fragment = takeFragmentTokens()
  if (!fragment) return
  const verdict = fragment.tokens ? await verifyFragmentTokens(fragment.tokens, config, await auth.userManager()) : undefined
  if (fragment.tokens && verdict?.ok) {
    storeTokens(fragment.tokens)
    auth.recordSignIn()
    window.history.replaceState(null, '', `${BASE_PATH}${DEFAULT_SIGNED_IN_PATH}`)
  } else {
    window.history.replaceState(null, '', `${BASE_PATH}${PATHS.forceLogin}?expired=true`)
  }
}

/**
 * Starts the console on this page: mock service, fragment tokens, session, then the first render.
 * `early`: the sign-in client's work the page's entry has started (early-sign-in.ts).
 */
export async function startConsole(early: EarlySignIn): Promise<void> {
  const config = appConfig()
  const loadUserManager = () => early.client ?? loadSignInClient(config)
  const demo = await startMockServiceIfConfigured(config)
  const auth = new AuthController(loadUserManager, { demo, restoring: early.restoring })
  await acceptFragmentTokens(config, auth)
  window.addEventListener('pagehide', removeTokensOnPageHide)

  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  removeStaticLoadingViewOnFirstDraw(container)
  const root = createRoot(container)
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for its whole length; the loading view shows meanwhile.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App auth={auth} />
      </StrictMode>,
    ),
  )
}
