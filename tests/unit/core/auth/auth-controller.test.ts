import { QueryClient } from '@tanstack/react-query'
import type { User, UserManager } from 'oidc-client-ts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadPage } from '../../../../src/core/load-page'
import { notify } from '../../../../src/core/notify'
import { AuthController, currentSession, renewalDelay } from '../../../../src/core/auth/auth-controller'
import { demoAccount } from '../../../../src/core/auth/demo-session'
import { readClaims } from '../../../../src/core/auth/id-token-claims'
import { getStoredIdToken, storeTokens } from '../../../../src/core/auth/token-storage'
import { STORAGE_KEYS } from '../../../../src/core/auth/storage-keys'

vi.mock('../../../../src/core/notify', () => ({ notify: vi.fn(), TOAST_DURATION_MS: 2000 }))
vi.mock('../../../../src/core/load-page', () => ({ loadPage: vi.fn() }))

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
/** A token for the user `sub`, as the provider names them. */
const asSubject = (sub: string, username: string, exp = 9e9) =>
  `${encode({ alg: 'RS256' })}.${encode({ iss: 'i', aud: 'iam-ui', exp, sub, preferred_username: username })}.sig`
const idToken = (username: string) => `${encode({ alg: 'RS256' })}.${encode({ iss: 'i', aud: 'iam-ui', exp: 9e9, preferred_username: username })}.sig`

function user(token: string, state?: unknown, expiresIn = 300): User {
  // Only the fields the controller reads; a real User needs a whole sign-in response.
  const fields: Partial<User> = { id_token: token, access_token: 'at', token_type: 'Bearer', expires_in: expiresIn, state }
  return fields as User
}

/** The parts of oidc-client-ts' UserManager the controller uses. */
function fakeUserManager() {
  return {
    events: { addUserLoaded: vi.fn() },
    signinSilent: vi.fn<() => Promise<User | null>>(),
    signinRedirect: vi.fn(() => Promise.resolve()),
    signoutRedirect: vi.fn(() => Promise.resolve()),
    removeUser: vi.fn(() => Promise.resolve()),
    metadataService: { getEndSessionEndpoint: vi.fn<() => Promise<string | undefined>>(() => Promise.resolve('https://provider/session/end')) },
  }
}

let manager: ReturnType<typeof fakeUserManager>
let controller: AuthController

beforeEach(() => {
  manager = fakeUserManager()
  // A stand-in with only the members the controller calls.
  controller = new AuthController(() => Promise.resolve(manager as unknown as UserManager))
})

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('handleSessionLost', () => {
  it('tells the user once and tries one silent renewal, then refreshes the data', async () => {
    const queryClient = new QueryClient()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    controller.attachQueryClient(queryClient)
    storeTokens({ access_token: 'a', expires_in: 300, id_token: idToken('old'), token_type: 'Bearer' })
    manager.signinSilent.mockResolvedValue(user(idToken('new')))

    await Promise.all([controller.handleSessionLost(), controller.handleSessionLost(), controller.handleSessionLost()])

    expect(notify).toHaveBeenCalledTimes(1)
    expect(notify).toHaveBeenCalledWith('Your session expired. Please refresh the page.', 'error')
    expect(manager.signinSilent).toHaveBeenCalledTimes(1)
    expect(currentSession()?.username).toBe('new')
    expect(invalidate).toHaveBeenCalledOnce()
  })

  it('also reads again what failed before any screen showed it, as a route loader does', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const read = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('401')).mockResolvedValue('rows')
    // No observer: the loader's read, before the screen has mounted.
    await queryClient.query({ queryKey: ['list'], queryFn: read }).catch(() => undefined)
    expect(queryClient.getQueryState(['list'])?.status).toBe('error')
    controller.attachQueryClient(queryClient)
    storeTokens({ access_token: 'a', expires_in: 300, id_token: idToken('old'), token_type: 'Bearer' })
    manager.signinSilent.mockResolvedValue(user(idToken('new')))

    await controller.handleSessionLost()

    expect(read).toHaveBeenCalledTimes(2)
    expect(queryClient.getQueryData(['list'])).toBe('rows')
  })

  it('neither renews nor tells again when the renewed token is refused too: no loop', async () => {
    storeTokens({ access_token: 'a', expires_in: 300, id_token: idToken('a'), token_type: 'Bearer' })
    manager.signinSilent.mockResolvedValue(user(idToken('b')))
    await controller.handleSessionLost()
    await controller.handleSessionLost()
    await controller.handleSessionLost()
    expect(manager.signinSilent).toHaveBeenCalledTimes(1)
    expect(notify).toHaveBeenCalledTimes(1)
  })

  it('tells and renews again when the renewed token is refused after it has run out: its timed renewal failed', async () => {
    storeTokens({ access_token: 'a', expires_in: 300, id_token: idToken('a'), token_type: 'Bearer' })
    manager.signinSilent.mockResolvedValueOnce(user(idToken('b')))
    await controller.handleSessionLost()
    // An hour later: the renewed token has run out unrenewed (the provider was down, the laptop slept).
    storeTokens({ access_token: 'a', expires_in: 300, id_token: idToken('b'), token_type: 'Bearer' }, Date.now() - 3_600_000)
    manager.signinSilent.mockResolvedValueOnce(user(idToken('c')))
    await controller.handleSessionLost()
    expect(notify).toHaveBeenCalledTimes(2)
    expect(manager.signinSilent).toHaveBeenCalledTimes(2)
    expect(currentSession()?.username).toBe('c')
  })

  it("tells the user once when a signed-in screen's tokens left with another tab and could not be restored", async () => {
    storeTokens({ access_token: 'a', expires_in: 300, id_token: idToken('a'), token_type: 'Bearer' })
    window.history.replaceState(null, '', '/ui/iam/identities/users')
    try {
      await controller.ensureSignedIn('/identities/users')
      localStorage.removeItem(STORAGE_KEYS.tokenResponse)
      manager.signinSilent.mockRejectedValue(new Error('login_required'))
      // The call went without a token and was refused, twice.
      await controller.handleSessionLost()
      await controller.handleSessionLost()
      expect(notify).toHaveBeenCalledTimes(1)
      expect(notify).toHaveBeenCalledWith('Your session expired. Please refresh the page.', 'error')
      expect(manager.signinSilent).toHaveBeenCalledOnce()

      // After a logout in another tab (the flag goes first), a refused call says nothing more.
      const afterLogout = new AuthController(() => Promise.resolve(manager as unknown as UserManager))
      storeTokens({ access_token: 'a', expires_in: 300, id_token: idToken('b'), token_type: 'Bearer' })
      await afterLogout.ensureSignedIn('/identities/users')
      localStorage.clear()
      await afterLogout.handleSessionLost()
      expect(notify).toHaveBeenCalledTimes(1)
      expect(manager.signinSilent).toHaveBeenCalledOnce()
    } finally {
      window.history.replaceState(null, '', '/')
    }
  })

  it('says nothing and renews nothing when no one was signed in: a refused call of a page before sign-in', async () => {
    await controller.handleSessionLost()
    expect(notify).not.toHaveBeenCalled()
    expect(manager.signinSilent).not.toHaveBeenCalled()
  })

  it('stops after a failed renewal', async () => {
    storeTokens({ access_token: 'a', expires_in: 300, id_token: idToken('a'), token_type: 'Bearer' })
    manager.signinSilent.mockRejectedValue(new Error('login_required'))
    await controller.handleSessionLost()
    await controller.handleSessionLost()
    expect(manager.signinSilent).toHaveBeenCalledTimes(1)
    expect(notify).toHaveBeenCalledTimes(1)
  })
})

describe('finishSignIn', () => {
  it('stores the tokens, ends the pending request and returns the safe return path', () => {
    localStorage.setItem(STORAGE_KEYS.authRequestExists, 'true')
    const target = controller.finishSignIn(user(idToken('a'), { returnTo: '/ui/iam/settings' }))
    expect(target).toBe('/ui/iam/settings')
    expect(localStorage.getItem(STORAGE_KEYS.authRequestExists)).toBeNull()
    expect(currentSession()?.username).toBe('a')
  })

  it('ends the session when the identity token does, if that comes before the access token ends', () => {
    const now = Math.floor(Date.now() / 1000)
    const shortLived = `${encode({ alg: 'RS256' })}.${encode({ iss: 'i', aud: 'iam-ui', exp: now + 120, preferred_username: 'a' })}.sig`
    controller.finishSignIn(user(shortLived, undefined, 3600))
    const endsIn = ((currentSession()?.expiresAt ?? 0) - Date.now()) / 1000
    expect(endsIn).toBeGreaterThan(100)
    expect(endsIn).toBeLessThanOrEqual(120)

    // An identity token already expired makes no session at all.
    localStorage.clear()
    const expired = `${encode({ alg: 'RS256' })}.${encode({ iss: 'i', aud: 'iam-ui', exp: now - 1 })}.sig`
    controller.finishSignIn(user(expired))
    expect(currentSession()).toBeUndefined()
  })

  it("keeps a session on a browser whose clock is hours ahead of the provider's: a token's life runs from its own iat", () => {
    const now = Math.floor(Date.now() / 1000)
    const issued = now - 7200
    const aheadOfIt = `${encode({ alg: 'RS256' })}.${encode({ iss: 'i', aud: 'iam-ui', iat: issued, exp: issued + 3600, preferred_username: 'a' })}.sig`
    controller.finishSignIn(user(aheadOfIt, undefined, 3600))
    const lasts = ((currentSession()?.expiresAt ?? 0) - Date.now()) / 1000
    expect(lasts).toBeGreaterThan(3500)
    expect(lasts).toBeLessThanOrEqual(3600)
  })

  it('records that this page load signed in, for the terms banner of the first page', () => {
    expect(controller.signedInOnThisPageLoad).toBe(false)
    controller.finishSignIn(undefined)
    expect(controller.signedInOnThisPageLoad).toBe(false)
    controller.finishSignIn(user(idToken('a')))
    expect(controller.signedInOnThisPageLoad).toBe(true)
  })

  it('forgets the username the login page kept for a retry once a sign-in completes, and not before', () => {
    sessionStorage.setItem(STORAGE_KEYS.username, 'jane')
    controller.finishSignIn(undefined)
    expect(sessionStorage.getItem(STORAGE_KEYS.username)).toBe('jane')
    controller.finishSignIn(user(idToken('a')))
    expect(sessionStorage.getItem(STORAGE_KEYS.username)).toBeNull()
  })

  it.each([{ returnTo: 'https://evil.example.com/' }, { returnTo: '/ui/iam/callback?code=1' }, undefined])(
    'goes to the identities for %j',
    (state) => {
      expect(controller.finishSignIn(user(idToken('a'), state))).toBe('/ui/iam/identities')
    },
  )
})

describe('ensureSignedIn', () => {
  it('lets unprotected paths and valid sessions through without a sign-in', async () => {
    await controller.ensureSignedIn('/ui/iam/login?error=AUTHN_ERR_7')
    storeTokens({ access_token: 'a', expires_in: 300, id_token: idToken('a'), token_type: 'Bearer' })
    await controller.ensureSignedIn('/ui/iam/identities')
    expect(manager.signinRedirect).not.toHaveBeenCalled()
  })

  it('restores a session silently after a reload of a signed-in browser', async () => {
    localStorage.setItem(STORAGE_KEYS.isUserLoggedIn, 'true')
    manager.signinSilent.mockResolvedValue(user(idToken('a')))
    await controller.ensureSignedIn('/ui/iam/identities')
    expect(manager.signinRedirect).not.toHaveBeenCalled()
    expect(getStoredIdToken()).toBeDefined()
  })

  it('runs the work handed to it while a session is restored, and only then', async () => {
    const whileRestoring = vi.fn()
    storeTokens({ access_token: 'a', expires_in: 300, id_token: idToken('a'), token_type: 'Bearer' })
    await controller.ensureSignedIn('/identities', whileRestoring)
    expect(whileRestoring).not.toHaveBeenCalled()

    localStorage.clear()
    localStorage.setItem(STORAGE_KEYS.isUserLoggedIn, 'true')
    let finish: (value: User) => void = () => undefined
    manager.signinSilent.mockReturnValue(new Promise<User>((resolve) => (finish = resolve)))
    const signedIn = controller.ensureSignedIn('/identities/users', whileRestoring)
    await vi.waitFor(() => expect(manager.signinSilent).toHaveBeenCalledOnce())
    // Before the silent sign-in has answered.
    expect(whileRestoring).toHaveBeenCalledOnce()
    finish(user(idToken('a')))
    await signedIn
    expect(getStoredIdToken()).toBeDefined()
  })

  it('lets the browser run a task between the restored session and the screen that follows', async () => {
    localStorage.setItem(STORAGE_KEYS.isUserLoggedIn, 'true')
    manager.signinSilent.mockResolvedValue(user(idToken('a')))
    vi.useFakeTimers()
    try {
      const done = vi.fn()
      void controller.ensureSignedIn('/identities/users').then(done)
      // Promise turns only: vi.waitFor would run the timers too.
      for (let turn = 0; turn < 50; turn++) await Promise.resolve()
      expect(getStoredIdToken()).toBeDefined()
      expect(done).not.toHaveBeenCalled()
      await vi.runOnlyPendingTimersAsync()
      expect(done).toHaveBeenCalledOnce()
    } finally {
      vi.useRealTimers()
    }
  })

  it('restores the session on an unprotected page too, and lets it render without one', async () => {
    localStorage.setItem(STORAGE_KEYS.isUserLoggedIn, 'true')
    manager.signinSilent.mockRejectedValue(new Error('login_required'))
    await controller.ensureSignedIn('/identities/addserviceaccount')
    expect(manager.signinSilent).toHaveBeenCalledOnce()
    expect(manager.signinRedirect).not.toHaveBeenCalled()
  })

  it('never starts the sign-in redirect for a preload: the page stays, with what is typed on it', async () => {
    localStorage.setItem(STORAGE_KEYS.isUserLoggedIn, 'true')
    manager.signinSilent.mockRejectedValue(new Error('login_required'))
    await expect(controller.ensureSignedIn('/settings/authentication', undefined, true)).rejects.toThrow()
    expect(manager.signinSilent).toHaveBeenCalledOnce()
    expect(manager.signinRedirect).not.toHaveBeenCalled()
  })

  it('starts the sign-in redirect, remembering where to return, when nothing else works', async () => {
    localStorage.setItem(STORAGE_KEYS.isUserLoggedIn, 'true')
    manager.signinSilent.mockRejectedValue(new Error('login_required'))
    // The router's location has no base path.
    void controller.ensureSignedIn('/settings/authentication?page=2')
    await vi.waitFor(() => expect(manager.signinRedirect).toHaveBeenCalled())
    expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/ui/iam/settings/authentication?page=2' } })
    expect(localStorage.getItem(STORAGE_KEYS.authRequestExists)).toBe('true')
  })
})

describe('signIn', () => {
  it('rejects, with no sign-in request left pending, when the redirect cannot start', async () => {
    manager.signinRedirect.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(controller.signIn('/ui/iam/identities')).rejects.toThrow('Failed to fetch')
    expect(localStorage.getItem(STORAGE_KEYS.authRequestExists)).toBeNull()
  })

  it("again, from a page's Login button, towards the console's first page; false when it cannot start", async () => {
    expect(await controller.signInAgain()).toBe(true)
    expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/ui/iam/identities' } })
    manager.signinRedirect.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect(await controller.signInAgain()).toBe(false)
  })

  it("again, after the sign-in client's code did not arrive, by a full load of the page it is for", async () => {
    const state = { returnTo: '/ui/iam/settings/authentication?samlPage=2' }
    // The provider out of reach: pressed again, the same page tries the same client again.
    manager.signinRedirect.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect(await controller.signInAgain(state)).toBe(false)
    expect(await controller.signInAgain(state)).toBe(true)
    expect(manager.signinRedirect).toHaveBeenCalledTimes(2)
    expect(loadPage).not.toHaveBeenCalled()

    // The client's code did not arrive: this page would only be given the same failure again.
    manager.signinRedirect.mockClear()
    manager.signinRedirect.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: https://console.example/ui/iam/assets/oidc-x.js'))
    expect(await controller.signInAgain(state)).toBe(false)
    expect(await controller.signInAgain(state)).toBe(true)
    expect(manager.signinRedirect).toHaveBeenCalledOnce()
    expect(loadPage).toHaveBeenCalledExactlyOnceWith('/ui/iam/settings/authentication?samlPage=2')
  })

  it('again towards the page a refused sign-in was for, when its state names one of the console', async () => {
    const cases: [state: unknown, returnTo: string][] = [
      [{ returnTo: '/ui/iam/settings/authentication?samlPage=2' }, '/ui/iam/settings/authentication?samlPage=2'],
      // The state came back through the provider: anything but a page of the console is not followed.
      [{ returnTo: 'https://evil.example/ui/iam/settings' }, '/ui/iam/identities'],
      [{ returnTo: '//evil.example/' }, '/ui/iam/identities'],
      [{ returnTo: '/ui/iam/callback?code=x' }, '/ui/iam/identities'],
      [{ returnTo: 42 }, '/ui/iam/identities'],
      ['/ui/iam/settings', '/ui/iam/identities'],
      [undefined, '/ui/iam/identities'],
    ]
    for (const [state, returnTo] of cases) {
      manager.signinRedirect.mockClear()
      expect(await controller.signInAgain(state)).toBe(true)
      expect(manager.signinRedirect.mock.calls, JSON.stringify(state)).toEqual([[{ state: { returnTo } }]])
    }
  })
})

describe('signOut', () => {
  it('empties the cache and storage, then ends the session at the provider', async () => {
    const queryClient = new QueryClient()
    const clear = vi.spyOn(queryClient, 'clear')
    controller.attachQueryClient(queryClient)
    const token = idToken('a')
    storeTokens({ access_token: 'a', expires_in: 300, id_token: token, token_type: 'Bearer' })
    localStorage.setItem('oidc-user:x', '{}')
    sessionStorage.setItem(STORAGE_KEYS.username, 'jane')
    await controller.signOut()
    expect(clear).toHaveBeenCalled()
    expect(localStorage.length).toBe(0)
    expect(sessionStorage.getItem(STORAGE_KEYS.username)).toBeNull()
    expect(manager.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: token })
  })

  it("names this page's last token to the provider when a closing tab has taken the stored one", async () => {
    const token = idToken('a')
    storeTokens({ access_token: 'a', expires_in: 300, id_token: token, token_type: 'Bearer' })
    window.history.replaceState(null, '', '/ui/iam/identities')
    expect(await controller.tokenForCall()).toBe(token)
    // Another tab closes.
    localStorage.removeItem(STORAGE_KEYS.tokenResponse)
    await controller.signOut()
    expect(manager.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: token })
    window.history.replaceState(null, '', '/')
  })

  it('removes the sign-in flag before the tokens, so other tabs see a logout, not a closed tab', async () => {
    storeTokens({ access_token: 'a', expires_in: 300, id_token: idToken('a'), token_type: 'Bearer' })
    const removed = vi.spyOn(Storage.prototype, 'removeItem')
    await controller.signOut()
    const keys = removed.mock.calls.map(([key]) => key)
    expect(keys.indexOf(STORAGE_KEYS.isUserLoggedIn)).toBe(0)
    expect(keys).toContain(STORAGE_KEYS.tokenResponse)
    removed.mockRestore()
  })
})

describe('signOut when the provider cannot be reached', () => {
  const signedIn = () => storeTokens({ access_token: 'a', expires_in: 300, id_token: idToken('a'), token_type: 'Bearer' })

  it('ends nothing and says so when the provider cannot tell where its session ends; the next try works', async () => {
    signedIn()
    const queryClient = new QueryClient()
    const clear = vi.spyOn(queryClient, 'clear')
    controller.attachQueryClient(queryClient)
    manager.metadataService.getEndSessionEndpoint.mockRejectedValueOnce(new TypeError('Failed to fetch'))

    await controller.signOut()

    expect(notify).toHaveBeenCalledWith('Error in connecting to server ...', 'error')
    expect(currentSession()?.username).toBe('a')
    expect(localStorage.getItem(STORAGE_KEYS.isUserLoggedIn)).toBe('true')
    expect(clear).not.toHaveBeenCalled()
    expect(manager.removeUser).not.toHaveBeenCalled()
    expect(manager.signoutRedirect).not.toHaveBeenCalled()

    await controller.signOut()
    expect(manager.signoutRedirect).toHaveBeenCalledOnce()
    expect(currentSession()).toBeUndefined()
  })

  it('ends nothing when the provider has no end of session to send the browser to', async () => {
    signedIn()
    manager.metadataService.getEndSessionEndpoint.mockResolvedValueOnce(undefined)
    await controller.signOut()
    expect(notify).toHaveBeenCalledWith('Error in connecting to server ...', 'error')
    expect(currentSession()?.username).toBe('a')
    expect(manager.signoutRedirect).not.toHaveBeenCalled()
  })

  it('loads the sign-in client again when its first load failed', async () => {
    signedIn()
    const load = vi
      .fn<() => Promise<UserManager>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(manager as unknown as UserManager)
    const auth = new AuthController(load)
    await auth.signOut()
    expect(notify).toHaveBeenCalledWith('Error in connecting to server ...', 'error')
    expect(currentSession()?.username).toBe('a')
    await auth.signOut()
    expect(load).toHaveBeenCalledTimes(2)
    expect(manager.signoutRedirect).toHaveBeenCalledOnce()
  })
})

describe('tokenForCall', () => {
  const signedIn = (name: string) => storeTokens({ access_token: 'a', expires_in: 300, id_token: idToken(name), token_type: 'Bearer' })
  /** What another tab's page hide does to storage as it closes. */
  const anotherTabCloses = () => localStorage.removeItem(STORAGE_KEYS.tokenResponse)
  /** The page at `path`, past the router's guard. */
  const openPage = (path: string) => {
    window.history.replaceState(null, '', path)
    return controller.ensureSignedIn(path)
  }
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('is the stored token while there is one', async () => {
    signedIn('a')
    await openPage('/ui/iam/identities')
    expect(await controller.tokenForCall()).toBe(idToken('a'))
    expect(manager.signinSilent).not.toHaveBeenCalled()
  })

  it('restores, once for calls at the same time, a session that a closing tab took from a signed-in screen', async () => {
    signedIn('a')
    await openPage('/ui/iam/identities')
    anotherTabCloses()
    manager.signinSilent.mockResolvedValue(user(idToken('b')))
    const tokens = await Promise.all([controller.tokenForCall(), controller.tokenForCall()])
    expect(tokens).toEqual([idToken('b'), idToken('b')])
    expect(manager.signinSilent).toHaveBeenCalledOnce()
  })

  it('restores nothing on a page that showed no signed-in screen, after a logout, or when the restore fails', async () => {
    // The login page of a browser signed in before: its calls need no token, and it loads no sign-in client for them.
    // (Its own start asks the provider once whether the user is still signed in there; here, no.)
    localStorage.setItem(STORAGE_KEYS.isUserLoggedIn, 'true')
    manager.signinSilent.mockResolvedValue(null)
    await openPage('/ui/iam/login')
    expect(manager.signinSilent).toHaveBeenCalledOnce()
    expect(await controller.tokenForCall()).toBeUndefined()
    expect(manager.signinSilent).toHaveBeenCalledOnce()

    signedIn('a')
    await openPage('/ui/iam/identities')
    // A logout in another tab: the flag goes first.
    localStorage.removeItem(STORAGE_KEYS.isUserLoggedIn)
    anotherTabCloses()
    expect(await controller.tokenForCall()).toBeUndefined()
    expect(manager.signinSilent).toHaveBeenCalledOnce()

    signedIn('a')
    anotherTabCloses()
    manager.signinSilent.mockRejectedValue(new Error('login_required'))
    expect(await controller.tokenForCall()).toBeUndefined()
    expect(manager.signinSilent).toHaveBeenCalledTimes(2)
  })

  it("never restores someone else: after a closing tab took the tokens, the provider's session naming another user is refused", async () => {
    storeTokens({ access_token: 'a', expires_in: 300, id_token: asSubject('s-1', 'admin'), token_type: 'Bearer' })
    localStorage.setItem(STORAGE_KEYS.isUserLoggedIn, 'true')
    await openPage('/ui/iam/identities')
    expect(await controller.tokenForCall()).toBe(asSubject('s-1', 'admin'))
    // Meanwhile the browser's session at the provider passed to another user (signed in there
    // elsewhere, or planted by an attacker), and another console tab closed.
    anotherTabCloses()
    manager.signinSilent.mockResolvedValue(user(asSubject('s-2', 'mallory')))
    expect(await controller.tokenForCall()).toBeUndefined()
    expect(manager.removeUser).toHaveBeenCalledOnce()
    expect(currentSession()).toBeUndefined()

    // The same user, restored, goes on as before.
    manager.signinSilent.mockResolvedValue(user(asSubject('s-1', 'admin', 8e9)))
    expect(await controller.tokenForCall()).toBe(asSubject('s-1', 'admin', 8e9))
    expect(currentSession()?.username).toBe('admin')
  })
  it("never calls as someone another tab signed in: the page's calls go without a token", async () => {
    storeTokens({ access_token: 'a', expires_in: 300, id_token: asSubject('s-1', 'alice'), token_type: 'Bearer' })
    await openPage('/ui/iam/identities')
    // Another tab signs in as bob and stores his tokens, before this page has called the service.
    storeTokens({ access_token: 'a', expires_in: 300, id_token: asSubject('s-2', 'bob'), token_type: 'Bearer' })
    expect(await controller.tokenForCall()).toBeUndefined()
    // Alice again (her renewal in another tab): the page goes on.
    storeTokens({ access_token: 'a', expires_in: 300, id_token: asSubject('s-1', 'alice', 8e9), token_type: 'Bearer' })
    expect(await controller.tokenForCall()).toBe(asSubject('s-1', 'alice', 8e9))
  })

  it("shows the page's own user, not the one another tab signed in, nor nobody once a closing tab took the tokens", async () => {
    expect(controller.idTokenShown()).toBeUndefined()
    storeTokens({ access_token: 'a', expires_in: 300, id_token: asSubject('s-1', 'alice'), token_type: 'Bearer' })
    await openPage('/ui/iam/identities')
    expect(controller.idTokenShown()).toBe(asSubject('s-1', 'alice'))
    storeTokens({ access_token: 'a', expires_in: 300, id_token: asSubject('s-2', 'bob'), token_type: 'Bearer' })
    expect(controller.idTokenShown()).toBe(asSubject('s-1', 'alice'))
    // Her renewal shows as soon as it is stored.
    storeTokens({ access_token: 'a', expires_in: 300, id_token: asSubject('s-1', 'alice', 8e9), token_type: 'Bearer' })
    expect(controller.idTokenShown()).toBe(asSubject('s-1', 'alice', 8e9))
    anotherTabCloses()
    expect(controller.idTokenShown()).toBe(asSubject('s-1', 'alice'))
  })
})

describe('renewal', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it.each([
    [3_600_000, 3_540_000],
    [120_000, 60_000],
    [4_000, 2_000],
    [-5, 0],
  ])('renews a session with %i ms left after %i ms', (remaining, delay) => {
    expect(renewalDelay(remaining)).toBe(delay)
  })

  it('renews silently a minute before the token expires, loading the sign-in client only then', async () => {
    vi.useFakeTimers({ now: 1_000_000 })
    const load = vi.fn(() => Promise.resolve(manager as unknown as UserManager))
    const lazy = new AuthController(load)
    storeTokens({ access_token: 'a', expires_in: 300, id_token: idToken('a'), token_type: 'Bearer' })
    manager.signinSilent.mockResolvedValue(user(idToken('b')))
    await lazy.ensureSignedIn('/ui/iam/identities')
    expect(load).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(239_000)
    expect(manager.signinSilent).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(load).toHaveBeenCalledTimes(1)
    expect(manager.signinSilent).toHaveBeenCalledTimes(1)
    expect(currentSession()?.username).toBe('b')
  })

  it('keeps the signed-in user: a renewal that answers for someone else is refused and forgotten', async () => {
    vi.useFakeTimers({ now: 1_000_000 })
    storeTokens({ access_token: 'a', expires_in: 300, id_token: asSubject('s-1', 'admin'), token_type: 'Bearer' })
    localStorage.setItem(STORAGE_KEYS.isUserLoggedIn, 'true')
    // The provider's session now belongs to another user (signed in there in another tab).
    manager.signinSilent.mockResolvedValue(user(asSubject('s-2', 'mallory')))
    await controller.ensureSignedIn('/ui/iam/identities')
    await vi.advanceTimersByTimeAsync(240_000)
    expect(manager.signinSilent).toHaveBeenCalledTimes(1)
    expect(manager.removeUser).toHaveBeenCalledOnce()
    expect(currentSession()?.username).toBe('admin')

    // The same user renewed goes on as before.
    manager.signinSilent.mockResolvedValue(user(asSubject('s-1', 'admin', 8e9)))
    await controller.handleSessionLost()
    expect(manager.signinSilent).toHaveBeenCalledTimes(2)
    expect(getStoredIdToken()).toBe(asSubject('s-1', 'admin', 8e9))
  })

  it('stops renewing after sign-out', async () => {
    vi.useFakeTimers({ now: 1_000_000 })
    storeTokens({ access_token: 'a', expires_in: 300, id_token: idToken('a'), token_type: 'Bearer' })
    await controller.ensureSignedIn('/ui/iam/identities')
    await controller.signOut()
    await vi.advanceTimersByTimeAsync(300_000)
    expect(manager.signinSilent).not.toHaveBeenCalled()
  })
})

describe('a silent sign-in started before the controller', () => {
  it('is the one the guard waits for, and its session is stored', async () => {
    localStorage.setItem(STORAGE_KEYS.isUserLoggedIn, 'true')
    let finish: (value: User) => void = () => undefined
    const restoring = new Promise<User>((resolve) => (finish = resolve))
    const load = vi.fn(() => Promise.resolve(manager as unknown as UserManager))
    const auth = new AuthController(load, { restoring })
    const whileRestoring = vi.fn()
    // The guard comes while the provider has not answered yet.
    const signedIn = auth.ensureSignedIn('/identities/users', whileRestoring)
    finish(user(idToken('a')))
    await signedIn
    expect(manager.signinSilent).not.toHaveBeenCalled()
    expect(manager.signinRedirect).not.toHaveBeenCalled()
    expect(whileRestoring).toHaveBeenCalledOnce()
    expect(currentSession()?.username).toBe('a')
  })

  it('is shared while it runs and tried again once it has failed', async () => {
    localStorage.setItem(STORAGE_KEYS.isUserLoggedIn, 'true')
    const auth = new AuthController(() => Promise.resolve(manager as unknown as UserManager), { restoring: Promise.resolve(null) })
    manager.signinSilent.mockResolvedValue(user(idToken('b')))
    // The login page asks while it runs: it shares it, and it found no session.
    await auth.restoreSession()
    expect(manager.signinSilent).not.toHaveBeenCalled()
    expect(currentSession()).toBeUndefined()
    await auth.restoreSession()
    expect(manager.signinSilent).toHaveBeenCalledOnce()
    expect(currentSession()?.username).toBe('b')
  })
})

describe('a logout while a silent sign-in runs', () => {
  const logoutElsewhere = () => localStorage.removeItem(STORAGE_KEYS.isUserLoggedIn)

  it("drops the session a reload's restore brings after it, with the client's record, and signs in afresh", async () => {
    localStorage.setItem(STORAGE_KEYS.isUserLoggedIn, 'true')
    let finish: (value: User) => void = () => undefined
    manager.signinSilent.mockReturnValue(new Promise<User>((resolve) => (finish = resolve)))
    void controller.ensureSignedIn('/identities/users')
    await vi.waitFor(() => expect(manager.signinSilent).toHaveBeenCalledOnce())

    logoutElsewhere()
    finish(user(idToken('a')))

    await vi.waitFor(() => expect(manager.signinRedirect).toHaveBeenCalledOnce())
    expect(manager.removeUser).toHaveBeenCalledOnce()
    expect(getStoredIdToken()).toBeUndefined()
    expect(localStorage.getItem(STORAGE_KEYS.isUserLoggedIn)).toBeNull()
  })

  it('drops a renewal that answers after it, and renews no more', async () => {
    vi.useFakeTimers({ now: 1_000_000 })
    try {
      storeTokens({ access_token: 'a', expires_in: 300, id_token: idToken('a'), token_type: 'Bearer' })
      await controller.ensureSignedIn('/ui/iam/identities')
      let finish: (value: User) => void = () => undefined
      manager.signinSilent.mockReturnValue(new Promise<User>((resolve) => (finish = resolve)))
      await vi.advanceTimersByTimeAsync(240_000)
      expect(manager.signinSilent).toHaveBeenCalledOnce()

      logoutElsewhere()
      localStorage.removeItem(STORAGE_KEYS.tokenResponse)
      finish(user(idToken('b')))
      await vi.advanceTimersByTimeAsync(0)

      expect(getStoredIdToken()).toBeUndefined()
      expect(localStorage.getItem(STORAGE_KEYS.isUserLoggedIn)).toBeNull()
      await vi.advanceTimersByTimeAsync(600_000)
      expect(manager.signinSilent).toHaveBeenCalledOnce()
    } finally {
      vi.useRealTimers()
    }
  })

  it('leaves nothing of the session in a tab that hears of it, whatever that tab stored just before', () => {
    const queryClient = new QueryClient()
    const clear = vi.spyOn(queryClient, 'clear')
    controller.attachQueryClient(queryClient)
    // This tab's renewal answered after the other tab's logout and before this tab was told of it.
    storeTokens({ access_token: 'a', expires_in: 300, id_token: idToken('b'), token_type: 'Bearer' })
    localStorage.setItem('oidc-user:x', '{}')

    controller.loggedOutElsewhere()

    expect(clear).toHaveBeenCalled()
    expect(localStorage.length).toBe(0)
    expect(loadPage).toHaveBeenCalledWith('/ui/iam/login')
  })
})

describe('the offline demo', () => {
  const account = demoAccount({ username: 'admin', email: 'root@demo.example' }, { password: 'Demo/Pass1', checkPassword: (password) => Promise.resolve(password === 'Demo/Pass1') })

  it('signs its account in on a protected page, naming it in the token, and forgets a kept username', async () => {
    const demo = new AuthController(() => Promise.reject(new Error('no provider in the demo')), { demo: account })
    sessionStorage.setItem(STORAGE_KEYS.username, 'jane')
    expect(demo.demoAccount).toEqual(account)
    await demo.ensureSignedIn('/identities/users')
    expect(currentSession()?.username).toBe('admin')
    // The header shows the e-mail the mock service seeded for its administrator.
    expect(readClaims(getStoredIdToken() ?? '')?.email).toBe('root@demo.example')
    expect(demo.signedInOnThisPageLoad).toBe(true)
    expect(sessionStorage.getItem(STORAGE_KEYS.username)).toBeNull()
  })

  it('signs in from its login form by loading the page asked for, only ever a page of the console', async () => {
    const demo = new AuthController(() => Promise.reject(new Error('no provider in the demo')), { demo: account })
    const cases = [
      ['/ui/iam/settings/authentication?samlPage=2', '/ui/iam/settings/authentication?samlPage=2'],
      // Another site's address keeps only its path, which must itself be one of the console's.
      ['https://evil.example/ui/iam/identities/serviceusers', '/ui/iam/identities/serviceusers'],
      ['https://evil.example/steal', '/ui/iam/identities'],
      ['//evil.example/', '/ui/iam/identities'],
      ['/ui/iam/callback?code=x', '/ui/iam/identities'],
    ] as const
    for (const [asked, loaded] of cases) {
      sessionStorage.clear()
      vi.mocked(loadPage).mockClear()
      await demo.signIn(asked)
      expect(vi.mocked(loadPage).mock.calls, asked).toEqual([[loaded]])
      expect(currentSession()?.username, asked).toBe('admin')
    }
  })

  it('signs out to its login page by a page load, leaving no token behind', async () => {
    const demo = new AuthController(() => Promise.reject(new Error('no provider in the demo')), { demo: account })
    await demo.ensureSignedIn('/identities/users')
    expect(getStoredIdToken()).toBeDefined()
    await demo.signOut()
    expect(getStoredIdToken()).toBeUndefined()
    expect(vi.mocked(loadPage).mock.calls).toEqual([['/ui/iam/login']])
  })

  it('is no demo without an account', () => {
    expect(controller.demoAccount).toBeUndefined()
  })
})
