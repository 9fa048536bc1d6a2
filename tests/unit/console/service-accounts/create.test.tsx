import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { MOCK_ORIGIN, mockFaults, mockServer } from '../../../../mocks/node'
import { renderApp } from '../../render-app'
import { accountNames, APP_TEST_TIMEOUT_MS, button, LIST_PATH, listTable } from './support'
import { watchRequests } from '../../watch-requests'
import { holdCalls } from '../../hold-calls'

async function openCreateModal() {
  const app = await renderApp(LIST_PATH)
  await screen.findByRole('table', { name: 'Service accounts' })
  await app.user.click(button('Create Service Account'))
  const dialog = await screen.findByRole('dialog', { name: 'Create Service Account' })
  return { ...app, dialog }
}

const field = (container: HTMLElement, name: string) => within(container).getByRole('textbox', { name })

describe('create service account modal', { timeout: APP_TEST_TIMEOUT_MS }, () => {
  it('says "Required" at the name and sends nothing while it is empty', async () => {
    const posts = watchRequests('POST', /\/service_accounts$/)
    const { user, dialog } = await openCreateModal()
    expect(field(dialog, 'Email')).toBeVisible()
    expect(field(dialog, 'Description')).toBeVisible()

    await user.type(field(dialog, 'Name'), '   ')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    const name = field(dialog, 'Name')
    await waitFor(() => expect(name).toHaveAccessibleDescription('Required'))
    expect(name).toBeInvalid()
    expect(posts).toHaveLength(0)
  })

  it('sends name, description and email address, closes, and refetches the list', async () => {
    const posts = watchRequests('POST', /\/service_accounts$/)
    const lists = watchRequests('GET', /\/service_accounts$/)
    const { user, dialog, router } = await openCreateModal()
    expect(router.state.location.search).toMatchObject({ modal: 'create' })
    await user.type(field(dialog, 'Name'), '  reporting ')
    await user.type(field(dialog, 'Email'), 'bi@example.com')
    await user.type(field(dialog, 'Description'), 'BI exports')
    const listsBefore = lists.length
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(posts).toHaveLength(1)
    expect(await posts[0]?.body).toEqual({ name: 'reporting', description: 'BI exports', email_address: 'bi@example.com' })
    expect(accountNames()).toContain('reporting')
    expect(await screen.findByText('Successfully created a service account.')).toBeVisible()
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Viewing 7 of all service accounts'))
    expect(lists.length).toBeGreaterThan(listsBefore)
    expect(router.state.location.search).not.toHaveProperty('modal')
  })

  it('shows progress and sends once however often Submit is pressed', async () => {
    const posts = watchRequests('POST', /\/service_accounts$/)
    mockFaults.set('CREATE_SERVICE_ACCOUNT', { delayMs: 1000, times: 1 })
    const { user, dialog } = await openCreateModal()
    const name = field(dialog, 'Name')
    await user.type(name, 'reporting')
    const submit = within(dialog).getByRole('button', { name: 'Submit' })
    await user.click(submit)
    expect(submit).toBeDisabled()
    await user.type(name, '{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 })
    expect(posts).toHaveLength(1)
  })

  it('stays open with the values and says at the name that it is taken when the service answers 409', async () => {
    const posts = watchRequests('POST', /\/service_accounts$/)
    const { user, dialog } = await openCreateModal()
    await user.type(field(dialog, 'Name'), 'backup-agent')
    await user.type(field(dialog, 'Email'), 'dup@example.com')
    await user.type(field(dialog, 'Description'), 'nightly')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))

    await waitFor(() => expect(field(dialog, 'Name')).toHaveAccessibleDescription('A service account with this name already exists'))
    expect(field(dialog, 'Name')).toBeInvalid()
    expect(field(dialog, 'Name')).toHaveFocus()
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect(posts).toHaveLength(1)
    expect(screen.getByRole('dialog', { name: 'Create Service Account' })).toBe(dialog)
    expect(field(dialog, 'Name')).toHaveValue('backup-agent')
    expect(field(dialog, 'Email')).toHaveValue('dup@example.com')
    expect(field(dialog, 'Description')).toHaveValue('nightly')
    expect(accountNames().filter((name) => name === 'backup-agent')).toHaveLength(1)
  })

  it('refuses an e-mail that is not one and texts over their limits, sending nothing', async () => {
    const posts = watchRequests('POST', /\/service_accounts$/)
    const { user, dialog } = await openCreateModal()
    await user.type(field(dialog, 'Email'), 'nope')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(field(dialog, 'Email')).toHaveAccessibleDescription('Enter a valid email address'))

    await user.click(field(dialog, 'Name'))
    await user.paste('n'.repeat(5000))
    await user.clear(field(dialog, 'Email'))
    await user.click(field(dialog, 'Email'))
    await user.paste(`${'e'.repeat(250)}@example.com`)
    await user.click(field(dialog, 'Description'))
    await user.paste('d'.repeat(5000))
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(field(dialog, 'Name')).toHaveAccessibleDescription('Name must be at most 255 characters'))
    expect(field(dialog, 'Email')).toHaveAccessibleDescription('Email must be at most 254 characters')
    expect(field(dialog, 'Description')).toHaveAccessibleDescription('Description must be at most 1,000 characters')
    expect(posts).toHaveLength(0)
  })

  it('refuses a name with a direction mark, which would show it read backwards, sending nothing', async () => {
    const posts = watchRequests('POST', /\/service_accounts$/)
    const { user, dialog } = await openCreateModal()
    await user.click(field(dialog, 'Name'))
    await user.paste('svc\u202Eevil')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(field(dialog, 'Name')).toHaveAccessibleDescription('Name must not contain invisible or control characters'))
    expect(posts).toHaveLength(0)
  })

  it('is done when the service confirms with no body (201): the change needs no more', async () => {
    mockServer.use(http.post(`${MOCK_ORIGIN}/api/iam/v1/service_accounts`, () => new HttpResponse(null, { status: 201 })))
    const { user, dialog } = await openCreateModal()
    await user.type(field(dialog, 'Name'), 'reporting')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByText('Successfully created a service account.')).toBeVisible()
  })

  it('closes on Escape without sending, returns focus to its opener and refetches the list', async () => {
    const posts = watchRequests('POST', /\/service_accounts$/)
    const lists = watchRequests('GET', /\/service_accounts$/)
    const { user, router } = await openCreateModal()
    const listsBefore = lists.length
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(button('Create Service Account')).toHaveFocus())
    await waitFor(() => expect(lists.length).toBeGreaterThan(listsBefore))
    expect(posts).toHaveLength(0)
    expect(router.state.location.search).toEqual({})
  })

  it('opens from a link that names it', async () => {
    await renderApp(`${LIST_PATH}?page=2&modal=create`)
    expect(await screen.findByRole('dialog', { name: 'Create Service Account' })).toBeVisible()
  })
})

describe('create service account page', { timeout: APP_TEST_TIMEOUT_MS }, () => {
  it('uses the same form, then goes to the list', async () => {
    const posts = watchRequests('POST', /\/service_accounts$/)
    const { user, router } = await renderApp('/identities/addserviceaccount')
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Service Account' })).toBeVisible()
    const page = screen.getByRole('region', { name: 'Create Service Account' })

    await user.click(within(page).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(field(page, 'Name')).toHaveAccessibleDescription('Required'))
    expect(posts).toHaveLength(0)

    await user.type(field(page, 'Name'), 'reporting')
    await user.click(within(page).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/identities/serviceusers'))
    expect(await posts[0]?.body).toEqual({ name: 'reporting', description: '', email_address: '' })
    expect(await screen.findByRole('table', { name: 'Service accounts' })).toBe(listTable())
  })

  it('stays where the user went meanwhile: a create answered later does not pull them back to the list', async () => {
    const release = holdCalls('post', '/service_accounts')
    const { user, router } = await renderApp('/identities/addserviceaccount')
    const page = await screen.findByRole('region', { name: 'Create Service Account' })
    await user.type(field(page, 'Name'), 'reporting')
    await user.click(within(page).getByRole('button', { name: 'Submit' }))
    await user.click(screen.getByRole('link', { name: 'Users' }))
    await user.click(await screen.findByRole('button', { name: 'Create Local User' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create Local User' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'half-typed')

    release()
    expect(await screen.findByText('Successfully created a service account.')).toBeVisible()
    expect(router.state.location.pathname).toBe('/identities/users')
    expect(within(screen.getByRole('dialog', { name: 'Create Local User' })).getByRole('textbox', { name: 'Username' })).toHaveValue('half-typed')
  })

  it('keeps the values and shows why when the call fails', async () => {
    mockFaults.set('CREATE_SERVICE_ACCOUNT', { network: true, times: 1 })
    const { user, router } = await renderApp('/identities/addserviceaccount')
    const page = await screen.findByRole('region', { name: 'Create Service Account' })
    await user.type(field(page, 'Name'), 'reporting')
    await user.click(within(page).getByRole('button', { name: 'Submit' }))
    expect(await within(page).findByRole('alert')).toHaveTextContent('Error in connecting to server ...')
    expect(field(page, 'Name')).toHaveValue('reporting')
    expect(router.state.location.pathname).toBe('/identities/addserviceaccount')
  })
})
