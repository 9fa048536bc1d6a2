import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createDemoStore } from '../../../../mocks/demo-store'
import { createPbkdf2Hasher } from '../../../../mocks/password-hasher'
import { DEFAULT_DEMO_PASSWORD, DEMO_ADMIN_USERNAME } from '../../../../mocks/seed'
import type { DemoAccount } from '../../../../src/core/auth/demo-session'
import { STORAGE_KEYS } from '../../../../src/core/auth/storage-keys'
import { demoLoginFailedAddress } from '../../../../src/public/login/demo-login'
import { loadPage } from '../../../../src/core/load-page'
import { renderApp, signInForTest } from '../../render-app'

vi.mock('../../../../src/core/load-page', () => ({ loadPage: vi.fn() }))

/** The demo's store as a page load of it starts; its account is the one the login page names. */
async function openDemoStore() {
  const store = createDemoStore({ maxCertificates: 2, hasher: createPbkdf2Hasher(1) })
  await store.ready
  return store
}

const usernameField = () => screen.getByLabelText(/^Username/, { selector: 'input' })
const passwordField = () => screen.getByLabelText(/^Password/, { selector: 'input' })

async function openDemoLogin(search = '', demo?: DemoAccount) {
  sessionStorage.setItem(STORAGE_KEYS.termsBannerAccepted, 'true')
  const rendered = await renderApp(`/login${search}`, { signedIn: false, demo: demo ?? (await openDemoStore()).account })
  await screen.findByRole('heading', { level: 1, name: 'Log In' })
  const signIn = vi.spyOn(rendered.auth, 'signIn').mockResolvedValue()
  return { ...rendered, signIn }
}

async function logIn(user: Awaited<ReturnType<typeof openDemoLogin>>['user'], username: string, password: string) {
  await user.type(usernameField(), username)
  await user.type(passwordField(), password)
  let posted = true
  const record = (event: Event) => {
    posted = !event.defaultPrevented
    event.preventDefault()
  }
  document.addEventListener('submit', record)
  fireEvent.submit(usernameField().closest('form') as HTMLFormElement)
  document.removeEventListener('submit', record)
  return posted
}

beforeEach(() => {
  vi.mocked(loadPage).mockClear()
  sessionStorage.clear()
})
afterEach(() => localStorage.clear())

describe('the offline demo’s login page', () => {
  it('says it is a demo and names the seeded administrator’s credentials, and says it only there', async () => {
    await openDemoLogin()
    expect(screen.getByTestId('demo-notice')).toHaveTextContent(
      `This is an offline demo: everything runs in your browser. Sign in as ${DEMO_ADMIN_USERNAME} with the password ${DEFAULT_DEMO_PASSWORD}.`,
    )
    await renderApp('/login', { signedIn: false })
    await screen.findByRole('heading', { level: 1, name: 'Log In' })
    expect(screen.queryByTestId('demo-notice')).toBeNull()
    expect(screen.queryByText(/offline demo/)).toBeNull()
  })

  it('signs in with those credentials, without posting anywhere', async () => {
    const { user, signIn } = await openDemoLogin('?redirect=%2Fui%2Fiam%2Fsettings')
    expect(await logIn(user, ` ${DEMO_ADMIN_USERNAME.toUpperCase()}`, DEFAULT_DEMO_PASSWORD)).toBe(false)
    await waitFor(() => expect(signIn).toHaveBeenCalledExactlyOnceWith('/ui/iam/settings'))
    expect(loadPage).not.toHaveBeenCalled()
  })

  it('answers other credentials as the service does: the failed-login page, with the username kept', async () => {
    const { user, signIn } = await openDemoLogin('?redirect=%2Fui%2Fiam%2Fsettings')
    expect(await logIn(user, DEMO_ADMIN_USERNAME, 'not-the-password')).toBe(false)
    await waitFor(() => expect(loadPage).toHaveBeenCalledExactlyOnceWith('/ui/iam/login?error=AUTHN_ERR_7&redirect=%2Fui%2Fiam%2Fsettings'))
    expect(signIn).not.toHaveBeenCalled()
    expect(sessionStorage.getItem(STORAGE_KEYS.username)).toBe(DEMO_ADMIN_USERNAME)
    expect(demoLoginFailedAddress('/ui/iam/settings')).toBe('/ui/iam/login?error=AUTHN_ERR_7&redirect=%2Fui%2Fiam%2Fsettings')
    expect(demoLoginFailedAddress(undefined)).toBe('/ui/iam/login?error=AUTHN_ERR_7')
  })

  it('after a password change in this tab, takes the new password, refuses the old one and names neither', async () => {
    const NEW_PASSWORD = 'NewPass1!x'
    const before = await openDemoStore()
    expect(await before.db.changePassword(DEMO_ADMIN_USERNAME, DEFAULT_DEMO_PASSWORD, NEW_PASSWORD)).toEqual({ kind: 'changed' })
    // The change ends with a page load, which starts the demo's store again.
    const { account } = await openDemoStore()

    const refused = await openDemoLogin('?success=true', account)
    expect(screen.getByTestId('demo-notice')).toHaveTextContent(
      `This is an offline demo: everything runs in your browser. Sign in as ${DEMO_ADMIN_USERNAME} with the password you set in this tab.`,
    )
    expect(document.body).not.toHaveTextContent(DEFAULT_DEMO_PASSWORD)
    expect(document.body).not.toHaveTextContent(NEW_PASSWORD)
    await logIn(refused.user, DEMO_ADMIN_USERNAME, DEFAULT_DEMO_PASSWORD)
    await waitFor(() => expect(loadPage).toHaveBeenCalledExactlyOnceWith('/ui/iam/login?error=AUTHN_ERR_7'))
    expect(refused.signIn).not.toHaveBeenCalled()

    const accepted = await openDemoLogin('', account)
    await logIn(accepted.user, DEMO_ADMIN_USERNAME, NEW_PASSWORD)
    await waitFor(() => expect(accepted.signIn).toHaveBeenCalledExactlyOnceWith('/ui/iam/identities'))
  })

  it('opened by one of its connectors, says it does not emulate external sign-in, to whoever is signed in too', async () => {
    const notice = 'The offline demo does not emulate sign-in through an external identity provider. Log in with the demo account instead.'
    await openDemoLogin('?connector=okta')
    expect(screen.getByRole('alert')).toHaveTextContent(notice)
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument()

    // A signed-in visitor is not sent on past it.
    signInForTest()
    await openDemoLogin('?connector=okta')
    expect(screen.getByRole('alert')).toHaveTextContent(notice)

    // Only the demo says it, and without its connector the demo's login page does not either.
    sessionStorage.clear()
    localStorage.clear()
    await openDemoLogin()
    expect(screen.queryByRole('alert')).toBeNull()
    sessionStorage.setItem(STORAGE_KEYS.termsBannerAccepted, 'true')
    await renderApp('/login?connector=okta', { signedIn: false })
    await screen.findByRole('heading', { level: 1, name: 'Log In' })
    expect(screen.queryByText(notice)).toBeNull()
  })
})
