import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../../../src/core/auth/storage-keys'
import { renderApp, signInForTest } from '../../render-app'

/** The console, signed in as `email` with the login name `username`, once its header is up. */
async function openConsole(email = 'admin@example.com', username: string | undefined = 'admin', subject?: string) {
  signInForTest(email, username, subject)
  // Accepted: the terms banner would cover the header.
  sessionStorage.setItem(STORAGE_KEYS.termsBannerAccepted, 'true')
  const rendered = await renderApp('/identities/users', { signedIn: false })
  const button = await within(await screen.findByRole('banner')).findByRole('button', { name: email })
  return { ...rendered, button }
}

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('the header’s account menu', () => {
  it('is a button named with the e-mail that opens a menu of Change password and Logout', async () => {
    const { user, button } = await openConsole()
    expect(button).toHaveAttribute('aria-haspopup', 'menu')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    // Logout is in the menu now, not beside the e-mail.
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Logout' })).toBeNull()

    await user.click(button)
    const menu = await screen.findByRole('menu', { name: 'admin@example.com' })
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Change password', 'Logout'])
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(button).toHaveAttribute('aria-controls', menu.id)
  })

  it('opens with Enter or Space, moves with the arrows, and closes with Escape, focus back on the button', async () => {
    const { user, button } = await openConsole()
    button.focus()
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Change password' })).toHaveFocus())
    await user.keyboard('{ArrowDown}')
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(within(menu).getByRole('menuitem', { name: 'Change password' })).toHaveFocus()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    expect(button).toHaveFocus()

    await user.keyboard(' ')
    expect(await screen.findByRole('menu')).toBeInTheDocument()
  })

  it('takes Change password to the change-password page with the username filled in', async () => {
    const { user, button, router } = await openConsole('jane@example.com', 'jane.doe')
    await user.click(button)
    await user.click(await screen.findByRole('menuitem', { name: 'Change password' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/change-password'))
    // The page's code loads on demand: on a busy machine that takes a while.
    await screen.findByRole('heading', { level: 1, name: 'Change Password' }, { timeout: 10_000 })
    const username = screen.getByLabelText(/^Username/, { selector: 'input' })
    expect(username).toHaveValue('jane.doe')
    // Kept for this tab, so that a reload of the page, which takes the tokens away, still offers it.
    expect(sessionStorage.getItem(STORAGE_KEYS.username)).toBe('jane.doe')
  })

  it('signs out from Logout, as the header always has', async () => {
    const { user, button, auth } = await openConsole()
    const signOut = vi.spyOn(auth, 'signOut').mockResolvedValue()
    await user.click(button)
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }))
    expect(signOut).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
  })

  it('shows a hostile e-mail as text, and names the button with it', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">@example.com'
    const { button } = await openConsole(hostile)
    expect(button).toHaveTextContent(hostile)
    expect(screen.getByRole('banner').querySelector('img')).toBeNull()
  })

  it("keeps naming the page's own user after another tab signs in as someone else", async () => {
    const { button } = await openConsole('alice@example.com', 'alice', 's-1')
    // Another tab's sign-in stores bob's tokens: this page's calls go without them, and so does its header.
    act(() => signInForTest('bob@example.com', 'bob', 's-2'))
    const banner = screen.getByRole('banner')
    expect(within(banner).queryByRole('button', { name: 'bob@example.com' })).toBeNull()
    expect(button).toHaveAccessibleName('alice@example.com')
    // Alice's own renewal, with a changed e-mail, shows at once.
    act(() => signInForTest('alice@example.org', 'alice', 's-1'))
    expect(within(banner).getByRole('button', { name: 'alice@example.org' })).toBeVisible()
  })

  it('keeps naming the user while a closing tab has taken the stored tokens', async () => {
    const { button } = await openConsole('alice@example.com', 'alice', 's-1')
    act(() => {
      localStorage.removeItem(STORAGE_KEYS.tokenResponse)
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.tokenResponse, storageArea: localStorage }))
    })
    expect(button).toHaveAccessibleName('alice@example.com')
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Account' })).toBeNull()
  })

  it('falls back to the login name, then to Account, without an e-mail', async () => {
    signInForTest('', 'jane.doe')
    sessionStorage.setItem(STORAGE_KEYS.termsBannerAccepted, 'true')
    await renderApp('/identities/users', { signedIn: false })
    expect(await within(await screen.findByRole('banner')).findByRole('button', { name: 'jane.doe' })).toBeVisible()
  })
})
