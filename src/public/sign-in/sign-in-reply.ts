import type { AuthController } from '../../core/auth/auth-controller'
import { pendingSignInState } from '../../core/auth/oidc'

/**
 * What the callback page finishes a sign-in reply with: the sign-in client, and the state of the
 * sign-in the reply answers. The state is read before the client takes the reply in, so that
 * 'Login' after any failure signs in again towards the page the first sign-in was for.
 */
export async function loadSignInReply(auth: AuthController, url: string) {
  const userManager = await auth.userManager()
  return { userManager, pendingState: await pendingSignInState(userManager, url) }
}
