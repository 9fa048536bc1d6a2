import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockServer } from '../../../../mocks/node'
import { DEFAULT_DEMO_PASSWORD } from '../../../../mocks/seed'
import { STORAGE_KEYS } from '../../../../src/core/auth/storage-keys'
import { storeTokens } from '../../../../src/core/auth/token-storage'
import { loadPage } from '../../../../src/core/load-page'
import { renderApp } from '../../render-app'
import { watchRequests } from '../../watch-requests'

vi.mock('../../../../src/core/load-page', () => ({ loadPage: vi.fn() }))

const API = 'http://localhost:3000/api/iam/v1'
const DEFAULT_PASSWORD = 'Nutanix/4u'
const NEW_PASSWORD = 'Fresh/Pass42'

// A label's words are the field's name alone; a required field's mark is drawn beside them.
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' })
const save = () => screen.getByRole('button', { name: 'Save' })

async function openPage() {
  const rendered = await renderApp('/change-password', { signedIn: false })
  await screen.findByRole('heading', { level: 1, name: 'Change Password' })
  return rendered
}

async function fill(user: Awaited<ReturnType<typeof openPage>>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label))
    if (value) await user.type(field(label), value)
  }
}

beforeEach(() => {
  vi.mocked(loadPage).mockClear()
})

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('change-password page', () => {
  it('stands outside the shell with its fields, autocomplete hints and a disabled Save', async () => {
    await openPage()
    expect(screen.getByRole('main')).toBeVisible()
    expect(screen.queryByRole('banner')).not.toBeInTheDocument()
    expect(field('Username')).toHaveAttribute('autocomplete', 'username')
    expect(field('Old Password')).toHaveAttribute('type', 'password')
    expect(field('Old Password')).toHaveAttribute('autocomplete', 'current-password')
    for (const label of ['New Password', 'Confirm Password']) {
      expect(field(label)).toHaveAttribute('type', 'password')
      expect(field(label)).toHaveAttribute('autocomplete', 'new-password')
    }
    expect(save()).toBeDisabled()
  })

  it('shows the rules next to New Password while it has focus, ticked live', async () => {
    const { user } = await openPage()
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
    await user.type(field('Old Password'), 'Old/Pass1')
    await user.click(field('New Password'))
    const rules = await screen.findByRole('tooltip', { name: 'Your password must have:' })
    expect(field('New Password')).toHaveAccessibleDescription(/Your password must have:/)
    const rule = (text: string) => within(rules).getByText(text).closest('li')
    const texts = [
      '8 to 40 characters',
      'At least 1 lowercase letter',
      'At least 1 uppercase letter',
      'At least 1 number',
      'At least 1 special character',
      'Not the default password',
      'Different from the old password',
    ]
    expect(within(rules).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      texts.map((text, index) => `${text} ${index >= 5 ? 'met' : 'not met'}`),
    )

    await user.keyboard('abc')
    expect(rule('At least 1 lowercase letter')).toHaveTextContent(/ met$/)
    expect(rule('At least 1 uppercase letter')).toHaveTextContent(/not met$/)
    await user.keyboard('DEF')
    expect(rule('At least 1 uppercase letter')).toHaveTextContent(/ met$/)
    expect(rule('8 to 40 characters')).toHaveTextContent(/not met$/)
    await user.keyboard('12!')
    for (const text of texts) expect(rule(text)).toHaveTextContent(/ met$/)

    await user.clear(field('New Password'))
    await user.type(field('New Password'), 'Old/Pass1')
    expect(rule('Different from the old password')).toHaveTextContent(/not met$/)
    await user.clear(field('New Password'))
    await user.type(field('New Password'), DEFAULT_PASSWORD)
    expect(rule('Not the default password')).toHaveTextContent(/not met$/)
    await user.type(field('New Password'), 'x'.repeat(31))
    expect(rule('8 to 40 characters')).toHaveTextContent(/not met$/)

    await user.click(field('Confirm Password'))
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument())
  })

  it('enables Save only when old is filled, new is valid and differs from it, and confirm repeats new', async () => {
    const { user } = await openPage()
    await fill(user, { Username: 'admin', 'New Password': NEW_PASSWORD, 'Confirm Password': NEW_PASSWORD })
    expect(save()).toBeDisabled() // old password empty
    await fill(user, { 'Old Password': NEW_PASSWORD })
    expect(save()).toBeDisabled() // old equals new
    await fill(user, { 'Old Password': 'Old/Pass1' })
    expect(save()).toBeEnabled()
    await fill(user, { 'Confirm Password': `${NEW_PASSWORD}x` })
    expect(save()).toBeDisabled() // confirm differs
    await fill(user, { 'New Password': 'weakpassword', 'Confirm Password': 'weakpassword' })
    expect(save()).toBeDisabled() // new breaks the rules
    await fill(user, { 'New Password': DEFAULT_PASSWORD, 'Confirm Password': DEFAULT_PASSWORD })
    expect(save()).toBeDisabled() // the default password
    await fill(user, { 'New Password': NEW_PASSWORD, 'Confirm Password': NEW_PASSWORD, Username: '' })
    expect(save()).toBeDisabled() // nobody to change it for
    await fill(user, { Username: 'admin' })
    expect(save()).toBeEnabled()
  })

  it('says at the fields what is wrong', async () => {
    const { user } = await openPage()
    await fill(user, { 'Old Password': 'Old/Pass1', 'New Password': NEW_PASSWORD, 'Confirm Password': 'Fresh/Pass4' })
    await user.tab()
    expect(await screen.findByText('New and confirm passwords do not match')).toBeVisible()
    await user.type(field('Confirm Password'), '2')
    await waitFor(() => expect(screen.queryByText('New and confirm passwords do not match')).not.toBeInTheDocument())

    await fill(user, { 'New Password': 'weak' })
    await user.tab()
    expect(await screen.findByText('New or confirm password is not valid')).toBeVisible()
    expect(screen.getByText('New and confirm passwords do not match')).toBeVisible()

    await fill(user, { 'New Password': DEFAULT_PASSWORD })
    expect(await screen.findByText('The new password must not be the default password.')).toBeVisible()

    await fill(user, { 'New Password': 'Old/Pass1' })
    expect(await screen.findByText('The new password must differ from the old password.')).toBeVisible()
    await fill(user, { 'Old Password': 'Other/Pass1' })
    await waitFor(() => expect(screen.queryByText('The new password must differ from the old password.')).not.toBeInTheDocument())
  })

  it('sends username, old and new password, then goes to the login page with the success flag', async () => {
    const seen = watchRequests('PUT', /\/users\/password$/)
    const { user } = await openPage()
    await fill(user, {
      Username: 'admin',
      'Old Password': DEFAULT_DEMO_PASSWORD,
      'New Password': NEW_PASSWORD,
      'Confirm Password': NEW_PASSWORD,
    })
    await user.click(save())
    await waitFor(() => expect(loadPage).toHaveBeenCalledExactlyOnceWith('/ui/iam/login?success=true'))
    expect(seen).toHaveLength(1)
    expect(await seen[0]?.body).toEqual({ username: 'admin', old_password: DEFAULT_DEMO_PASSWORD, new_password: NEW_PASSWORD })
    const stored = [localStorage, sessionStorage]
      .flatMap((storage) => Array.from({ length: storage.length }, (_, index) => storage.getItem(storage.key(index) ?? '') ?? ''))
      .join('\n')
    expect(stored).not.toContain(NEW_PASSWORD)
    expect(stored).not.toContain(DEFAULT_DEMO_PASSWORD)
  })

  it('shows the service’s message on 400 and keeps what was typed', async () => {
    const { user } = await openPage()
    await fill(user, { Username: 'admin', 'Old Password': 'Wrong/Pass1', 'New Password': NEW_PASSWORD, 'Confirm Password': NEW_PASSWORD })
    await user.click(save())
    const alert = await screen.findByText('Your username or old password was incorrect.')
    expect(alert.closest('[role="alert"]')).not.toBeNull()
    // The service's words keep their own direction in an Arabic page.
    expect(alert.tagName).toBe('BDI')
    // Said once, in the form: no toast repeats it.
    expect(screen.getAllByText('Your username or old password was incorrect.')).toHaveLength(1)
    expect(loadPage).not.toHaveBeenCalled()
    expect(field('Old Password')).toHaveValue('Wrong/Pass1')
    expect(field('New Password')).toHaveValue(NEW_PASSWORD)
    expect(field('Confirm Password')).toHaveValue(NEW_PASSWORD)
    expect(save()).toBeEnabled()
  })

  it('explains any other failure with the usual error text', async () => {
    mockServer.use(http.put(`${API}/users/password`, () => HttpResponse.json({ details: 'boom' }, { status: 500 })))
    const { user } = await openPage()
    await fill(user, { Username: 'admin', 'Old Password': 'Old/Pass1', 'New Password': NEW_PASSWORD, 'Confirm Password': NEW_PASSWORD })
    await user.click(save())
    const alert = await screen.findByText('We encountered an unexpected internal error. Please try again.')
    expect(alert.closest('[role="alert"]')).not.toBeNull()
    expect(screen.getAllByText('We encountered an unexpected internal error. Please try again.')).toHaveLength(1)
    expect(loadPage).not.toHaveBeenCalled()
  })

  it('offers a way back without changing anything: the console when signed in, else the login page', async () => {
    await openPage()
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/ui/iam/login')

    const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '')
    const claims = { iss: 'test', aud: 'iam-ui', exp: 9e9, email: 'admin@example.com', preferred_username: 'admin' }
    storeTokens({ access_token: 'test', expires_in: 3600, id_token: `${encode({ alg: 'none' })}.${encode(claims)}.`, token_type: 'Bearer' })
    await openPage()
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/ui/iam/identities')
  })

  it('fills the username in from the session when signed in', async () => {
    const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '')
    const claims = { iss: 'test', aud: 'iam-ui', exp: 9e9, email: 'admin@example.com', preferred_username: 'admin' }
    storeTokens({ access_token: 'test', expires_in: 3600, id_token: `${encode({ alg: 'none' })}.${encode(claims)}.`, token_type: 'Bearer' })
    // The session's name wins over one the tab kept from an earlier login attempt.
    sessionStorage.setItem(STORAGE_KEYS.username, 'someone-else')
    const seen = watchRequests('PUT', /\/users\/password$/)
    const { user } = await openPage()
    expect(field('Username')).toHaveValue('admin')
    await fill(user, { 'Old Password': DEFAULT_DEMO_PASSWORD, 'New Password': NEW_PASSWORD, 'Confirm Password': NEW_PASSWORD })
    await user.click(save())
    await waitFor(() => expect(loadPage).toHaveBeenCalledExactlyOnceWith('/ui/iam/login?success=true'))
    expect(await seen[0]?.body).toEqual({ username: 'admin', old_password: DEFAULT_DEMO_PASSWORD, new_password: NEW_PASSWORD })
  })

  it('offers the username this tab kept, as a first value the user may change', async () => {
    sessionStorage.setItem(STORAGE_KEYS.username, 'admin')
    const seen = watchRequests('PUT', /\/users\/password$/)
    const { user } = await openPage()
    expect(field('Username')).toHaveValue('admin')
    await fill(user, { Username: 'someone', 'Old Password': 'Old/Pass1', 'New Password': NEW_PASSWORD, 'Confirm Password': NEW_PASSWORD })
    await user.click(save())
    await waitFor(() => expect(seen).toHaveLength(1))
    expect(await seen[0]?.body).toMatchObject({ username: 'someone' })
  })

  it('shows a hostile kept username as text in the field, and ignores one too long to be a username', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">'
    sessionStorage.setItem(STORAGE_KEYS.username, hostile)
    await openPage()
    expect(field('Username')).toHaveValue(hostile)
    expect(document.querySelector('img')).toBeNull()

    sessionStorage.setItem(STORAGE_KEYS.username, 'a'.repeat(5000))
    await openPage()
    expect(field('Username')).toHaveValue('')
  })
})
