import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockDb, mockServer } from '../../../../mocks/node'
import { SEARCH_THROTTLE_MS } from '../../../../src/core/utils/throttle'
import { renderApp } from '../../render-app'
import { watchRequests } from '../../watch-requests'
import { findFormDialog } from '../form-dialog'

const API = 'http://localhost:3000/api/iam/v1'

const table = () => screen.getByRole('table', { name: 'Users' })
const rowOf = (username: string) => {
  const checkbox = within(table()).getByRole('checkbox', { name: `Select ${username}` })
  const row = checkbox.closest('tr')
  if (!row) throw new Error(`no row for ${username}`)
  return row
}
const button = (name: string) => screen.getByRole('button', { name })

describe('users list', () => {
  it('shows the count, the first page of 5, and each user’s provider name or type', async () => {
    await renderApp('/identities/users')
    expect(await screen.findByRole('heading', { level: 1, name: /^Viewing \d+ of all users$/ })).toBeVisible()
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(6))
    const total = mockDb.listUsers({ length: 1, offset: 0 }).total_matches
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Viewing ${total} of all users`)

    const ldapUser = mockDb.listUsers({ length: 500, offset: 0 }).result.find((user) => user.type === 'ldap')
    const connector = mockDb.listConnectors().find((candidate) => candidate.id === ldapUser?.idp_id)
    await renderApp(`/identities/users?filter=${ldapUser?.username ?? ''}`)
    await waitFor(() => expect(within(rowOf(ldapUser?.username ?? '')).getByText(connector?.name ?? '?')).toBeVisible())
  })

  it('shows the time zone in the last-login header and "Never" for users who never logged in', async () => {
    await renderApp('/identities/users?size=50')
    await screen.findByRole('checkbox', { name: 'Select admin' })
    expect(screen.getByRole('columnheader', { name: /^Last Login Time \(.+\)$/ })).toBeVisible()
    expect(within(table()).getAllByText('Never').length).toBeGreaterThan(0)
  })

  it('shows a last login time it cannot read as the service wrote it, not as an empty cell', async () => {
    mockServer.use(
      http.get(`${API}/users`, () =>
        HttpResponse.json({
          total_matches: 1,
          result: [{ uuid: 'u-odd', username: 'odd.time', type: 'local', active: true, last_login_time: 'yesterday at noon' }],
        }),
      ),
    )
    await renderApp('/identities/users')
    await screen.findByRole('checkbox', { name: 'Select odd.time' })
    expect(within(rowOf('odd.time')).getAllByRole('cell')[3]).toHaveTextContent(/^yesterday at noon$/)
  })

  it('shows Display Name, Email and Status after the three columns of the product', async () => {
    const inactive = mockDb.listUsers({ length: 500, offset: 0 }).result.find((user) => !user.active)
    if (!inactive) throw new Error('no inactive user in the seed')
    await renderApp('/identities/users?filter=admin')
    await screen.findByRole('checkbox', { name: 'Select admin' })
    const headers = within(table()).getAllByRole('columnheader').map((header) => header.textContent)
    expect(headers).toEqual(['', 'Username', 'Type', expect.stringMatching(/^Last Login Time \(.+\)$/), 'Display Name', 'Email', 'Status'])
    const cells = within(rowOf('admin')).getAllByRole('cell').map((cell) => cell.textContent)
    expect(cells.slice(1, 3)).toEqual(['admin', 'Local'])
    expect(cells.slice(4)).toEqual(['Administrator', 'admin@example.com', 'Active'])

    await renderApp(`/identities/users?filter=${inactive.username}`)
    await screen.findByRole('checkbox', { name: `Select ${inactive.username}` })
    const inactiveCells = within(rowOf(inactive.username)).getAllByRole('cell').map((cell) => cell.textContent)
    // The status is said once, in its column; the name is only the name.
    expect(inactiveCells.slice(1, 2)).toEqual([inactive.username])
    expect(inactiveCells.slice(4)).toEqual([inactive.display_name, inactive.additional_attributes?.email_address, 'Inactive'])
  })

  it('enables Update only for exactly one local user, Activate for one inactive, Deactivate for one active', async () => {
    const all = mockDb.listUsers({ length: 500, offset: 0 }).result
    const local = all.find((user) => user.type === 'local' && user.active && user.username !== 'admin')
    const inactive = all.find((user) => !user.active)
    const remote = all.find((user) => user.type !== 'local' && user.active)
    if (!local || !inactive || !remote) throw new Error('the seed lacks a kind of user')

    const { user } = await renderApp(`/identities/users?size=50&filter=`)
    await screen.findByRole('checkbox', { name: 'Select admin' })
    for (const name of ['Update', 'Activate', 'Deactivate']) expect(button(name)).toBeDisabled()

    const pick = async (username: string) => {
      await renderApp(`/identities/users?filter=${username}`)
      return user
    }
    await pick(local.username)
    await user.click(await screen.findByRole('checkbox', { name: `Select ${local.username}` }))
    expect(button('Update')).toBeEnabled()
    expect(button('Deactivate')).toBeEnabled()
    expect(button('Activate')).toBeDisabled()

    await pick(inactive.username)
    await user.click(await screen.findByRole('checkbox', { name: `Select ${inactive.username}` }))
    expect(button('Activate')).toBeEnabled()
    expect(button('Deactivate')).toBeDisabled()

    await pick(remote.username)
    await user.click(await screen.findByRole('checkbox', { name: `Select ${remote.username}` }))
    expect(button('Update')).toBeDisabled()
    expect(button('Deactivate')).toBeEnabled()
  })

  it('disables every single-user action when two users are checked', async () => {
    const { user } = await renderApp('/identities/users')
    await user.click(await screen.findByRole('checkbox', { name: 'Select all rows' }))
    for (const name of ['Update', 'Activate', 'Deactivate']) expect(button(name)).toBeDisabled()
  })

  it('sends username==<text>.* after the throttle and keeps the filter and page in the address', async () => {
    const calls = watchRequests('GET', /\/users$/)
    const { user, router } = await renderApp('/identities/users')
    await screen.findByRole('checkbox', { name: 'Select admin' })
    await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'adm')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ filter: 'adm' }))
    expect(router.state.location.search).not.toHaveProperty('page')
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('filter')).toBe('username==adm.*'))
    expect(calls.map((call) => call.url.searchParams.get('filter')).filter(Boolean).length).toBeLessThanOrEqual(2)
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2))
  })

  it('says the count a typed filter leaves in a status, which a screen reader reads as the user types', async () => {
    const { user } = await renderApp('/identities/users')
    await screen.findByRole('checkbox', { name: 'Select admin' })
    const status = screen.getAllByRole('status').find((element) => element.closest('section'))
    // Nothing said while the list only loads: the heading says it, and has the focus.
    expect(status).toBeDefined()
    expect(status).toHaveTextContent(/^$/)
    await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'admin')
    await waitFor(() => expect(status).toHaveTextContent(/^Viewing 1 of all users$/))
    await user.clear(screen.getByRole('searchbox', { name: 'Filter' }))
    await waitFor(() => expect(status).toHaveTextContent(/^Viewing \d{2,} of all users$/))
  })

  it('drops a filter still to be sent when Back leaves its address, so it is not written over the entry Back shows', async () => {
    const { user, router } = await renderApp('/identities/users')
    await screen.findByRole('checkbox', { name: 'Select admin' })
    for (const page of [2, 3]) {
      await user.click(screen.getAllByRole('button', { name: 'Go to next page' })[0] ?? document.body)
      await waitFor(() => expect(router.state.resolvedLocation?.search).toMatchObject({ page }))
    }
    // The first letter is sent at once, in place of page 3; the second waits for the throttle.
    await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'ma')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ filter: 'm' }))
    router.history.back()
    await waitFor(() => expect(router.state.resolvedLocation?.search).toMatchObject({ page: 2 }))
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Filter' })).toHaveValue(''))
    await new Promise((resolve) => setTimeout(resolve, SEARCH_THROTTLE_MS + 200))
    expect(router.state.location.search).toMatchObject({ page: 2 })
    expect(router.state.location.search).not.toHaveProperty('filter')
  })

  it('sends what is still to be sent of the filter when the field is left, before the modal it was left for opens', async () => {
    const { user, router } = await renderApp('/identities/users')
    await screen.findByRole('checkbox', { name: 'Select admin' })
    await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'ad')
    await user.click(screen.getByRole('button', { name: 'Create Local User' }))
    await screen.findByRole('dialog', { name: 'Create Local User' })
    expect(router.state.location.search).toMatchObject({ filter: 'ad', modal: 'create' })
    // Escape steps back over the entry the modal added, to the list it was opened on, filtered as typed.
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(router.state.location.search).toEqual({ filter: 'ad' }))
    expect(screen.getByRole('searchbox', { name: 'Filter' })).toHaveValue('ad')
    router.history.forward()
    expect(await screen.findByRole('dialog', { name: 'Create Local User' })).toBeInTheDocument()
  })

  it('filters by the typed text literally: a ( is no error and a . matches only a dot', async () => {
    for (const username of ['a(b.c', 'dot.person', 'dotxperson']) {
      await mockDb.createUser({ username, display_name: username, locale: 'en_US', type: 'local', additional_attributes: {} })
    }
    const calls = watchRequests('GET', /\/users$/)
    const { user } = await renderApp('/identities/users')
    await screen.findByRole('checkbox', { name: 'Select admin' })
    const filter = screen.getByRole('searchbox', { name: 'Filter' })

    await user.type(filter, 'a(')
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('filter')).toBe('username==a\\(.*'))
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2))
    expect(rowOf('a(b.c')).toBeVisible()

    await user.clear(filter)
    await user.type(filter, 'dot.')
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('filter')).toBe('username==dot\\..*'))
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2))
    expect(rowOf('dot.person')).toBeVisible()
    expect(within(table()).queryByRole('checkbox', { name: 'Select dotxperson' })).toBeNull()

    // Neither search was refused: no failure was toasted.
    expect(screen.queryAllByRole('alert')).toEqual([])
    expect(screen.queryByText(/Bad Request/)).toBeNull()
  })

  it('takes a filter as long as the longest username, says so at the limit, and loses nothing typed', async () => {
    const longest = 'x'.repeat(255)
    await mockDb.createUser({ username: longest, display_name: '', locale: 'en_US', type: 'local', additional_attributes: {} })
    const calls = watchRequests('GET', /\/users$/)
    const { user, router } = await renderApp('/identities/users')
    await screen.findByRole('checkbox', { name: 'Select admin' })
    const filter = screen.getByRole('searchbox', { name: 'Filter' })
    await user.click(filter)
    // A paste longer than any username is cut at the limit, never emptied.
    await user.paste(`${longest}yyyy`)
    expect(filter).toHaveValue(longest)
    expect(screen.getByText('Filter must be at most 255 characters')).toBeVisible()
    await waitFor(() => expect(router.state.location.search).toMatchObject({ filter: longest }))
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('filter')).toBe(`username==${longest}.*`))
    expect(await within(table()).findByRole('checkbox', { name: `Select ${longest}` })).toBeInTheDocument()
    // Still all there once the address has caught up.
    expect(filter).toHaveValue(longest)

    await user.keyboard('{Backspace}')
    expect(screen.queryByText('Filter must be at most 255 characters')).toBeNull()
  })

  it('takes a filter typed into the address as text, even one the router reads as a number or a word of JSON', async () => {
    const users = watchRequests('GET', /\/users$/)
    await renderApp('/identities/users?filter=42')
    expect(await screen.findByRole('searchbox', { name: 'Filter' })).toHaveValue('42')
    await waitFor(() => expect(users.at(-1)?.url.searchParams.get('filter')).toBe('username==42.*'))
  })

  it.each(['1e3', '1.50'])('keeps the filter %j typed into the address as typed, not as the number JSON makes of it', async (typed) => {
    const users = watchRequests('GET', /\/users$/)
    await renderApp(`/identities/users?filter=${typed}`)
    expect(await screen.findByRole('searchbox', { name: 'Filter' })).toHaveValue(typed)
    await waitFor(() => expect(users.at(-1)?.url.searchParams.get('filter')).toBe(`username==${typed.replace('.', '\\.')}.*`))
  })

  it('pages with offset = (page − 1) × size and restores page and size from the address', async () => {
    const calls = watchRequests('GET', /\/users$/)
    const { user, router } = await renderApp('/identities/users?page=3&size=10')
    await waitFor(() => expect(calls.at(-1)?.url.search).toBe('?length=10&offset=20'))
    const [top] = screen.getAllByRole('button', { name: 'Go to next page' })
    if (!top) throw new Error('no pagination')
    await user.click(top)
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 4, size: 10 }))
    await waitFor(() => expect(calls.at(-1)?.url.search).toBe('?length=10&offset=30'))
    expect(screen.getAllByRole('combobox', { name: 'Rows per page' })).toHaveLength(2)
  })

  it('offers 5, 10, 15, 25 and 50 rows per page', async () => {
    const { user } = await renderApp('/identities/users')
    const [rowsPerPage] = await screen.findAllByRole('combobox', { name: 'Rows per page' })
    if (!rowsPerPage) throw new Error('no rows-per-page select')
    await user.click(rowsPerPage)
    const options = within(await screen.findByRole('listbox')).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['5', '10', '15', '25', '50'])
  })

  it('reads the next page when the pointer comes over its button, so the click shows it at once and asks nothing more', async () => {
    const calls = watchRequests('GET', /\/users$/)
    const { user } = await renderApp('/identities/users')
    await screen.findByRole('checkbox', { name: 'Select admin' })
    expect(calls.map((call) => call.url.search)).toEqual(['?length=5&offset=0'])
    const [next] = screen.getAllByRole('button', { name: 'Go to next page' })
    if (!next) throw new Error('no pagination')
    await user.hover(next)
    await waitFor(() => expect(calls.map((call) => call.url.search)).toEqual(['?length=5&offset=0', '?length=5&offset=5']))
    // Wait for the reply to be kept, as a person's pointer rests on the button before the click.
    const secondPage = mockDb.listUsers({ length: 5, offset: 5 }).result[0]?.username ?? '?'
    await new Promise((resolve) => setTimeout(resolve, 100))
    await user.click(next)
    // The rows are there in the click's own render: no loading row in between, and no second read.
    expect(within(table()).getByRole('checkbox', { name: `Select ${secondPage}` })).toBeInTheDocument()
    expect(within(table()).queryByRole('status')).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls).toHaveLength(2)
  })

  it('fetches users and connectors once each for the view', async () => {
    const users = watchRequests('GET', /\/users$/)
    const connectors = watchRequests('GET', /\/oidc\/connectors$/)
    await renderApp('/identities/users')
    await screen.findByRole('checkbox', { name: 'Select admin' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(users).toHaveLength(1)
    expect(connectors).toHaveLength(1)
  })

  it('goes to the last page of a million users, and opens a link to it', async () => {
    const MILLION = 1_000_000
    // The service counts a million users; each page shows five of the seed's.
    mockServer.use(
      http.get(`${API}/users`, ({ request }) => {
        const url = new URL(request.url)
        const page = mockDb.listUsers({ length: Number(url.searchParams.get('length')), offset: 0 })
        return HttpResponse.json({ result: page.result, total_matches: MILLION })
      }),
    )
    const reads = watchRequests('GET', /\/users$/)
    const { user, router } = await renderApp('/identities/users')
    await within(table()).findAllByRole('checkbox', { name: /^Select / })
    const [lastPage] = screen.getAllByRole('button', { name: 'Go to last page' })
    if (!lastPage) throw new Error('no pager')
    await user.click(lastPage)
    const offsets = () => reads.map((read) => read.url.searchParams.get('offset'))
    await waitFor(() => expect(offsets()).toContain('999995'))
    expect(router.state.location.search).toMatchObject({ page: 200_000 })
    expect((await screen.findAllByText('999,996–1,000,000 of 1,000,000'))[0]).toBeVisible()

    reads.length = 0
    await renderApp('/identities/users?page=123456&size=5')
    await waitFor(() => expect(offsets()).toEqual(['617275']))
  })

  it('lists users of a type it does not name, as written, and users without one as local', async () => {
    const [first, second] = mockDb.listUsers({ length: 500, offset: 0 }).result.filter((u) => u.type === 'local' && !u.idp_id)
    if (!first || !second) throw new Error('no local users in the seed')
    mockServer.use(
      http.get(`${API}/users`, () => HttpResponse.json({ result: [{ ...first, type: 'oidc' }, { ...second, type: null }], total_matches: 2 })),
    )
    const { user } = await renderApp('/identities/users')
    await waitFor(() => expect(within(rowOf(first.username)).getByText('oidc')).toBeVisible())
    expect(within(rowOf(second.username)).getByText('Local')).toBeVisible()
    // Only a local user is updated here.
    await user.click(screen.getByRole('checkbox', { name: `Select ${first.username}` }))
    expect(button('Update')).toBeDisabled()
  })

  it('deactivates at once, and rolls back when the service refuses', async () => {
    const target = mockDb.listUsers({ length: 500, offset: 0 }).result.find((u) => u.type === 'local' && u.active && u.username !== 'admin')
    if (!target) throw new Error('no active local user in the seed')
    // The refusal waits until the test has seen the change shown at once.
    let refuse: () => void = () => undefined
    const refused = new Promise<void>((resolve) => (refuse = resolve))
    mockServer.use(
      http.put(`${API}/users/:uuid/active`, async () => {
        await refused
        return HttpResponse.json({ error_code: 'IAM_ERR_1' }, { status: 500 })
      }),
    )
    const { user } = await renderApp(`/identities/users?filter=${target.username}`)
    await user.click(await screen.findByRole('checkbox', { name: `Select ${target.username}` }))
    await user.click(button('Deactivate'))
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Deactivate User' })).getByRole('button', { name: 'Deactivate' }))
    await waitFor(() => expect(within(rowOf(target.username)).getByText('Inactive')).toBeVisible())
    refuse()
    await waitFor(() => expect(within(rowOf(target.username)).queryByText('Inactive')).toBeNull())
    expect(mockDb.getUser(target.uuid).active).toBe(true)
  })

  it('activates an inactive user and refetches the list', async () => {
    const target = mockDb.listUsers({ length: 500, offset: 0 }).result.find((u) => !u.active)
    if (!target) throw new Error('no inactive user in the seed')
    const calls = watchRequests('PUT', /\/active$/)
    const reads = watchRequests('GET', /\/users$/)
    const { user } = await renderApp(`/identities/users?filter=${target.username}`)
    await user.click(await screen.findByRole('checkbox', { name: `Select ${target.username}` }))
    const readsBefore = reads.length
    await user.click(button('Activate'))
    // Activating locks no one out: it asks nothing.
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await waitFor(async () => expect(await calls[0]?.body).toEqual({ active: true }))
    await waitFor(() => expect(mockDb.getUser(target.uuid).active).toBe(true))
    await waitFor(() => expect(within(rowOf(target.username)).queryByText('Inactive')).toBeNull())
    // The row changes at once; the list is then read again from the service.
    await waitFor(() => expect(reads.length).toBe(readsBefore + 1))
  })
})

/** A password the create form takes, typed in both of its fields. */
async function typePasswords(user: Awaited<ReturnType<typeof renderApp>>['user'], dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/^Password/), 'Passw0rd!x')
  await user.type(within(dialog).getByLabelText(/^Confirm Password/), 'Passw0rd!x')
}

describe('the Create Local User modal', () => {
  it('requires a username, sends nothing without one, and says so at the field', async () => {
    const calls = watchRequests('POST', /\/users$/)
    const { user } = await renderApp('/identities/users')
    await user.click(await screen.findByRole('button', { name: 'Create Local User' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create Local User' })
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(within(dialog).getByLabelText(/^Username/)).toHaveAccessibleDescription('Required'))
    expect(within(dialog).getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true')
    expect(calls).toHaveLength(0)
  })

  it('creates a local user with the typed fields and refreshes the list', async () => {
    const calls = watchRequests('POST', /\/users$/)
    const { user, router } = await renderApp('/identities/users')
    await user.click(await screen.findByRole('button', { name: 'Create Local User' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create Local User' })
    await user.type(within(dialog).getByLabelText(/^Username/), 'new.person')
    await user.type(within(dialog).getByLabelText('Display Name'), 'New Person')
    await user.type(within(dialog).getByLabelText('Email'), 'new.person@example.com')
    await user.click(within(dialog).getByRole('combobox', { name: 'Locale' }))
    await user.click(await screen.findByRole('option', { name: 'French' }))
    await user.type(within(dialog).getByLabelText(/^Password/), 'Passw0rd!x')
    await user.type(within(dialog).getByLabelText(/^Confirm Password/), 'Passw0rd!x')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await calls[0]?.body).toEqual({
      username: 'new.person',
      display_name: 'New Person',
      locale: 'fr_FR',
      type: 'local',
      password: 'Passw0rd!x',
      additional_attributes: { email_address: 'new.person@example.com' },
    })
    expect(router.state.location.search).not.toHaveProperty('modal')
    await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'new.per')
    expect(await screen.findByRole('checkbox', { name: 'Select new.person' })).toBeInTheDocument()
  })

  it('keeps the modal open with what was typed when the service refuses, and says why', async () => {
    mockServer.use(http.post(`${API}/users`, () => HttpResponse.json({ error_code: 'IAM_ERR_6', details: 'no' }, { status: 400 })))
    const { user } = await renderApp('/identities/users?modal=create')
    const dialog = await screen.findByRole('dialog', { name: 'Create Local User' })
    await user.type(within(dialog).getByLabelText(/^Username/), 'new.person')
    await typePasswords(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to create the user.')
    expect(within(dialog).getByLabelText(/^Username/)).toHaveValue('new.person')
  })

  it('sends one request however fast Save is pressed', async () => {
    const calls = watchRequests('POST', /\/users$/)
    mockServer.use(
      http.post(`${API}/users`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 200))
        return HttpResponse.json({ error_code: 'IAM_ERR_6', details: 'slow no' }, { status: 400 })
      }),
    )
    const { user } = await renderApp('/identities/users?modal=create')
    const dialog = await screen.findByRole('dialog', { name: 'Create Local User' })
    await user.type(within(dialog).getByLabelText(/^Username/), 'x')
    await typePasswords(user, dialog)
    const save = within(dialog).getByRole('button', { name: 'Save' })
    await Promise.all([user.click(save), user.click(save), user.click(save)])
    await within(dialog).findByRole('alert')
    expect(calls).toHaveLength(1)
  })
})

describe('the Update Local User modal', () => {
  it('loads the user, keeps the username fixed, checks the passwords match, and sends the stored user merged with the edits', async () => {
    const target = mockDb.listUsers({ length: 500, offset: 0 }).result.find((u) => u.type === 'local' && u.username !== 'admin')
    if (!target) throw new Error('no local user in the seed')
    const calls = watchRequests('PUT', /\/users\/[^/]+$/)
    const { user } = await renderApp(`/identities/users?modal=update&user=${target.uuid}`)
    const dialog = await findFormDialog('Update Local User')
    expect(within(dialog).getByLabelText(/^Username/)).toBeDisabled()
    expect(within(dialog).getByLabelText(/^Username/)).toHaveValue(target.username)

    const name = within(dialog).getByLabelText('Display Name')
    await user.clear(name)
    await user.type(name, 'Renamed')
    await user.type(within(dialog).getByLabelText('Password'), 'N3w-passw0rd')
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'different')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Passwords do not match')).toBeVisible()
    expect(calls).toHaveLength(0)

    const confirm = within(dialog).getByLabelText('Confirm Password')
    await user.clear(confirm)
    await user.type(confirm, 'N3w-passw0rd')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const body = (await calls[0]?.body) as Record<string, unknown>
    expect(body).toMatchObject({ username: target.username, display_name: 'Renamed', password: 'N3w-passw0rd', active: target.active, type: 'local' })
    expect(body).not.toHaveProperty('confirm_password')
    expect(body).not.toHaveProperty('idp_name')
    expect(body.uuid).toBe(target.uuid)
    expect(mockDb.getUser(target.uuid).display_name).toBe('Renamed')
  })

  it('sends the user as stored when Save is pressed: a deactivation made meanwhile stays, and the edits go with it', async () => {
    const target = mockDb.listUsers({ length: 500, offset: 0 }).result.find((u) => u.type === 'local' && u.active && u.username !== 'admin')
    if (!target) throw new Error('no active local user in the seed')
    const calls = watchRequests('PUT', /\/users\/[^/]+$/)
    const { user } = await renderApp(`/identities/users?modal=update&user=${target.uuid}`)
    const dialog = await findFormDialog('Update Local User')
    // Another administrator locks the user out while this form is open.
    mockDb.setUserActive(target.uuid, false)
    const name = within(dialog).getByLabelText('Display Name')
    await user.clear(name)
    await user.type(name, 'Renamed meanwhile')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await calls[0]?.body).toMatchObject({ display_name: 'Renamed meanwhile', active: false })
    expect(mockDb.isActiveUser(target.uuid)).toBe(false)
    expect(mockDb.getUser(target.uuid).display_name).toBe('Renamed meanwhile')
  })

  it('keeps what was typed and says the update failed when the user cannot be read again as Save is pressed', async () => {
    const target = mockDb.listUsers({ length: 500, offset: 0 }).result.find((u) => u.type === 'local' && u.username !== 'admin')
    if (!target) throw new Error('no local user in the seed')
    const puts = watchRequests('PUT', /\/users\/[^/]+$/)
    const { user } = await renderApp(`/identities/users?modal=update&user=${target.uuid}`)
    const dialog = await findFormDialog('Update Local User')
    mockServer.use(http.get(`${API}/users/${target.uuid}`, () => HttpResponse.json({ error_code: 'IAM_ERR_5', details: 'gone' }, { status: 404 })))
    const name = within(dialog).getByLabelText('Display Name')
    await user.clear(name)
    await user.type(name, 'Kept')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update the user.')
    expect(within(dialog).getByLabelText('Display Name')).toHaveValue('Kept')
    expect(puts).toHaveLength(0)
  })

  it('opens from the Update button and refetches the list when closed', async () => {
    const calls = watchRequests('GET', /\/users$/)
    const { user } = await renderApp('/identities/users')
    await user.click(await screen.findByRole('checkbox', { name: 'Select admin' }))
    await user.click(button('Update'))
    const dialog = await findFormDialog('Update Local User')
    const before = calls.length
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(calls.length).toBeGreaterThan(before))
    expect(dialog).not.toBeInTheDocument()
  })
})
