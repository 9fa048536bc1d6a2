import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { mockServer } from '../../../mocks/node'
import { STORAGE_KEYS } from '../../../src/auth/session-storage'
import { renderApp } from '../render-app'

async function acceptBanner(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  const dialog = await screen.findByRole('dialog', {
    name: 'Terms and Conditions',
  })
  await user.click(within(dialog).getByRole('button', { name: 'Accept' }))
  await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull())
}

describe('login page', () => {
  beforeEach(() => sessionStorage.clear())

  it('shows the terms banner once per session and remembers the acceptance', async () => {
    const { user } = await renderApp('/login', { signedIn: false })
    const dialog = await screen.findByRole('dialog', {
      name: 'Terms and Conditions',
    })
    expect(dialog.querySelector('script')).toBeNull()
    await acceptBanner(user)
    expect(sessionStorage.getItem(STORAGE_KEYS.welcomeBannerTriggered)).toBe('true')
    await renderApp('/login', { signedIn: false })
    await screen.findByRole('heading', { name: 'Log In' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows the texts, the provider buttons and the branding', async () => {
    const { user } = await renderApp('/login', { signedIn: false })
    await acceptBanner(user)
    expect(screen.getByRole('heading', { name: 'Log In' })).toBeInTheDocument()
    expect(screen.getByText('Log in with Your Local Account')).toBeInTheDocument()
    expect(screen.getByText('Login with other methods')).toBeInTheDocument()
    expect(await screen.findByText('Login with your Company ID')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Login with Okta' })).toHaveAttribute('href', '/ui/iam/providers?name=Okta')
    expect(screen.queryByRole('link', { name: 'Login with Local' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Go Back to Providers' })).toHaveAttribute('href', '/ui/iam/providers')
    const help = screen.getByRole('link', {
      name: 'Having issues logging in?',
    })
    expect(help).toHaveAttribute('href', expect.stringContaining('Nutanix-Security-Guide-v5.18'))
    expect(help).toHaveAttribute('target', '_blank')
    expect(await screen.findByText('Identity and Access Management')).toBeInTheDocument()
    expect(screen.queryByText('Ignored duplicate title')).toBeNull()
    for (const name of ['Customers', 'Partners', 'Education', 'Support'])
      expect(screen.getByRole('link', { name })).toBeInTheDocument()
  })

  it('uses the default look when the version call fails', async () => {
    mockServer.use(http.get('*/services/rest/v1/utils/pre_login_details', () => HttpResponse.json({}, { status: 500 })))
    const { user } = await renderApp('/login', { signedIn: false })
    await acceptBanner(user)
    expect(await screen.findByText('euphrates-5.19-stable-pc-0')).toBeInTheDocument()
  })

  it('reveals the password, warns about Caps Lock and disables the footer while submitting', async () => {
    const { user } = await renderApp('/login', { signedIn: false })
    await acceptBanner(user)
    const password = screen.getByLabelText(/^Password/, { selector: 'input' })
    expect(password).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'text')
    await user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(password).toHaveAttribute('type', 'password')
    fireEvent.keyDown(password, { key: 'A', getModifierState: () => true })
    fireEvent.keyUp(password, { key: 'A', modifierCapsLock: true })
    expect(await screen.findByText('Caps Lock is on.')).toBeInTheDocument()

    await user.type(screen.getByLabelText(/^Username/, { selector: 'input' }), 'admin')
    await user.type(password, 'x')
    const form = password.closest('form')
    form?.addEventListener('submit', (event) => event.preventDefault())
    fireEvent.submit(form as HTMLFormElement)
    expect(screen.getByRole('button', { name: 'Log In' })).toBeDisabled()
    for (const name of ['Customers', 'Support'])
      expect(screen.getByRole('link', { name })).toHaveAttribute('aria-disabled', 'true')
  })
})
