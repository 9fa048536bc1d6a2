import type { IncomingMessage, ServerResponse } from 'node:http'
import type Provider from 'oidc-provider'
import type { Interaction } from 'oidc-provider'
import type { User } from '../../src/core/api/schemas'
import type { MockDb } from '../db'
import { ACCOUNT_DISABLED, INVALID_TOKEN, LOGIN_FAILED, USER_LOCKED_OUT } from './authn-error-codes'
import { clientAddress } from './client-address'
import { crossSiteReason } from './cross-site'
import { readBody, readCookies, redirect, sendText } from './http-utils'
import { BINDING_COOKIE, bindingCookie, clearedBindingCookie, type InteractionBindings } from './interaction-binding'
import type { LoginAnswer } from './login-answer'
import { loginKey, type LoginAttempts, type Verdict } from './login-attempts'
import { clearedPreAuthCookie, PRE_AUTH_COOKIE, preAuthCookie, type PreAuthentications } from './pre-authentication'

export interface LoginOptions {
  db: MockDb
  provider: Provider
  preAuthentications: PreAuthentications
  /** e.g. /ui/iam/ */
  consoleBasePath: string
  /** Path the pre-authentication cookie is limited to: the interaction route's prefix. */
  preAuthCookiePath: string
  /** Which browser started which sign-in. */
  bindings: InteractionBindings
  /** Path the binding cookie is limited to: the login post's own. */
  bindingCookiePath: string
  /** The emulator's origin: login posts from anywhere else are refused. */
  origin: string
  /** Wrong passwords per login name and client address, and the lockouts they lead to. */
  loginAttempts: LoginAttempts
  /** How a login without an interaction is answered. */
  loginAnswer: LoginAnswer
}

type Authentication = { ok: true; user: User } | { ok: false; code: string }

function verdictOf(authentication: Authentication): Verdict {
  if (authentication.ok) return 'right-password'
  // An inactive user with the right password neither counts towards a lockout nor resets it.
  return authentication.code === LOGIN_FAILED ? 'wrong-password' : 'other'
}

export interface LoginRoutes {
  /** POST ${authnRoot}/sessions: the login page's native form. */
  postSession: (req: IncomingMessage, res: ServerResponse) => Promise<void>
  /** GET ${authnRoot}/interaction/<uid>: where oidc-provider sends the browser to log in. */
  startInteraction: (req: IncomingMessage, res: ServerResponse, uid: string) => Promise<void>
}

export function createLoginRoutes(options: LoginOptions): LoginRoutes {
  const { db, provider, preAuthentications, consoleBasePath, preAuthCookiePath, origin } = options
  const { loginAttempts, loginAnswer, bindings, bindingCookiePath } = options

  const loginPage = (params: Record<string, string | undefined>) => {
    const query = new URLSearchParams()
    for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value)
    const search = query.toString()
    return `${consoleBasePath}login${search ? `?${search}` : ''}`
  }

  /** Only local accounts log in here: directory and SAML users go through their connector. */
  /** Names compare as the lockout keys them: trimmed and case-insensitive. */
  const findLocalUser = (login: string): User | undefined => {
    const wanted = loginKey(login)
    return db
      .listUsers({ length: Number.MAX_SAFE_INTEGER, offset: 0 }, { test: (username) => loginKey(username) === wanted })
      .result.find((user) => user.type === 'local')
  }

  async function authenticate(login: string, password: string): Promise<Authentication> {
    await db.ready()
    const user = login.trim() === '' ? undefined : findLocalUser(login)
    // Checked whatever the name: an unknown one takes as long as a wrong password.
    const passwordMatches = await db.verifyPassword(user?.username, password)
    if (!user || !passwordMatches) return { ok: false, code: LOGIN_FAILED }
    // Only told after the right password: a guesser learns nothing about the account's state.
    if (!user.active) return { ok: false, code: ACCOUNT_DISABLED }
    return { ok: true, user }
  }

  /**
   * The interaction `uid` if this browser started it: the provider's signed interaction cookie,
   * set on the browser that made the authorization request, names it. A link to this route sent
   * to someone else therefore neither binds their browser to the sign-in nor lets their
   * pre-authentication finish it.
   */
  async function interactionStartedHere(req: IncomingMessage, res: ServerResponse, uid: string): Promise<Interaction | undefined> {
    try {
      const interaction = await provider.interactionDetails(req, res)
      return interaction.uid === uid ? interaction : undefined
    } catch (error) {
      // Told by name: importing oidc-provider's error classes here would load it before the
      // emulator holds its port (see emulator.ts).
      if (error instanceof Error && error.name === 'SessionNotFound') return undefined
      throw error
    }
  }

  function isActiveLocalUser(uuid: string): boolean {
    try {
      const user = db.getUser(uuid)
      return user.type === 'local' && user.active
    } catch {
      return false
    }
  }

  return {
    async postSession(req, res) {
      const refusal = crossSiteReason(req.headers, origin)
      if (refusal !== undefined) {
        // Refused before the body is read: a post from another site never reaches a password check.
        sendText(res, 403, `Forbidden: login posts from another site are refused (${refusal}).`)
        return
      }
      const form = new URLSearchParams((await readBody(req)).toString('utf8'))
      const posted = form.get('interaction') ?? ''
      // Only the browser that started a sign-in may finish it, whatever uid the form names.
      // Refused before the password is checked: such a post proves nothing and counts for nothing.
      // Nothing unbound is echoed back to the page either.
      let bindingId: string | undefined
      if (posted !== '') {
        bindingId = readCookies(req).get(BINDING_COOKIE)
        if (bindingId === undefined || !bindings.binds(bindingId, posted)) {
          redirect(res, loginPage({ error: INVALID_TOKEN }))
          return
        }
      }
      const interactionUid = bindingId === undefined ? undefined : posted
      const login = form.get('login') ?? ''
      const password = form.get('password') ?? ''
      const attempt = await loginAttempts.attempt(login, clientAddress(req), async () => {
        const result = await authenticate(login, password)
        return { verdict: verdictOf(result), result }
      })
      // Locked out: refused whatever the password, and without checking it.
      if (attempt.locked) {
        const retryAfter = String(Math.ceil(attempt.retryAfterMs / 1000))
        redirect(res, loginPage({ error: USER_LOCKED_OUT, retry_after: retryAfter, interaction: interactionUid }))
        return
      }
      const authentication = attempt.result
      if (!authentication.ok) {
        // The binding stays: the user tries again within the same sign-in.
        redirect(res, loginPage({ error: authentication.code, interaction: interactionUid }))
        return
      }
      const accountId = authentication.user.uuid

      if (bindingId === undefined) {
        const fragment = loginAnswer.fragmentLocation(authentication.user, form.get('state') ?? undefined)
        if (fragment !== undefined) {
          redirect(res, fragment)
          return
        }
        // Opened directly, with no sign-in under way: remember the login briefly and let the
        // console start its own sign-in, which then passes straight through startInteraction.
        const id = preAuthentications.create(accountId)
        redirect(res, `${consoleBasePath}identities`, { 'Set-Cookie': preAuthCookie(id, preAuthCookiePath) })
        return
      }
      // Finished or not, the binding has served its purpose.
      bindings.release(bindingId)
      const clearBinding = { 'Set-Cookie': clearedBindingCookie(bindingCookiePath) }
      const interaction = await provider.Interaction.find(posted)
      if (!interaction) {
        redirect(res, loginPage({ error: INVALID_TOKEN }), clearBinding)
        return
      }
      interaction.result = { login: { accountId } }
      await interaction.persist()
      redirect(res, interaction.returnTo, clearBinding)
    },

    async startInteraction(req, res, uid) {
      const cookies = readCookies(req)
      const preAuthId = cookies.get(PRE_AUTH_COOKIE)
      // Used or not, the pre-authentication cookie has served its one purpose.
      const setCookies = preAuthId === undefined ? [] : [clearedPreAuthCookie(preAuthCookiePath)]
      const interaction = await interactionStartedHere(req, res, uid)
      if (!interaction) {
        redirect(res, loginPage({ error: INVALID_TOKEN }), { 'Set-Cookie': setCookies })
        return
      }
      await db.ready()
      const accountId = preAuthId === undefined ? undefined : preAuthentications.take(preAuthId)
      // Checked again: the account may have been deactivated within the cookie's minute.
      if (accountId !== undefined && isActiveLocalUser(accountId)) {
        interaction.result = { login: { accountId } }
        await interaction.persist()
        redirect(res, interaction.returnTo, { 'Set-Cookie': setCookies })
        return
      }
      // The login page will post the uid back; the binding proves the post comes from this browser.
      const secondsLeft = Math.max(interaction.exp - Math.floor(Date.now() / 1000), 1)
      const bindingId = bindings.bind(interaction.uid, interaction.exp * 1000)
      setCookies.push(bindingCookie(bindingId, bindingCookiePath, secondsLeft))
      redirect(res, loginPage({ interaction: interaction.uid }), { 'Set-Cookie': setCookies })
    },
  }
}
