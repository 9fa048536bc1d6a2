import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AuthController } from '../../../../src/core/auth/auth-controller'
import { renderApp, signInForTest } from '../../render-app'

/** The sign-in redirect, held: the page stays where it is and the test sees whether it started. */
const holdSignIn = () => vi.spyOn(AuthController.prototype, 'signIn').mockImplementation(() => new Promise<void>(() => undefined))

describe('the not-found page', { timeout: 30_000 }, () => {
  // Signed out unless a test signs in.
  beforeEach(() => localStorage.clear())

  it("takes a signed-in user 'Back to safety': the users list", async () => {
    signInForTest()
    // Not waited for as a signed-in screen: the page has no header.
    const { user, router } = await renderApp('/no/such/page', { signedIn: false })
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Back to safety' }))
    await screen.findByRole('banner', {}, { timeout: 10_000 })
    expect(router.state.location.pathname).toBe('/identities/users')
    expect(await screen.findByRole('table', { name: 'Users' })).toBeVisible()
  })

  it('starts the sign-in for an unknown address, as for every page not listed as public, and returns there', async () => {
    const signIn = holdSignIn()
    // Not awaited: the router waits for the sign-in, which leaves the page.
    void renderApp('/no/such/page?x=1', { signedIn: false })
    await vi.waitFor(() => expect(signIn).toHaveBeenCalledWith('/ui/iam/no/such/page?x=1'))
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull()
    // Meanwhile the loading view shows. Waiting for it also lets the router's pending-view timer
    // run inside this test: left behind, it would fire after the file's window is gone.
    expect(await screen.findByRole('status')).toHaveTextContent('Loading IAM UI Application...')
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull()
  })

  it('shows /pagenotfound without a sign-in: it is a public page', async () => {
    const signIn = holdSignIn()
    await renderApp('/pagenotfound', { signedIn: false })
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    expect(signIn).not.toHaveBeenCalled()
  })
})
