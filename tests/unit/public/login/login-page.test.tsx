import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import { mockServer } from '../../../../mocks/node'
import { STORAGE_KEYS } from '../../../../src/core/auth/storage-keys'
import { appConfig, setAppConfig } from '../../../../src/core/config'
import { renderApp, signInForTest } from '../../render-app'
import { watchRequests } from '../../watch-requests'

type User = Awaited<ReturnType<typeof renderApp>>['user']

const VERSION_CALL = '*/services/rest/v1/utils/pre_login_details'

async function acceptBanner(user: User) {
  const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' })
  await user.click(within(dialog).getByRole('button', { name: 'Accept' }))
  await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull())
}

/** The login page at `search`, with the banner already accepted in this session. */
async function openLogin(search = '') {
  sessionStorage.setItem(STORAGE_KEYS.termsBannerAccepted, 'true')
  const rendered = await renderApp(`/login${search}`, { signedIn: false })
  await screen.findByRole('heading', { level: 1, name: 'Log In' })
  return rendered
}

const usernameField = () => screen.getByLabelText(/^Username/, { selector: 'input' })
const passwordField = () => screen.getByLabelText(/^Password/, { selector: 'input' })
const logIn = () => screen.getByRole('button', { name: 'Log In' })

function answerVersion(customLogin: { key: string; value: string }[], version = '7.3') {
  mockServer.use(http.get(VERSION_CALL, () => HttpResponse.json({ version, customLogin })))
}

const originalConfig = appConfig()

beforeEach(() => sessionStorage.clear())
afterEach(() => setAppConfig(originalConfig))

describe('login page: terms banner', () => {
  it('shows the terms banner once per session and remembers the acceptance', async () => {
    const { user } = await renderApp('/login', { signedIn: false })
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' })
    expect(dialog.querySelector('script')).toBeNull()
    await acceptBanner(user)
    expect(sessionStorage.getItem(STORAGE_KEYS.termsBannerAccepted)).toBe('true')
    await renderApp('/login', { signedIn: false })
    await screen.findByRole('heading', { name: 'Log In' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('stays open on Escape, however often, until Accept is pressed from the keyboard', async () => {
    const { user } = await renderApp('/login', { signedIn: false })
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' })
    const accept = within(dialog).getByRole('button', { name: 'Accept' })
    // jsdom moves no focus into a modal: the keyboard user's focus is put where a browser's Tab takes it.
    accept.focus()
    await user.keyboard('{Escape}')
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Terms and Conditions' })).toHaveAttribute('open')
    expect(accept).toHaveFocus()
    expect(sessionStorage.getItem(STORAGE_KEYS.termsBannerAccepted)).toBeNull()

    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull())
    expect(sessionStorage.getItem(STORAGE_KEYS.termsBannerAccepted)).toBe('true')
  })

  it('shows no banner, and no error, when the server turns it off or the call fails', async () => {
    mockServer.use(http.get('*/system_configuration', () => HttpResponse.json({}, { status: 500 })))
    await renderApp('/login', { signedIn: false })
    await screen.findByRole('heading', { name: 'Log In' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByText(/We encountered/)).toBeNull()
  })
})

describe('login page: texts and links', () => {
  it('shows every text of the login page and the provider buttons', async () => {
    const { user, router } = await openLogin()
    expect(screen.getByText('Log in with Your Local Account')).toBeInTheDocument()
    expect(screen.getByText('Login with other methods')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Login with Okta' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Login with Azure AD' })).toBeEnabled()
    // The local connector is this very form: no button for it.
    expect(screen.queryByRole('button', { name: 'Login with Local' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Go Back to Providers' })).toHaveAttribute('href', '/ui/iam/providers')

    await user.click(screen.getByRole('button', { name: 'Login with Okta' }))
    await waitFor(() => expect(router.state.location.href).toBe('/providers?name=Okta'))
  })

  it('takes the Company ID button to the provider choice, where a provider can be named', async () => {
    const { user, router } = await openLogin()
    await user.click(screen.getByRole('button', { name: 'Login with your Company ID' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/providers'))
    expect(await screen.findByLabelText('Provider Name')).toBeInTheDocument()
  })

  it('links the help text to the user guide of docsVersion, and the footer to the vendor', async () => {
    setAppConfig({ ...originalConfig, docsVersion: '6.1' })
    await openLogin()
    const help = screen.getByRole('link', { name: 'Having issues logging in?' })
    expect(help.getAttribute('href')).toMatch(/^https:\/\/portal\.nutanix\.com\/.*Nutanix-Security-Guide-v6\.1$/)
    expect(help).toHaveAttribute('target', '_blank')
    expect(help).toHaveAttribute('rel', 'noopener noreferrer')
    const footer = screen.getByRole('navigation', { name: 'Footer' })
    expect(within(footer).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Customers',
      'Partners',
      'Education',
      'Support',
    ])
    for (const link of within(footer).getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.nutanix\.com\//)
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  it('defaults the user-guide link to version 5.18', async () => {
    await openLogin()
    expect(screen.getByRole('link', { name: 'Having issues logging in?' }).getAttribute('href')).toMatch(/-v5\.18$/)
  })
})

describe('login page: branding', () => {
  const panel = () => screen.getByTestId('brand-panel')

  it('uses the server’s colours and titles, the first entry of a key winning', async () => {
    answerVersion([
      { key: 'color_in', value: '#112233' },
      { key: 'color_out', value: '#445566' },
      { key: 'product_title', value: 'Acme Cloud' },
      { key: 'title', value: 'Acme Access' },
      { key: 'title', value: 'Ignored duplicate title' },
      { key: 'color_in', value: '#ffffff' },
    ])
    await openLogin()
    expect(await within(panel()).findByText('Acme Cloud')).toBeInTheDocument()
    expect(within(panel()).getByText('Acme Access')).toBeInTheDocument()
    expect(within(panel()).getByText('7.3')).toBeInTheDocument()
    expect(screen.queryByText('Ignored duplicate title')).toBeNull()
    const style = getComputedStyle(panel())
    expect(style.backgroundImage).toContain('rgb(17, 34, 51)')
    expect(style.backgroundImage).toContain('rgb(68, 85, 102)')
    expect(panel()).toHaveAttribute('data-vendor-header', 'false')
  })

  it('ignores colours that are not hex colours', async () => {
    answerVersion([
      { key: 'color_in', value: 'red;background:url(https://evil.example/x)' },
      { key: 'color_out', value: 'url(javascript:alert(1))' },
      { key: 'product_title', value: 'Acme Cloud' },
    ])
    await openLogin()
    await within(panel()).findByText('Acme Cloud')
    const style = getComputedStyle(panel())
    expect(style.backgroundImage).not.toMatch(/evil|javascript|red/)
    // The default colours #22a5f7 and #3a4fa0.
    expect(style.backgroundImage).toContain('rgb(34, 165, 247)')
    expect(style.backgroundImage).toContain('rgb(58, 79, 160)')
    // White text on #22a5f7 needs a plate a quarter black to read at WCAG AA.
    const plate = within(panel()).getByText('Acme Cloud').closest('.brand-plate')
    expect(plate && getComputedStyle(plate).backgroundColor).toBe('rgba(0, 0, 0, 0.25)')
  })

  it('gives the vendor’s own product title its special header style', async () => {
    answerVersion([{ key: 'product_title', value: 'Nutanix' }])
    await openLogin()
    await within(panel()).findByText('Nutanix')
    expect(panel()).toHaveAttribute('data-vendor-header', 'true')
    expect(getComputedStyle(within(panel()).getByText('Nutanix')).textTransform).toBe('uppercase')
  })

  it('uses the default look, quietly, when the version call fails', async () => {
    mockServer.use(http.get(VERSION_CALL, () => HttpResponse.json({}, { status: 500 })))
    await openLogin()
    expect(await screen.findByText('euphrates-5.19-stable-pc-0')).toBeInTheDocument()
    expect(within(panel()).getByText('Prism Central')).toBeInTheDocument()
    expect(screen.queryByText(/We encountered/)).toBeNull()
  })

  it('reads the version from the field versionKey names, not from `version`', async () => {
    setAppConfig({ ...originalConfig, versionKey: 'pc_version' })
    mockServer.use(http.get(VERSION_CALL, () => HttpResponse.json({ pc_version: 'pc.2024.3', version: 'wrong', customLogin: [] })))
    await openLogin()
    expect(await within(panel()).findByText('pc.2024.3')).toBeInTheDocument()
    expect(screen.queryByText('wrong')).toBeNull()
  })

  it('asks for the version under the configured gateway root', async () => {
    setAppConfig({ ...originalConfig, gatewayRoot: '/gw' })
    const calls = watchRequests('GET', /\/pre_login_details$/)
    mockServer.use(http.get('*/gw/services/rest/v1/utils/pre_login_details', () => HttpResponse.json({ version: '9.9', customLogin: [] })))
    await openLogin()
    expect(await within(panel()).findByText('9.9')).toBeInTheDocument()
    expect(calls.map((call) => call.url.pathname)).toEqual(['/gw/services/rest/v1/utils/pre_login_details'])
  })

  it('asks for the version under /PrismGateway by default', async () => {
    const calls = watchRequests('GET', /\/pre_login_details$/)
    await openLogin()
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]?.url.pathname).toBe('/PrismGateway/services/rest/v1/utils/pre_login_details')
  })

  it('renders server titles as text', async () => {
    answerVersion([{ key: 'product_title', value: '<img src=x onerror="window.__pwned=1">' }])
    await openLogin()
    const title = await within(panel()).findByText('<img src=x onerror="window.__pwned=1">')
    expect(panel().querySelector('img')).toBeNull()
    // In its own direction: 'Acme Inc.' keeps its full stop at its end in an Arabic page.
    expect(title.tagName).toBe('BDI')
  })
})

describe('login page: the form', () => {
  it('posts natively to the authentication root with login and password', async () => {
    await openLogin()
    const form = usernameField().closest('form')
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/api/iam/authn/v1/sessions')
    expect(usernameField()).toHaveAttribute('name', 'login')
    expect(passwordField()).toHaveAttribute('name', 'password')
    expect(form?.querySelector('input[name="interaction"]')).toBeNull()
  })

  it('posts URL-encoded to the sessions of the configured authentication root', async () => {
    setAppConfig({ ...originalConfig, authnRoot: '/custom/authn' })
    await openLogin()
    const form = usernameField().closest('form') as HTMLFormElement
    expect(form).toHaveAttribute('action', '/custom/authn/sessions')
    expect(form.method).toBe('post')
    expect(form.enctype).toBe('application/x-www-form-urlencoded')
  })

  it('adds the waiting sign-in interaction as a hidden field', async () => {
    await openLogin('?interaction=abc123')
    const hidden = usernameField().closest('form')?.querySelector('input[type="hidden"][name="interaction"]')
    expect(hidden).toHaveAttribute('value', 'abc123')
  })

  it('posts a fresh one-time state, kept in this tab for the answer to echo', async () => {
    const { user } = await openLogin()
    const form = usernameField().closest('form') as HTMLFormElement
    const stateField = form.querySelector('input[type="hidden"][name="state"]') as HTMLInputElement
    expect(stateField.value).toBe('')
    const posted: string[] = []
    const record = (event: Event) => {
      posted.push(new FormData(form).get('state') as string)
      event.preventDefault()
    }
    document.addEventListener('submit', record)
    onTestFinished(() => document.removeEventListener('submit', record))
    await user.type(usernameField(), 'admin')
    await user.type(passwordField(), 'x')
    fireEvent.submit(form)
    expect(posted).toHaveLength(1)
    expect(posted[0]).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.signInState) ?? '{}')).toMatchObject({ value: posted[0] })
  })

  it('gives the browser its autocomplete hints', async () => {
    await openLogin()
    expect(usernameField()).toHaveAttribute('autocomplete', 'username')
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password')
  })

  it('disables Log In while the username or password is blank or only spaces', async () => {
    const { user } = await openLogin()
    expect(logIn()).toBeDisabled()
    await user.type(usernameField(), '   ')
    await user.type(passwordField(), 'secret')
    expect(logIn()).toBeDisabled()
    await user.clear(usernameField())
    await user.type(usernameField(), 'admin')
    expect(logIn()).toBeEnabled()
    await user.clear(passwordField())
    await user.type(passwordField(), '  ')
    expect(logIn()).toBeDisabled()
    await user.type(passwordField(), 'x')
    expect(logIn()).toBeEnabled()
  })

  it('reveals the password and warns about Caps Lock', async () => {
    const { user } = await openLogin()
    expect(passwordField()).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(passwordField()).toHaveAttribute('type', 'text')
    // Shown as text, it is still no text to check or correct: a spell checker may send a field's text
    // away, and a phone keyboard's capital or correction makes a right password wrong.
    expect(passwordField()).toHaveAttribute('spellcheck', 'false')
    expect(passwordField()).toHaveAttribute('autocapitalize', 'none')
    expect(passwordField()).toHaveAttribute('autocorrect', 'off')
    await user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(passwordField()).toHaveAttribute('type', 'password')
    expect(screen.queryByText('Caps Lock is on.')).toBeNull()
    // The status region is on the page, empty, before the warning: announced as its text arrives.
    const status = screen.getByRole('status')
    expect(status).toBeEmptyDOMElement()
    expect(passwordField()).not.toHaveAttribute('aria-describedby')
    fireEvent.keyDown(passwordField(), { key: 'A', modifierCapsLock: true })
    expect(await screen.findByText('Caps Lock is on.')).toBe(status)
    expect(passwordField()).toHaveAccessibleDescription('Caps Lock is on.')
    fireEvent.keyUp(passwordField(), { key: 'a', modifierCapsLock: false })
    await waitFor(() => expect(screen.queryByText('Caps Lock is on.')).toBeNull())
    // It speaks of the password field: leaving the field takes it away.
    await user.click(passwordField())
    fireEvent.keyDown(passwordField(), { key: 'A', modifierCapsLock: true })
    expect(await screen.findByText('Caps Lock is on.')).toBe(status)
    await user.click(usernameField())
    await waitFor(() => expect(screen.queryByText('Caps Lock is on.')).toBeNull())
  })

  it('on submit shows a loader, disables the button and the footer, and refuses a second submit', async () => {
    const { user } = await openLogin()
    await user.type(usernameField(), 'admin')
    await user.type(passwordField(), 'x')
    const form = usernameField().closest('form') as HTMLFormElement
    const submits: boolean[] = []
    // Heard after React's handler: record whether each submit would go out, then stop it (jsdom cannot navigate).
    const record = (event: Event) => {
      submits.push(!event.defaultPrevented)
      event.preventDefault()
    }
    document.addEventListener('submit', record)
    onTestFinished(() => document.removeEventListener('submit', record))
    fireEvent.submit(form)
    fireEvent.submit(form)
    expect(submits).toEqual([true, false])
    expect(logIn()).toBeDisabled()
    expect(within(logIn()).getByRole('progressbar', { hidden: true })).toBeInTheDocument()
    const footer = screen.getByRole('navigation', { name: 'Footer' })
    for (const link of within(footer).getAllByRole('link')) expect(link).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('button', { name: 'Login with your Company ID' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled()
    // Leaving for the providers page would drop the service's answer to the login.
    for (const name of ['Go Back to Providers', 'Having issues logging in?']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('aria-disabled', 'true')
      expect(screen.getByRole('link', { name })).toHaveAttribute('tabindex', '-1')
    }
  })

  it('does not send a blank form', async () => {
    await openLogin()
    const form = usernameField().closest('form') as HTMLFormElement
    let sent = true
    const record = (event: Event) => {
      sent = !event.defaultPrevented
      event.preventDefault()
    }
    document.addEventListener('submit', record)
    onTestFinished(() => document.removeEventListener('submit', record))
    fireEvent.submit(form)
    expect(sent).toBe(false)
    expect(screen.queryByRole('progressbar', { hidden: true })).toBeNull()
  })
})

describe('login page: messages from the address', () => {
  it('shows a failed login and clears it once a username is typed', async () => {
    const { user } = await openLogin('?error=AUTHN_ERR_7')
    const failure = 'Your username or password was incorrect. Please try again.'
    expect(screen.getByRole('alert')).toHaveTextContent(failure)
    // Both fields are described by it: the password, focused after a failure, reads it with its name.
    expect(usernameField()).toHaveAccessibleDescription(failure)
    expect(passwordField()).toHaveAccessibleDescription(failure)
    await user.type(usernameField(), 'a')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(passwordField()).not.toHaveAttribute('aria-describedby')
  })

  it.each([
    ['ERR-401', 'Your username or password was incorrect. Please try again.'],
    ['AUTHN_ERR_10', 'We encountered a locked user account. Please try again.'],
    ['AUTHN_ERR_9999', 'We encountered an unknown error. Please try again.'],
  ])('reads %s as an error alert', async (code, text) => {
    await openLogin(`?error=${code}`)
    expect(screen.getByRole('alert')).toHaveTextContent(text)
  })

  it.each(['ERR-412', 'AUTHN_7', '%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E'])('shows nothing for %s', async (code) => {
    await openLogin(`?error=${code}`)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(document.querySelector('img[src="x"]')).toBeNull()
  })

  it('says under the locked text how long the lockout lasts, and forgets it with the alert', async () => {
    const { user } = await openLogin('?error=AUTHN_ERR_10&retry_after=240&interaction=abc')
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^We encountered a locked user account\. Please try again\. You can try again in 4 minutes\.$/,
    )
    await user.type(usernameField(), 'a')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it.each(['?error=AUTHN_ERR_10&retry_after=%3Cb%3E', '?error=AUTHN_ERR_10&retry_after=999999999', '?error=AUTHN_ERR_7&retry_after=240'])(
    'shows no wait for %s',
    async (search) => {
      await openLogin(search)
      expect(screen.getByRole('alert')).not.toHaveTextContent('You can try again')
    },
  )

  it('announces a created password', async () => {
    await openLogin('?success=true')
    expect(screen.getByText('Your new password has been created.')).toBeInTheDocument()
  })

  it('says nothing of a password without the success flag', async () => {
    await openLogin('?success=false')
    expect(screen.queryByText('Your new password has been created.')).toBeNull()
  })
})

describe('login page: the username after a failed attempt', () => {
  /** Submits the form as the browser would, without leaving the page (jsdom cannot navigate). */
  function submitWithoutLeaving(form: HTMLFormElement) {
    const stop = (event: Event) => event.preventDefault()
    document.addEventListener('submit', stop)
    onTestFinished(() => document.removeEventListener('submit', stop))
    fireEvent.submit(form)
  }

  it('keeps the typed username in this tab as the form posts, and never the password', async () => {
    const { user } = await openLogin()
    await user.type(usernameField(), 'jane.doe')
    await user.type(passwordField(), 'Not/The-Password1')
    submitWithoutLeaving(usernameField().closest('form') as HTMLFormElement)
    expect(sessionStorage.getItem(STORAGE_KEYS.username)).toBe('jane.doe')
    const stored = [localStorage, sessionStorage]
      .flatMap((storage) => Array.from({ length: storage.length }, (_, index) => storage.getItem(storage.key(index) ?? '') ?? ''))
      .join('\n')
    expect(stored).not.toContain('Not/The-Password1')
  })

  it.each(['?error=AUTHN_ERR_7', '?error=ERR-401', '?error=AUTHN_ERR_10&retry_after=60'])(
    'on a page with %s fills the username in and puts focus on the password, the error still shown',
    async (search) => {
      sessionStorage.setItem(STORAGE_KEYS.username, 'jane.doe')
      await openLogin(search)
      expect(usernameField()).toHaveValue('jane.doe')
      await waitFor(() => expect(passwordField()).toHaveFocus())
      expect(passwordField()).toHaveValue('')
      expect(screen.getByRole('alert')).toBeInTheDocument()
    },
  )

  it.each(['', '?success=true', '?error=ERR-412'])('fills nothing in on a page without a login error (%s), only on one with', async (search) => {
    sessionStorage.setItem(STORAGE_KEYS.username, 'jane.doe')
    await openLogin('?error=AUTHN_ERR_7')
    expect(usernameField()).toHaveValue('jane.doe')
    await openLogin(search)
    expect(usernameField()).toHaveValue('')
    expect(passwordField()).not.toHaveFocus()
  })

  it('shows a hostile username as text in the field', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">'
    sessionStorage.setItem(STORAGE_KEYS.username, hostile)
    await openLogin('?error=AUTHN_ERR_7')
    expect(usernameField()).toHaveValue(hostile)
    expect(document.querySelector('img')).toBeNull()
  })

  it('keeps no username too long to be one, and drops the one kept before', async () => {
    sessionStorage.setItem(STORAGE_KEYS.username, 'jane.doe')
    const { user } = await openLogin()
    fireEvent.change(usernameField(), { target: { value: 'a'.repeat(5000) } })
    await user.type(passwordField(), 'x')
    submitWithoutLeaving(usernameField().closest('form') as HTMLFormElement)
    expect(sessionStorage.getItem(STORAGE_KEYS.username)).toBeNull()
    await openLogin('?error=AUTHN_ERR_7')
    expect(usernameField()).toHaveValue('')
  })
})

// The default landing, /identities, shows the users list at the list's own address.
describe('login page: a signed-in visitor', () => {
  it.each([
    ['?redirect=%2Fui%2Fiam%2Fsettings%2Fauthentication', '/ui/iam/settings/authentication'],
    ['', '/ui/iam/identities/users'],
    ['?redirect=https%3A%2F%2Fevil.example%2Fui%2Fiam', '/ui/iam/identities/users'],
    ['?redirect=%2F%2Fevil.example%2Fui%2Fiam', '/ui/iam/identities/users'],
    ['?redirect=%2F%5Cevil.example', '/ui/iam/identities/users'],
    ['?redirect=javascript%3Aalert(1)', '/ui/iam/identities/users'],
    ['?redirect=%2Fapi%2Fiam%2Fv1%2Fusers', '/ui/iam/identities/users'],
  ])('at /login%s goes to %s', async (search, target) => {
    signInForTest()
    const { router } = await renderApp(`/login${search}`, { signedIn: false })
    await waitFor(() => expect(router.history.location.pathname).toBe(target))
  })

  it('is sent on without the login page asking for its version or banner', async () => {
    signInForTest()
    // (The connectors are left out: the users list it lands on reads them itself.)
    const version = watchRequests('GET', /\/pre_login_details$/)
    const banner = watchRequests('GET', /\/system_configuration$/)
    const { router } = await renderApp('/login', { signedIn: false })
    await waitFor(() => expect(router.history.location.pathname).toBe('/ui/iam/identities/users'))
    await screen.findByRole('checkbox', { name: 'Select admin' })
    expect(version).toHaveLength(0)
    expect(banner).toHaveLength(0)
  })

  it('stays to say that the new password was created, after changing it while signed in', async () => {
    signInForTest()
    sessionStorage.setItem(STORAGE_KEYS.termsBannerAccepted, 'true')
    const { router } = await renderApp('/login?success=true', { signedIn: false })
    expect(await screen.findByText('Your new password has been created.')).toBeVisible()
    expect(screen.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()
    expect(router.history.location.pathname).toBe('/ui/iam/login')
  })

  it('stays when a provider waits on the credentials', async () => {
    signInForTest()
    sessionStorage.setItem(STORAGE_KEYS.termsBannerAccepted, 'true')
    const { router } = await renderApp('/login?interaction=abc', { signedIn: false })
    await screen.findByRole('heading', { level: 1, name: 'Log In' })
    expect(router.history.location.pathname).toBe('/ui/iam/login')
  })
})

