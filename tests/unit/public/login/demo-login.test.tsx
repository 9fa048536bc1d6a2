import { fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_DEMO_PASSWORD, DEMO_ADMIN_EMAIL, DEMO_ADMIN_USERNAME } from '../../../../mocks/seed'
import { demoAccount } from '../../../../src/core/auth/demo-session'
import { STORAGE_KEYS } from '../../../../src/core/auth/storage-keys'
import { demoLoginFailedAddress } from '../../../../src/public/login/demo-login'
import { loadPage } from '../../../../src/core/load-page'
import { renderApp, signInForTest } from '../../render-app'

vi.mock('../../../../src/core/load-page', () => ({ loadPage: vi.fn() }))

const DEMO = demoAccount({ username: DEMO_ADMIN_USERNAME, email: DEMO_ADMIN_EMAIL }, DEFAULT_DEMO_PASSWORD)

const usernameField = () => screen.getByLabelText(/^Username/, { selector: 'input' })
const passwordField = () => screen.getByLabelText(/^Password/, { selector: 'input' })

async function openDemoLogin(search = '') {
  sessionStorage.setItem(STORAGE_KEYS.termsBannerAccepted, 'true')
  const rendered = await renderApp(`/login${search}`, { signedIn: false, demo: DEMO })
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
    expect(signIn).toHaveBeenCalledExactlyOnceWith('/ui/iam/settings')
    expect(loadPage).not.toHaveBeenCalled()
  })

  it('answers other credentials as the service does: the failed-login page, with the username kept', async () => {
    const { user, signIn } = await openDemoLogin('?redirect=%2Fui%2Fiam%2Fsettings')
    expect(await logIn(user, DEMO_ADMIN_USERNAME, 'not-the-password')).toBe(false)
    expect(signIn).not.toHaveBeenCalled()
    expect(loadPage).toHaveBeenCalledExactlyOnceWith('/ui/iam/login?error=AUTHN_ERR_7&redirect=%2Fui%2Fiam%2Fsettings')
    expect(sessionStorage.getItem(STORAGE_KEYS.username)).toBe(DEMO_ADMIN_USERNAME)
    expect(demoLoginFailedAddress('/ui/iam/settings')).toBe('/ui/iam/login?error=AUTHN_ERR_7&redirect=%2Fui%2Fiam%2Fsettings')
    expect(demoLoginFailedAddress(undefined)).toBe('/ui/iam/login?error=AUTHN_ERR_7')
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
