import type { User, UserManager } from 'oidc-client-ts'
import type { IamConfig } from '../config'
import { PATHS, isUnprotectedPath, routePath } from '../paths'
import { holdsTokenResponse, wasUserLoggedIn } from './storage-keys'

/** What the page's entry started of the sign-in client's work, for the console to take over. */
export interface EarlySignIn {
  /** The sign-in client, loading. */
  client?: Promise<UserManager>
  /** The silent sign-in of a reload of a signed-in page; a failed one is no user. */
  restoring?: Promise<User | null>
}

/** The sign-in client of this page; oidc-client-ts is loaded only by pages that need it. */
export function loadSignInClient(config: IamConfig): Promise<UserManager> {
  return import('./oidc').then(({ createUserManager }) => createUserManager(config))
}

/**
 * Starts, as the page starts, what this page load will need of the sign-in client, while the
 * console's code still downloads (decision 014): on a protected page of a browser that was signed
 * in (a reload: tokens leave storage on page hide), the silent sign-in itself; otherwise the client,
 * for a sign-in reply to finish, a session to restore or a sign-in to start.
 *
 * Only the plain cases start here. A stored token response (a session, or an expired one) or the
 * mock service leave it all to the console, which does the same work later; so does a token
 * response in the address, which the entry does not start this for.
 * A login page visitor who never signed in loads nothing.
 */
export function startEarlySignIn(
  location: { pathname: string },
  config: IamConfig,
  load: () => Promise<UserManager> = () => loadSignInClient(config),
): EarlySignIn {
  if (config.mock || holdsTokenResponse()) return {}
  const protectedPage = !isUnprotectedPath(location.pathname)
  const signedInBefore = wasUserLoggedIn()
  if (!signedInBefore && !protectedPage && routePath(location.pathname) !== PATHS.callback) return {}
  const client = load()
  // The console takes the client over; a failed load is its to handle, not an unhandled rejection meanwhile.
  client.catch(() => undefined)
  if (!signedInBefore || !protectedPage) return { client }
  // Caught at once for the same reason: failing here means what it means at the guard, no session.
  const restoring = client.then((manager) => manager.signinSilent()).catch(() => null)
  return { client, restoring }
}
