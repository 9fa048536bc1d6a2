import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockServer, MOCK_ORIGIN } from '../../../../mocks/node'
import type { Connector } from '../../../../src/core/api/schemas'
import { STORAGE_KEYS } from '../../../../src/core/auth/storage-keys'
import { appConfig, setAppConfig } from '../../../../src/core/config'
import { loadPage } from '../../../../src/core/load-page'
import { renderApp } from '../../render-app'
import { watchRequests } from '../../watch-requests'

vi.mock('../../../../src/core/load-page', () => ({ loadPage: vi.fn() }))

const CONNECTORS = `${MOCK_ORIGIN}/api/iam/v1/oidc/connectors`
const assign = vi.mocked(loadPage)

const local: Connector = { id: 'local', name: 'Local', type: 'local', url: '/ui/iam/login' }
const okta: Connector = { id: 'okta', name: 'Okta', type: 'saml', url: '/api/iam/authn/v1/connectors/okta/login' }
const azure: Connector = { id: 'azure', name: 'Azure AD', type: 'saml', url: '/api/iam/authn/v1/connectors/azure/login' }
const ad: Connector = { id: 'ad', name: 'Corporate AD', type: 'ldap', url: '/api/iam/authn/v1/connectors/ad/login' }

function answerConnectors(result: Connector[], service_provider_enabled = false) {
  mockServer.use(http.get(CONNECTORS, () => HttpResponse.json({ result, service_provider_enabled })))
}

const chosen = () => localStorage.getItem(STORAGE_KEYS.chosenConnector)
const originalConfig = appConfig()

beforeEach(() => {
  assign.mockClear()
  localStorage.clear()
  sessionStorage.clear()
})

afterEach(() => {
  setAppConfig(originalConfig)
  vi.restoreAllMocks()
})

describe('the providers page', () => {
  it('lists every connector with name=local, and a Provider Name field with Continue', async () => {
    const seen = watchRequests('GET', /\/oidc\/connectors$/)
    const { user, router } = await renderApp('/providers', { signedIn: false })
    for (const name of ['Local', 'Okta', 'Azure AD', 'Corporate AD']) {
      expect(await screen.findByRole('button', { name: `Log in with ${name}` })).toBeVisible()
    }
    expect(seen[0]?.url.searchParams.get('name')).toBe('local')
    expect(assign).not.toHaveBeenCalled()

    const field = screen.getByRole('textbox', { name: 'Provider Name' })
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled()
    await user.type(field, 'Okta')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => {
      expect(router.state.location.search).toEqual({ name: 'Okta' })
    })
    // The search finds Okta in service-provider mode: the browser goes there.
    await waitFor(() => {
      expect(assign).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/^http:\/\/localhost:3000\/api\/iam\/authn\/v1\/connectors\/[^/]+\/login$/))
    })
    expect(JSON.parse(chosen() ?? 'null')).toMatchObject({ name: 'Okta', type: 'saml' })
  })

  it('stores the clicked connector and goes to its URL', async () => {
    answerConnectors([local, okta, azure, ad])
    const { user } = await renderApp('/providers', { signedIn: false })
    await user.click(await screen.findByRole('button', { name: 'Log in with Azure AD' }))
    const target = `${MOCK_ORIGIN}${azure.url ?? ''}`
    expect(assign).toHaveBeenCalledExactlyOnceWith(target)
    expect(JSON.parse(chosen() ?? 'null')).toEqual({ name: 'Azure AD', type: 'saml', url: target })
  })

  it('redirects to the only connector', async () => {
    answerConnectors([ad])
    await renderApp('/providers', { signedIn: false })
    await waitFor(() => {
      expect(assign).toHaveBeenCalledExactlyOnceWith(`${MOCK_ORIGIN}${ad.url ?? ''}`)
    })
    expect(JSON.parse(chosen() ?? 'null')).toMatchObject({ name: 'Corporate AD', type: 'ldap' })
  })

  it('still goes to the provider where the browser refuses to store anything', async () => {
    answerConnectors([local, okta, azure, ad])
    const { user } = await renderApp('/providers', { signedIn: false })
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    try {
      await user.click(await screen.findByRole('button', { name: 'Log in with Azure AD' }))
    } finally {
      setItem.mockRestore()
    }
    expect(assign).toHaveBeenCalledExactlyOnceWith(`${MOCK_ORIGIN}${azure.url ?? ''}`)
    expect(chosen()).toBeNull()
  })

  it('redirects to the non-local one of two connectors', async () => {
    answerConnectors([local, okta])
    await renderApp('/providers', { signedIn: false })
    await waitFor(() => {
      expect(assign).toHaveBeenCalledExactlyOnceWith(`${MOCK_ORIGIN}${okta.url ?? ''}`)
    })
    expect(JSON.parse(chosen() ?? 'null')).toMatchObject({ name: 'Okta' })
  })

  it('redirects to the first connector in service-provider mode', async () => {
    const seen = watchRequests('GET', /\/oidc\/connectors$/)
    answerConnectors([azure, okta, ad], true)
    await renderApp('/providers?name=Azure', { signedIn: false })
    await waitFor(() => {
      expect(assign).toHaveBeenCalledExactlyOnceWith(`${MOCK_ORIGIN}${azure.url ?? ''}`)
    })
    expect(seen[0]?.url.searchParams.get('name')).toBe('Azure')
  })

  it('gives the focus back to the Provider Name field once a search typed there has its answer', async () => {
    const { user } = await renderApp('/providers', { signedIn: false })
    await user.type(await screen.findByRole('textbox', { name: 'Provider Name' }), 'Nobody')
    answerConnectors([], true)
    await user.keyboard('{Enter}')
    expect(await screen.findByText('No IdP found with the given name.')).toBeVisible()
    const field = screen.getByRole('textbox', { name: 'Provider Name' })
    expect(field).toHaveValue('Nobody')
    await waitFor(() => expect(field).toHaveFocus())
  })

  it('shows error404 when a name search finds nothing', async () => {
    answerConnectors([], true)
    await renderApp('/providers?name=Nobody', { signedIn: false })
    expect(await screen.findByText('No IdP found with the given name.')).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Provider Name' })).toBeVisible()
    expect(assign).not.toHaveBeenCalled()
  })

  it('refuses a URL on another host: an alert, nothing stored, no redirect', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    answerConnectors([{ ...okta, url: 'https://evil.com/login' }])
    await renderApp('/providers', { signedIn: false })
    expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in address of this provider is not allowed.')
    expect(assign).not.toHaveBeenCalled()
    expect(chosen()).toBeNull()
  })

  it.each(['//evil.com/login', 'javascript:alert(1)', '/\\evil.com'])('refuses the clicked URL %s', async (url) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    answerConnectors([local, okta, { ...azure, url }])
    const { user } = await renderApp('/providers', { signedIn: false })
    await user.click(await screen.findByRole('button', { name: 'Log in with Azure AD' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in address of this provider is not allowed.')
    expect(assign).not.toHaveBeenCalled()
    expect(chosen()).toBeNull()
  })

  it('redirects to a host in allowedRedirectHosts', async () => {
    setAppConfig({ ...originalConfig, allowedRedirectHosts: ['idp.example.com'] })
    answerConnectors([{ ...okta, url: 'https://idp.example.com/sso' }])
    await renderApp('/providers', { signedIn: false })
    await waitFor(() => {
      expect(assign).toHaveBeenCalledExactlyOnceWith('https://idp.example.com/sso')
    })
  })

  it('only logs a connector without a URL, and shows the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    answerConnectors([{ id: 'x', name: 'Broken' }])
    await renderApp('/providers', { signedIn: false })
    expect(await screen.findByRole('button', { name: 'Log in with Broken' })).toBeVisible()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no sign-in URL'))
    expect(assign).not.toHaveBeenCalled()
    expect(chosen()).toBeNull()
  })

  it('only logs a connector without a type, and still redirects', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    answerConnectors([{ id: 'x', name: 'Typeless', url: '/sso/x' }])
    await renderApp('/providers', { signedIn: false })
    await waitFor(() => {
      expect(assign).toHaveBeenCalledExactlyOnceWith(`${MOCK_ORIGIN}/sso/x`)
    })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no type'))
  })

  it('stops a redirect loop: the same automatic target is not taken twice in a row', async () => {
    answerConnectors([okta])
    await renderApp('/providers', { signedIn: false })
    await waitFor(() => {
      expect(assign).toHaveBeenCalledTimes(1)
    })
    localStorage.clear()
    // The provider sent the browser back: the page loads again with the same decision.
    await renderApp('/providers', { signedIn: false })
    expect(await screen.findByRole('alert')).toHaveTextContent('Signing in through Okta did not complete.')
    expect(assign).toHaveBeenCalledTimes(1)
    expect(chosen()).toBeNull()
    expect(screen.getByRole('button', { name: 'Log in with Okta' })).toBeVisible()
  })

  it("takes Continue with the name whose redirect was stopped as the user's own choice", async () => {
    answerConnectors([okta])
    await renderApp('/providers?name=Okta', { signedIn: false })
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    const { user } = await renderApp('/providers?name=Okta', { signedIn: false })
    expect(await screen.findByRole('alert')).toHaveTextContent('Signing in through Okta did not complete.')
    await user.type(screen.getByRole('textbox', { name: 'Provider Name' }), 'Okta')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(2))
    expect(assign).toHaveBeenLastCalledWith(`${MOCK_ORIGIN}${okta.url ?? ''}`)
  })

  it("takes a click on the login page's provider button as the user's own choice, after a stopped loop too", async () => {
    answerConnectors([okta])
    await renderApp('/providers?name=Okta', { signedIn: false })
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    // The provider sent the browser back to the login page, and the user clicks Okta again.
    sessionStorage.setItem(STORAGE_KEYS.termsBannerAccepted, 'true')
    const { user, router } = await renderApp('/login', { signedIn: false })
    await user.click(await screen.findByRole('button', { name: 'Login with Okta' }))
    await waitFor(() => expect(router.state.location.href).toBe('/providers?name=Okta'))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(2))
    expect(screen.queryByText(/did not complete/)).toBeNull()
  })

  it('decides afresh on a name shown again by Back or Forward, and takes a typed name as the user\'s choice', async () => {
    mockServer.use(
      http.get(CONNECTORS, ({ request }) =>
        HttpResponse.json({ result: new URL(request.url).searchParams.get('name') === 'Okta' ? [okta] : [], service_provider_enabled: false }),
      ),
    )
    await renderApp('/providers?name=Okta', { signedIn: false })
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    // The provider sent the browser back: the loop is stopped, and the page offers Okta.
    const { user, router } = await renderApp('/providers?name=Okta', { signedIn: false })
    expect(await screen.findByRole('alert')).toHaveTextContent('Signing in through Okta did not complete.')
    await router.navigate({ to: '/providers', search: { name: 'unknownq' } })
    expect(await screen.findByText('No IdP found with the given name.')).toBeVisible()
    expect(screen.getAllByRole('alert')).toHaveLength(1)

    // Back to Okta: decided as a page load would (the loop was stopped once), not a page left loading.
    router.history.back()
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(2))
    // Forward: what was said of Okta does not stay on another name's answer.
    router.history.forward()
    expect(await screen.findByText('No IdP found with the given name.')).toBeVisible()
    expect(screen.getAllByRole('alert')).toHaveLength(1)

    // A name typed and sent is the user's own choice: it goes, loop or not.
    const field = screen.getByRole('textbox', { name: 'Provider Name' })
    await user.clear(field)
    await user.type(field, 'Okta')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(3))
    expect(assign).toHaveBeenLastCalledWith(`${MOCK_ORIGIN}${okta.url ?? ''}`)
  })

  it('says again that an address is refused when Continue names that provider once more', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    answerConnectors([{ ...okta, name: 'Evil', url: 'https://evil.example/sso' }])
    const { user } = await renderApp('/providers?name=Evil', { signedIn: false })
    expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in address of this provider is not allowed.')
    await user.type(screen.getByRole('textbox', { name: 'Provider Name' }), 'Evil')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in address of this provider is not allowed.')
    expect(screen.getByRole('textbox', { name: 'Provider Name' })).toHaveValue('Evil')
    expect(assign).not.toHaveBeenCalled()
  })

  it('searches a provider by its whole name, however long the service lets names be', async () => {
    const long = { ...okta, name: `Contoso Federated Single Sign-On ${'x'.repeat(600)}` }
    const seen = watchRequests('GET', /\/oidc\/connectors$/)
    mockServer.use(
      http.get(CONNECTORS, ({ request }) => {
        const name = new URL(request.url).searchParams.get('name')
        return HttpResponse.json({ result: name === long.name ? [long] : [], service_provider_enabled: false })
      }),
    )
    await renderApp(`/providers?name=${encodeURIComponent(long.name)}`, { signedIn: false })
    await waitFor(() => expect(assign).toHaveBeenCalledExactlyOnceWith(`${MOCK_ORIGIN}${okta.url ?? ''}`))
    expect(seen.at(-1)?.url.searchParams.get('name')).toBe(long.name)
  })
})

describe('the providers page: branding', () => {
  const VERSION_CALL = '*/services/rest/v1/utils/pre_login_details'
  const panel = () => screen.getByTestId('brand-panel')

  it('shows the login page’s branded panel, from the same version call, with the same checks', async () => {
    const seen = watchRequests('GET', /\/pre_login_details$/)
    mockServer.use(
      http.get(VERSION_CALL, () =>
        HttpResponse.json({
          version: '7.3',
          customLogin: [
            { key: 'color_in', value: '#112233' },
            { key: 'color_out', value: 'url(javascript:alert(1))' },
            { key: 'product_title', value: '<img src=x onerror="window.__pwned=1">' },
            { key: 'title', value: 'Acme Access' },
          ],
        }),
      ),
    )
    await renderApp('/providers', { signedIn: false })
    await screen.findByRole('button', { name: 'Log in with Okta' })
    expect(await within(panel()).findByText('Acme Access')).toBeInTheDocument()
    expect(within(panel()).getByText('<img src=x onerror="window.__pwned=1">')).toBeInTheDocument()
    expect(within(panel()).getByText('7.3')).toBeInTheDocument()
    expect(panel().querySelector('img')).toBeNull()
    const style = getComputedStyle(panel())
    expect(style.backgroundImage).toContain('rgb(17, 34, 51)')
    // Not a hex colour: the default #3a4fa0 instead.
    expect(style.backgroundImage).toContain('rgb(58, 79, 160)')
    expect(style.backgroundImage).not.toMatch(/javascript/)
    expect(seen).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1, name: 'Login with other methods' })).toBeVisible()
  })

  it('keeps the default look, quietly, when the version call fails', async () => {
    mockServer.use(http.get(VERSION_CALL, () => HttpResponse.json({}, { status: 500 })))
    await renderApp('/providers', { signedIn: false })
    await screen.findByRole('button', { name: 'Log in with Okta' })
    expect(await within(panel()).findByText('euphrates-5.19-stable-pc-0')).toBeInTheDocument()
    expect(within(panel()).getByText('Prism Central')).toBeInTheDocument()
    expect(screen.queryByText(/We encountered/)).toBeNull()
  })
})

