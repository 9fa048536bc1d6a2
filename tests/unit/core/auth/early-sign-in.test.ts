import type { User, UserManager } from 'oidc-client-ts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startEarlySignIn } from '../../../../src/core/auth/early-sign-in'
import { STORAGE_KEYS } from '../../../../src/core/auth/storage-keys'
import { defaultConfig } from '../../../../src/core/config'

const config = defaultConfig('http://localhost')
// Only what the test compares; a real User needs a whole sign-in response.
const userFields: Partial<User> = { id_token: 'token' }
const signedInUser = userFields as User

function start(pathname: string, options: { mock?: boolean; signinSilent?: () => Promise<User | null> } = {}) {
  const signinSilent = vi.fn(options.signinSilent ?? (() => Promise.resolve(signedInUser)))
  // Only the member the early sign-in calls.
  const load = vi.fn(() => Promise.resolve({ signinSilent } as unknown as UserManager))
  const early = startEarlySignIn({ pathname }, { ...config, mock: options.mock ?? false }, load)
  return { early, load, signinSilent }
}

const signedInBefore = () => localStorage.setItem(STORAGE_KEYS.isUserLoggedIn, 'true')

afterEach(() => {
  localStorage.clear()
})

describe('startEarlySignIn', () => {
  it('starts the silent sign-in of a reload of a protected page by a browser that was signed in', async () => {
    signedInBefore()
    const { early, signinSilent } = start('/ui/iam/identities/users')
    expect(await early.restoring).toBe(signedInUser)
    expect(signinSilent).toHaveBeenCalledOnce()
    await expect(early.client).resolves.toBeDefined()
  })

  it('turns a failed silent sign-in into no user, so nothing goes unhandled while the console loads', async () => {
    signedInBefore()
    const { early } = start('/ui/iam/identities/users', { signinSilent: () => Promise.reject(new Error('login_required')) })
    expect(await early.restoring).toBeNull()
  })

  it.each([
    ['a sign-in reply', '/ui/iam/callback', false],
    ['a protected page of a browser never signed in', '/ui/iam/identities/users', false],
    ['the login page of a browser that was signed in', '/ui/iam/login', true],
  ])('only loads the client for %s', (_case, path, wasSignedIn) => {
    if (wasSignedIn) signedInBefore()
    const { early, load, signinSilent } = start(path)
    expect(load).toHaveBeenCalledOnce()
    expect(early.restoring).toBeUndefined()
    expect(signinSilent).not.toHaveBeenCalled()
  })

  it('loads nothing for a visitor of the login page', () => {
    expect(start('/ui/iam/login').load).not.toHaveBeenCalled()
  })

  it('leaves the rest to the console when a token response is stored or the mock service answers', () => {
    signedInBefore()
    expect(start('/ui/iam/identities/users', { mock: true }).load).not.toHaveBeenCalled()
    localStorage.setItem(STORAGE_KEYS.tokenResponse, '{}')
    expect(start('/ui/iam/identities/users').load).not.toHaveBeenCalled()
  })
})
