import type { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { UserManager } from 'oidc-client-ts'
import { ConsoleRoot } from '../../src/app/App'
import { createQueryClient } from '../../src/core/api/query-client'
import { AuthController } from '../../src/core/auth/auth-controller'
import type { DemoAccount } from '../../src/core/auth/demo-session'
import { storeTokens } from '../../src/core/auth/token-storage'
import { createAppRouter } from '../../src/app/router'

const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '')

/**
 * A stored session for the administrator, so protected routes render without a provider.
 * `username` becomes the token's `preferred_username` claim, `subject` its `sub`.
 */
export function signInForTest(email = 'admin@example.com', username?: string, subject?: string): void {
  const claims = {
    iss: 'test',
    aud: 'iam-ui',
    exp: 9e9,
    email,
    ...(username === undefined ? {} : { preferred_username: username }),
    ...(subject === undefined ? {} : { sub: subject }),
  }
  const idToken = `${encode({ alg: 'none' })}.${encode(claims)}.`
  storeTokens({ access_token: 'test', expires_in: 3600, id_token: idToken, token_type: 'Bearer' })
}

/** A sign-in client that must never be used: tests that reach it have lost their session. */
function unusedUserManager(): UserManager {
  const refuse = () => Promise.reject(new Error('no OpenID provider in unit tests'))
  const stand = { events: { addUserLoaded: () => undefined }, signinSilent: refuse, signinRedirect: refuse, signoutRedirect: refuse, removeUser: refuse }
  // Only the members AuthController touches; anything else would be a test bug.
  return stand as unknown as UserManager
}

export interface RenderedApp {
  user: ReturnType<typeof userEvent.setup>
  queryClient: QueryClient
  router: ReturnType<typeof createAppRouter>
  auth: AuthController
}

/**
 * Renders the whole console at `path` the way the browser would, with the mock service
 * answering its calls and a fresh query client that does not retry, so an error test fails at once.
 */
export async function renderApp(path: string, options: { signedIn?: boolean; demo?: DemoAccount } = {}): Promise<RenderedApp> {
  // A test may open the console again at another address: one console on screen at a time.
  cleanup()
  if (options.signedIn ?? true) signInForTest()
  const auth = new AuthController(() => Promise.resolve(unusedUserManager()), { demo: options.demo })
  const queryClient = createQueryClient({ onSessionLost: () => void auth.handleSessionLost() })
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  })
  auth.attachQueryClient(queryClient)
  const router = createAppRouter({ queryClient, auth }, createMemoryHistory({ initialEntries: [`/ui/iam${path}`] }))
  const user = userEvent.setup({ delay: null })
  render(<ConsoleRoot queryClient={queryClient} router={router} />)
  await router.load()
  // The shell is up once its header is (hidden from the accessibility tree when a modal is open).
  // Its first render runs in slices (decision 014), which takes seconds when the CPUs are shared.
  if (options.signedIn ?? true) await screen.findByRole('banner', { hidden: true }, { timeout: 10_000 })
  return { user, queryClient, router, auth }
}
