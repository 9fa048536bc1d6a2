import { getResponse, http, type RequestHandler } from 'msw'
import { errorReply, WRONG_OLD_PASSWORD_CODE } from '../handlers'
import type { LoginAttempts, Verdict } from './login-attempts'

/** The service's code for a locked user (SPEC.md §8 code 10). */
const USER_LOCKED_OUT = 'IAM_ERR_10'

export const LOCKED_MESSAGE = 'This account is locked after too many failed attempts. Please try again in a few minutes.'

async function verdictOf(reply: Response | undefined): Promise<Verdict> {
  if (reply === undefined || reply.type === 'error') return 'other'
  if (reply.ok) return 'right-password'
  if (reply.status !== 400) return 'other'
  const body: unknown = await reply
    .clone()
    .json()
    .catch(() => undefined)
  const code = typeof body === 'object' && body !== null && 'error_code' in body ? body.error_code : undefined
  return code === WRONG_OLD_PASSWORD_CODE ? 'wrong-password' : 'other'
}

async function usernameOf(request: Request): Promise<string | undefined> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => undefined)
  const username = typeof body === 'object' && body !== null && 'username' in body ? body.username : undefined
  return typeof username === 'string' ? username : undefined
}

/**
 * Puts the password call (PUT /users/password) under the login lockout: it answers without a
 * token and tells a right old password from a wrong one, so without this it would be an
 * unlimited way round the lockout (docs/decisions/013-login-lockout.md). `handlers` answer the
 * call as before; this one, placed first, counts their verdicts and refuses a locked user.
 */
export function withPasswordChangeLockout(
  handlers: readonly RequestHandler[],
  options: { url: string; loginAttempts: LoginAttempts },
): RequestHandler[] {
  const guard = http.put(options.url, async ({ request }) => {
    const answer = () => getResponse([...handlers], request)
    const username = await usernameOf(request)
    // Without a username there is no account to guard; the handlers refuse the body themselves.
    if (username === undefined) return answer()
    const attempt = await options.loginAttempts.attempt(username, async () => {
      const result = await answer()
      return { verdict: await verdictOf(result), result }
    })
    if (!attempt.locked) return attempt.result
    return errorReply(400, USER_LOCKED_OUT, LOCKED_MESSAGE, { label: `PUT ${new URL(request.url).pathname}` }, LOCKED_MESSAGE)
  })
  return [guard, ...handlers]
}
