import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { takeCallTokensFrom } from '../core/api/call-token'
import type { FragmentSignIn } from '../core/auth/address-fragment'
import { AuthController } from '../core/auth/auth-controller'
import type { DemoAccount } from '../core/auth/demo-session'
import { loadSignInClient, type EarlySignIn } from '../core/auth/early-sign-in'
import { storeTokens } from '../core/auth/token-storage'
import { removeStaticLoadingViewOnFirstDraw } from '../public/ui/loading-markup'
import { appConfig, type IamConfig } from '../core/config'
import { applyLanguage, preferredLanguage } from '../core/i18n/language'
import { t } from '../core/i18n/t'
import { BASE_PATH, DEFAULT_SIGNED_IN_PATH, PATHS } from '../core/paths'

/** Starts the offline demo's mock service when configured; returns the demo's account, if so. */
async function startMockServiceIfConfigured(config: IamConfig): Promise<DemoAccount | undefined> {
  if (!config.mock) return undefined
  if (!__IAM_MOCK_SUPPORT__) {
    console.error(t('app.mockModeUnavailable'))
    return undefined
  }
  const { startMockService } = await import('../../mocks/browser')
  return startMockService(config)
}

/**
 * The compatibility sign-in (docs/product/sign-in.md): the service answered the login form with a
 * token response in the address, which the entry has already taken out of it. Its checks, and the
 * JOSE library they use, load only here. An accepted response is stored and the user goes on to
 * the identities; a refused one is dropped, leaving any stored session as it was, and the user is
 * told the session expired on the force-login page, where signing in again is one click away.
 * Whatever goes wrong on the way (the checks' file not loading, storage refusing the tokens) is a
 * refusal too: the page never stays blank, and never half signs in.
 */
async function signInFromFragment({ fields, expectedState }: FragmentSignIn, config: IamConfig, auth: AuthController): Promise<void> {
  const now = Date.now()
  let accepted = false
  try {
    const { verifyFragmentSignIn } = await import('../core/auth/fragment-sign-in')
    const verdict = await verifyFragmentSignIn(fields, {
      config,
      expectedState,
      now,
      signingKeys: async () => (await (await auth.userManager()).metadataService.getSigningKeys()) ?? [],
    })
    if (verdict.ok) {
      // Counted from the moment the token was checked, so the session never outlasts its `exp`.
      storeTokens(verdict.tokens, now)
      accepted = true
    }
  } catch {
    // Refused below, like any other answer that could not be checked.
  }
  if (accepted) {
    auth.recordSignIn()
    window.history.replaceState(null, '', `${BASE_PATH}${DEFAULT_SIGNED_IN_PATH}`)
  } else {
    window.history.replaceState(null, '', `${BASE_PATH}${PATHS.forceLogin}?expired=true`)
  }
}

/**
 * Starts the console on this page: mock service, fragment tokens, session, then the first render.
 * `early`: the sign-in client's work the page's entry has started (early-sign-in.ts).
 * `fragment`: a token response the entry took out of the address, with the tab's state (address-fragment.ts).
 */
export async function startConsole(early: EarlySignIn, fragment?: FragmentSignIn): Promise<void> {
  const config = appConfig()
  // A language other than English loads its texts before the first render, beside the rest. Should
  // they not arrive, the page starts in English rather than not at all; the choice stays stored
  // for the next load.
  const languageReady = applyLanguage(preferredLanguage()).catch(() => applyLanguage('en'))
  // The entry's load of the client, unless it failed: a later use (a Retry) loads it again.
  const loadUserManager = () => early.client?.catch(() => loadSignInClient(config)) ?? loadSignInClient(config)
  const demo = await startMockServiceIfConfigured(config)
  const auth = new AuthController(loadUserManager, { demo, restoring: early.restoring })
  takeCallTokensFrom(() => auth.tokenForCall())
  if (fragment) await signInFromFragment(fragment, config, auth)
  await languageReady

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
