import type { QueryClient } from '@tanstack/react-query'
import type { User, UserManager } from 'oidc-client-ts'
import { notify } from '../notify'
import { t } from '../i18n/t'
import { loadPage } from '../load-page'
import { isCodeLoadFailure } from '../utils/code-load-failure'
import { BASE_PATH, DEFAULT_SIGNED_IN_PATH, PATHS, isUnprotectedPath, safeReturnPath, withBasePath } from '../paths'
import { yieldToBrowser } from '../utils/yield-to-browser'
import type { DemoAccount } from './demo-session'
import { readClaims } from './id-token-claims'
import { forgetRememberedUsername } from './remembered-username'
import { tokensOf } from './user-tokens'
import {
  clearSessionStorage,
  getStoredIdToken,
  readStoredTokens,
  setAuthRequestPending,
  storeTokens,
} from './token-storage'
import { wasUserLoggedIn } from './storage-keys'

export interface Session {
  idToken: string
  /** The `preferred_username` claim: the name the user logs in with. */
  username?: string
  /** Milliseconds since the epoch. */
  expiresAt: number
}

/** The signed-in session, if its token is still valid. */
export function currentSession(now = Date.now()): Session | undefined {
  const tokens = readStoredTokens()
  if (!tokens || tokens.expires_at * 1000 <= now) return undefined
  const claims = readClaims(tokens.id_token)
  return { idToken: tokens.id_token, username: claims?.preferred_username, expiresAt: tokens.expires_at * 1000 }
}

/** Renew this long before the token expires (oidc-client-ts' own default notice time). */
const RENEW_BEFORE_EXPIRY_MS = 60_000
/** The longest delay setTimeout keeps; a longer one would fire at once. */
const LONGEST_TIMER_MS = 2 ** 31 - 1

/**
 * When to renew a session that has `remainingMs` left: a minute before it ends, or halfway for
 * a token that lives less than two minutes, so a short-lived token is not renewed in a tight loop.
 */
export function renewalDelay(remainingMs: number): number {
  return Math.max(remainingMs - RENEW_BEFORE_EXPIRY_MS, remainingMs / 2, 0)
}

/** Whether a new token is for the user of the stored one; any token will do where none is stored. */
function sameSubject(storedToken: string | undefined, newToken: string): boolean {
  const stored = storedToken === undefined ? undefined : readClaims(storedToken)?.sub
  return stored === undefined || readClaims(newToken)?.sub === stored
}

interface SignInState {
  returnTo?: string
}

/**
 * The page a sign-in's state names, if it is one of the console's (and not the callback); else the
 * console's first page. The state came back through the provider: it is checked, not trusted.
 */
function returnPathOf(state: unknown): string {
  const returnTo = typeof state === 'object' && state !== null && 'returnTo' in state ? state.returnTo : undefined
  const target = safeReturnPath(returnTo)
  return target && !target.startsWith(`${BASE_PATH}${PATHS.callback}`) ? target : `${BASE_PATH}${DEFAULT_SIGNED_IN_PATH}`
}

/**
 * Sign-in, sign-out and session recovery in one place, for the router's guard and the
 * screens alike. The tokens the API client sends are the stored token response.
 */
export class AuthController {
  private queryClient: QueryClient | undefined
  /** The token a 401 has already been handled for: one message, one renewal, no loop. */
  private lostToken: string | null | undefined
  /** The token the last 401-triggered renewal produced. */
  private renewedToken: string | undefined

  private readonly demo: DemoAccount | undefined
  private signedInNow = false

  /**
   * Whether a sign-in completed during this page load (callback, fragment token or the demo's
   * instant sign-in): the shell then greets the first page with the terms banner
   * (docs/product/terms-banner.md).
   */
  get signedInOnThisPageLoad(): boolean {
    return this.signedInNow
  }

  /**
   * Records that this page load produced the session (see `signedInOnThisPageLoad`). The username
   * the login page kept for a retry has done its job then (docs/product/storage.md).
   */
  recordSignIn(): void {
    this.signedInNow = true
    forgetRememberedUsername()
  }

  /** The offline demo's account, which its login page names and accepts; undefined elsewhere. */
  get demoAccount(): DemoAccount | undefined {
    return this.demo
  }

  private manager: Promise<UserManager> | undefined
  private renewalTimer: ReturnType<typeof setTimeout> | undefined

  /**
   * `loadUserManager` makes the sign-in client; it is called once, on first need, so that pages
   * that need no sign-in do not load it. `demo`: the offline demo's account; the demo signs in
   * without a provider (see demo-session.ts). `restoring`: a silent sign-in the page's entry started
   * (early-sign-in.ts), which the guard then waits for instead of starting its own.
   */
  constructor(
    private readonly loadUserManager: () => Promise<UserManager>,
    options: { demo?: DemoAccount; restoring?: Promise<User | null> } = {},
  ) {
    this.demo = options.demo
    if (options.restoring) this.restoring = this.settleRestore(options.restoring)
  }

  /**
   * The sign-in client, made on first use; a failed load is forgotten, so that the next use tries
   * again. What its sign-ins produce is stored here, not by the client's events.
   */
  userManager(): Promise<UserManager> {
    this.manager ??= this.loadUserManager().catch((error: unknown) => {
      this.manager = undefined
      throw error
    })
    return this.manager
  }

  /** The cache to empty on sign-out and to refresh after a renewal. */
  attachQueryClient(queryClient: QueryClient): void {
    this.queryClient = queryClient
  }

  /**
   * Resolves when the page may render: a session is valid, a silent sign-in restored one, or
   * the path is unprotected. Otherwise it starts the sign-in redirect and never resolves.
   * `href` is a router location, with or without the base path. `whileRestoring` runs as a silent
   * sign-in starts, for work the page will need once it is done. A `preload` (a pointer over a
   * link) fails instead of leaving the page, so nothing typed on it is lost; the click signs in.
   */
  async ensureSignedIn(href: string, whileRestoring?: () => void, preload = false): Promise<void> {
    const target = withBasePath(href)
    if (currentSession()) {
      this.actingAs ??= getStoredIdToken()
      this.scheduleRenewal()
      return
    }
    if (this.demo) {
      storeTokens(this.demo.signIn())
      this.recordSignIn()
      return
    }
    // Tokens leave storage on page hide; after a reload the provider's session restores them,
    // on unprotected pages too, so that they still know who is signed in.
    if (wasUserLoggedIn()) {
      whileRestoring?.()
      if (await this.restore()) {
        this.actingAs ??= getStoredIdToken()
        // The reply's handling and the screen's loading and first render would otherwise be one
        // task of 20–35 ms, unthrottled, on the development machine (decision 014).
        await yieldToBrowser()
        return
      }
    }
    if (isUnprotectedPath(new URL(target, window.location.origin).pathname)) return
    if (preload) throw new Error('A preload starts no sign-in')
    await this.signIn(target)
    return new Promise<void>(() => undefined)
  }

  /**
   * The identity token an API call carries (docs/product/api.md). Another tab of the console that
   * closes takes the stored tokens with it (page hide, docs/product/storage.md). A signed-in screen
   * (a protected page, which the guard lets through only with a session) then restores the session
   * silently before the call, as a reload does, rather than send it without a token and tell the
   * user the session expired. The end-user pages restore nothing. After a logout the sign-in flag
   * is gone first (`clearSessionStorage`), so nothing is restored then.
   */
  async tokenForCall(): Promise<string | undefined> {
    const stored = getStoredIdToken()
    const signedInScreen = !isUnprotectedPath(window.location.pathname)
    const restoring = stored === undefined && signedInScreen && !this.demo && wasUserLoggedIn()
    const token = restoring ? await this.restore().then(() => getStoredIdToken()) : stored
    // Another tab's sign-in stored someone else's tokens: this page never switches its user, so
    // its calls go without and fail as after an expired session (docs/product/sign-in.md).
    if (token === undefined || !sameSubject(this.actingAs, token)) return undefined
    this.actingAs = token
    return token
  }

  /**
   * The identity token of the user this page shows as signed in (the header, the users list's own
   * row): the stored session's while it is this page's user's, else the user the page acts as. A
   * closing tab takes the stored tokens until the next call restores them, and another tab's
   * sign-in may store someone else's: the page is still its own user's, and shows that user.
   */
  idTokenShown(): string | undefined {
    const stored = currentSession()?.idToken
    return stored !== undefined && sameSubject(this.actingAs, stored) ? stored : this.actingAs
  }

  /**
   * The identity token of the user this page acts as: the session its guard let in, then the token
   * of each call. A closing tab takes the stored tokens from every tab, so a silent sign-in that
   * restores them has no stored token to answer for: it must answer for this user.
   */
  private actingAs: string | undefined

  /**
   * For the login page, outside the shell: after a reload the tokens are gone (page hide), yet
   * the user is still signed in at the provider. A silent sign-in finds out, so that an
   * already-authenticated visitor is sent on (docs/product/login.md) instead of shown the form. Never
   * starts a sign-in redirect.
   */
  async restoreSession(): Promise<void> {
    if (currentSession() || !wasUserLoggedIn()) return
    await this.restore()
  }

  async signIn(returnTo: string = window.location.href): Promise<void> {
    const url = new URL(returnTo, window.location.origin)
    const state: SignInState = { returnTo: safeReturnPath(`${url.pathname}${url.search}`) }
    if (this.demo) {
      storeTokens(this.demo.signIn())
      loadPage(this.finishSignIn(undefined, state))
      return
    }
    setAuthRequestPending(true)
    try {
      await (await this.userManager()).signinRedirect({ state })
    } catch (error) {
      // No redirect left: nothing is in flight whose records a page hide must keep.
      setAuthRequestPending(false)
      throw error
    }
  }

  /** The sign-in client's code did not arrive in this page; the browser keeps that answer for the page's life. */
  private clientCodeMissing = false

  /**
   * For a page's 'Login' button that offers to sign in again: starts the sign-in towards the page
   * the failed one was for, when the page knows that sign-in's state (the callback reads it before
   * the reply is taken in), else the console's first page. False when it cannot start (the
   * sign-in client's code or the provider's discovery document did not arrive), for the page to
   * say so. Pressed again after the client's code did not arrive, it makes a full load of that page
   * instead, which asks the server for the code again.
   */
  async signInAgain(failedState?: unknown): Promise<boolean> {
    const returnTo = returnPathOf(failedState)
    if (this.clientCodeMissing) {
      // Importing the client again in this page would fail without asking the server: a fresh
      // load of the page the sign-in is for asks again and starts the sign-in from there.
      loadPage(returnTo)
      return true
    }
    try {
      await this.signIn(returnTo)
      return true
    } catch (error) {
      if (isCodeLoadFailure(error)) this.clientCodeMissing = true
      return false
    }
  }

  /** Called with the user that the callback produced; returns where to go next. */
  finishSignIn(user: User | undefined, demoState?: SignInState): string {
    setAuthRequestPending(false)
    const tokens = user ? tokensOf(user) : undefined
    if (tokens) {
      storeTokens(tokens)
      this.recordSignIn()
      this.scheduleRenewal()
    }
    return returnPathOf(demoState ?? user?.state)
  }

  /** The silent sign-in that restores a session after a reload, shared by whoever asks while it runs. */
  private restoring: Promise<boolean> | undefined

  private restore(): Promise<boolean> {
    this.restoring ??= this.settleRestore(this.signInSilently())
    return this.restoring
  }

  /** Forgotten once settled, so that a later page may try again after a failure. */
  private settleRestore(signingIn: Promise<User | null>): Promise<boolean> {
    const settled = this.keepSilentSignIn(signingIn).finally(() => {
      if (this.restoring === settled) this.restoring = undefined
    })
    return settled
  }

  private trySilentSignIn(): Promise<boolean> {
    return this.keepSilentSignIn(this.signInSilently())
  }

  private async signInSilently(): Promise<User | null> {
    return this.demo ? null : (await this.userManager()).signinSilent()
  }

  /**
   * Stores the session a silent sign-in produced; false when it produced none or failed. A silent
   * sign-in starts only while the browser is signed in, and only a logout (here or in another tab)
   * removes the sign-in flag. One that answers after a logout is dropped, with the client's own
   * record of it: storing it would sign the browser in again behind the user's back
   * (docs/product/shell-and-routes.md 'Logout'). So is a renewal that answers for someone else
   * than the session it renews, or than the one this page called the service as when a closing tab
   * took the tokens (the provider's session changed hands meanwhile): it never switches the
   * signed-in user, and the session ends when its token does (docs/product/sign-in.md).
   */
  private async keepSilentSignIn(signingIn: Promise<User | null>): Promise<boolean> {
    try {
      const user = await signingIn
      const tokens = user ? tokensOf(user) : undefined
      if (!tokens) return false
      if (!wasUserLoggedIn() || !sameSubject(readStoredTokens()?.id_token ?? this.actingAs, tokens.id_token)) {
        await (await this.userManager()).removeUser()
        return false
      }
      storeTokens(tokens)
      this.scheduleRenewal()
      return true
    } catch {
      return false
    }
  }

  /**
   * Renews the session silently shortly before its token expires. This is what oidc-client-ts'
   * automaticSilentRenew does, but it needs no sign-in client until the renewal is due, so a
   * signed-in page does not load one up front. A failed renewal is not retried: the next call's
   * 401 explains the lost session.
   */
  private scheduleRenewal(): void {
    clearTimeout(this.renewalTimer)
    const session = currentSession()
    if (!session || this.demo) return
    const delay = renewalDelay(session.expiresAt - Date.now())
    this.renewalTimer =
      delay > LONGEST_TIMER_MS
        ? setTimeout(() => this.scheduleRenewal(), LONGEST_TIMER_MS)
        : setTimeout(() => void this.trySilentSignIn(), delay)
  }

  /**
   * A call found the session gone (401 or a redirect). The user is told once, and one silent
   * renewal is tried; a token that renewal produced and that is refused again while still valid
   * is not renewed.
   */
  async handleSessionLost(): Promise<void> {
    // With no token stored, this page's own, unless a logout took it: the tokens left with another
    // tab, and no silent sign-in brought them back.
    const token = getStoredIdToken() ?? (wasUserLoggedIn() ? this.actingAs : undefined) ?? null
    // No session, none to lose: a page before sign-in (change password, say) shows its own failure,
    // and a page a logout is taking to the login page says nothing more.
    if (token === null || token === this.lostToken) return
    this.lostToken = token
    // The token the renewal for this same loss produced, refused while it is still valid: the user
    // has been told already (toasts last 2 s, so a slow renewal would otherwise show the message
    // twice), and renewing again loops. Once it has run out, its loss is a new one.
    if (token === this.renewedToken && currentSession()) return
    notify(t('Errors.RECEIVED_LOGIN_REDIRECT'), 'error')
    if (await this.trySilentSignIn()) {
      this.renewedToken = getStoredIdToken()
      await this.refreshData()
    }
  }

  /**
   * Every read again, with the renewed token. Screens refetch what they show; a read that failed
   * while no screen showed it yet is fetched too: a route's loader reads before its screen mounts,
   * and the screen does not retry a failure it finds on mount.
   */
  private async refreshData(): Promise<void> {
    const client = this.queryClient
    if (!client) return
    await Promise.all([
      client.invalidateQueries(),
      client.refetchQueries({ type: 'inactive', predicate: (query) => query.state.status === 'error' }),
    ])
  }

  /**
   * Another tab logged out (docs/product/shell-and-routes.md 'Logout'): this one ends its session
   * too and leaves for the login page, a new page, so nothing it showed stays in memory.
   */
  loggedOutElsewhere(): void {
    // Storage too: what a renewal of this tab stored just before it heard of the logout would outlive it.
    this.endSessionHere()
    loadPage(`${BASE_PATH}${PATHS.login}`)
  }

  /**
   * Ends the session here and at the provider (docs/product/shell-and-routes.md 'Logout'). The
   * provider's address for ending its session is found before anything here ends: when the
   * provider cannot be reached, the user is told and stays signed in, rather than be signed out
   * here while the provider's session lives on and would sign the next visit in without a password.
   */
  async signOut(): Promise<void> {
    if (this.demo) {
      this.endSessionHere()
      loadPage(`${BASE_PATH}${PATHS.login}`)
      return
    }
    const manager = await this.providerReadyForLogout()
    if (!manager) {
      notify(t('Errors.FETCH_COMMUNICATION_ERROR'), 'error')
      return
    }
    // The provider ends a session at once only for a request naming its user's own token, which
    // no other site has; a closing tab may have taken the stored one, so this page's last serves.
    const idToken = getStoredIdToken() ?? this.actingAs
    await manager.removeUser().catch(() => undefined)
    this.endSessionHere()
    await manager.signoutRedirect({ id_token_hint: idToken })
  }

  /** Stops renewing, drops the cached data and empties storage. */
  private endSessionHere(): void {
    clearTimeout(this.renewalTimer)
    this.queryClient?.clear()
    clearSessionStorage()
  }

  /** The sign-in client, once it knows where the provider ends a session; undefined when it cannot find out. */
  private async providerReadyForLogout(): Promise<UserManager | undefined> {
    try {
      const manager = await this.userManager()
      return (await manager.metadataService.getEndSessionEndpoint()) ? manager : undefined
    } catch {
      return undefined
    }
  }
}
