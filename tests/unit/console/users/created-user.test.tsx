import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { MOCK_ORIGIN, mockDb, mockServer } from '../../../../mocks/node'
import { FILTER_MAX_LENGTH, filterForUsername, usersSearchSchema } from '../../../../src/console/users/users-search'
import { renderApp } from '../../render-app'

const table = () => screen.getByRole('table', { name: 'Users' })

describe('a user just created', { timeout: 30_000 }, () => {
  it('is named in a notice whose link filters the list to it, wherever the list was', async () => {
    const { user, router } = await renderApp('/identities/users?page=4&size=10&filter=a')
    await within(table()).findAllByRole('checkbox', { name: /^Select / })
    await user.click(screen.getByRole('button', { name: 'Create Local User' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create Local User' })
    // Regular-expression characters in the name: the filter must take them literally.
    await user.type(within(dialog).getByLabelText(/^Username/), 'zz.new(1)')
    await typePasswords(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    // The name is drawn in a <bdi> of its own: the sentence is the notice's whole text.
    const notice = (await screen.findByText(/^Created the user/)).closest('[role="status"]')
    expect(notice).toHaveTextContent(/^Created the user zz\.new\(1\)\. Show zz\.new\(1\)$/)
    // The list in view holds names starting with 'a': the new user is not among them.
    expect(within(table()).queryByRole('checkbox', { name: 'Select zz.new(1)' })).toBeNull()

    const link = screen.getByRole('link', { name: 'Show zz.new(1)' })
    expect(new URL(link.getAttribute('href') ?? '', 'http://console').searchParams.get('filter')).toBe('zz.new(1)')
    await user.click(link)
    await waitFor(() => expect(router.state.location.search).toEqual({ size: 10, filter: 'zz.new(1)' }))
    expect(await within(table()).findByRole('checkbox', { name: 'Select zz.new(1)' })).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Filter' })).toHaveValue('zz.new(1)')

    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByText(/^Created the user/)).toBeNull()
    expect(screen.getByRole('button', { name: 'Create Local User' })).toHaveFocus()
  })

  it('is named as typed when the service confirms with no body: the change needs no more', async () => {
    mockServer.use(http.post(`${MOCK_ORIGIN}/api/iam/v1/users`, () => new HttpResponse(null, { status: 201 })))
    const { user } = await renderApp('/identities/users?modal=create')
    const dialog = await screen.findByRole('dialog', { name: 'Create Local User' })
    await user.type(within(dialog).getByLabelText(/^Username/), '  new.person ')
    await typePasswords(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByText('Successfully created the user.')).toBeVisible()
    const notice = (await screen.findByText(/^Created the user/)).closest('[role="status"]')
    expect(notice).toHaveTextContent(/^Created the user new\.person\. Show new\.person$/)
  })

  it('is not announced when the service refuses it', async () => {
    const { user } = await renderApp('/identities/users?modal=create')
    const dialog = await screen.findByRole('dialog', { name: 'Create Local User' })
    await user.type(within(dialog).getByLabelText(/^Username/), 'admin')
    await typePasswords(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    // The service's 409 for a taken name is said at the field.
    expect(await within(dialog).findByText('A user with this username already exists')).toBeVisible()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.queryByText(/^Created the user/)).toBeNull()
    expect(screen.queryByRole('link', { name: /^Show / })).toBeNull()
  })

  it('is found by its filter even when its name is longer than a filter holds', async () => {
    const long = `${'x'.repeat(FILTER_MAX_LENGTH - 1)}😀tail`
    const filter = filterForUsername(long)
    // Whole characters only: the emoji's two halves would not fit, so neither goes.
    expect(filter).toBe('x'.repeat(FILTER_MAX_LENGTH - 1))
    expect(usersSearchSchema.parse({ filter }).filter).toBe(filter)
    expect(filterForUsername('zz.new(1)')).toBe('zz.new(1)')
    await mockDb.createUser({ username: long, display_name: '', locale: 'en_US', type: 'local', additional_attributes: {} })
    await renderApp(`/identities/users?filter=${encodeURIComponent(filter)}`)
    expect(await within(table()).findByRole('checkbox', { name: `Select ${long}` })).toBeInTheDocument()
  })
})

/** A password the create form takes, typed in both of its fields. */
async function typePasswords(user: Awaited<ReturnType<typeof renderApp>>['user'], dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/^Password/), 'Passw0rd!x')
  await user.type(within(dialog).getByLabelText(/^Confirm Password/), 'Passw0rd!x')
}
