import { matchRequestUrl } from 'msw'
import { errorReply, WRONG_OLD_PASSWORD_CODE } from '../handlers'
import { jsonFieldOf, type ApiResponder } from './api-bridge'
import type { LoginAttempts, Verdict } from './login-attempts'

/** The service's code for a locked user (the 'user locked out' code 10). */
const USER_LOCKED_OUT = 'IAM_ERR_10'

/** The answer's message for a locked name, saying how long it stays locked (minutes rounded up). */
export function lockedMessage(retryAfterMs: number): string {
  const minutes = Math.max(Math.ceil(retryAfterMs / 60_000), 1)
  const wait = minutes === 1 ? '1 minute' : `${String(minutes)} minutes`
  return `This account is locked after too many failed attempts. Please try again in ${wait}.`
}

async function verdictOf(reply: Response | undefined): Promise<Verdict> {
  if (reply === undefined || reply.type === 'error') return 'other'
  if (reply.ok) return 'right-password'
  if (reply.status !== 400) return 'other'
  return (await jsonFieldOf(reply, 'error_code')) === WRONG_OLD_PASSWORD_CODE ? 'wrong-password' : 'other'
}

async function usernameOf(request: Request): Promise<string | undefined> {
  const username = await jsonFieldOf(request, 'username')
  return typeof username === 'string' ? username : undefined
}

/**
 * Puts the password call (PUT /users/password) under the login lockout: it answers without a
 * token and tells a right old password from a wrong one, so without this it would be an
 * unlimited way round the lockout (docs/decisions/013-login-lockout.md). `respond` answers the
 * call as before; this counts its verdicts by name and caller's address, and refuses a locked
 * pair or address without asking it. The call is recognised exactly as the msw handlers
 * recognise it, so no spelling of its path reaches them unguarded.
 */
export function withPasswordChangeLockout(respond: ApiResponder, options: { url: string; loginAttempts: LoginAttempts }): ApiResponder {
  return async (request, clientAddress, caller) => {
    const answer = () => respond(request, clientAddress, caller)
    if (request.method !== 'PUT' || !matchRequestUrl(new URL(request.url), options.url).matches) return answer()
    const username = await usernameOf(request)
    // Without a username there is no account to guard; the handlers refuse the body themselves.
    if (username === undefined) return answer()
    const attempt = await options.loginAttempts.attempt(username, clientAddress, async () => {
      const result = await answer()
      return { verdict: await verdictOf(result), result }
    })
    if (!attempt.locked) return attempt.result
    const message = lockedMessage(attempt.retryAfterMs)
    return errorReply(400, USER_LOCKED_OUT, message, { label: `PUT ${new URL(request.url).pathname}` }, message)
  }
}
