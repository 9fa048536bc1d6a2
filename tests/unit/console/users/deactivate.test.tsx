import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockDb, mockFaults } from '../../../../mocks/node'
import type { User } from '../../../../src/core/api/schemas'
import { clearSessionStorage, storeTokens } from '../../../../src/core/auth/token-storage'
import { holdCalls } from '../../hold-calls'
import { renderApp } from '../../render-app'
import { watchRequests } from '../../watch-requests'

const SELF_REASON = 'You cannot deactivate the user you are signed in as.'

const table = () => screen.getByRole('table', { name: 'Users' })
const rowOf = (username: string) => {
  const row = within(table()).getByRole('checkbox', { name: `Select ${username}` }).closest('tr')
  if (!row) throw new Error(`no row for ${username}`)
  return row
}
const button = (name: string) => screen.getByRole('button', { name })

const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '')

/** Signs the test in again with a token carrying these claims, as a provider would issue it. */
function signInWith(claims: Record<string, unknown>): void {
  const idToken = `${encode({ alg: 'none' })}.${encode({ iss: 'test', aud: 'iam-ui', exp: 9e9, ...claims })}.`
  storeTokens({ access_token: 'test', expires_in: 3600, id_token: idToken, token_type: 'Bearer' })
}

function activeLocalUser(): User {
  const found = mockDb.listUsers({ length: 500, offset: 0 }).result.find((user) => user.type === 'local' && user.active && user.username !== 'admin')
  if (!found) throw new Error('no active local user besides admin in the seed')
  return found
}

describe('deactivating users', { timeout: 20_000 }, () => {
  it('never offers to deactivate the signed-in administrator: the button keeps its name, is disabled and says why', async () => {
    const calls = watchRequests('PUT', /\/active$/)
    const { user } = await renderApp('/identities/users?filter=admin')
    await user.click(await screen.findByRole('checkbox', { name: 'Select admin' }))
    const deactivate = button('Deactivate')
    expect(deactivate).toBeDisabled()
    expect(deactivate).toHaveAccessibleDescription(SELF_REASON)
    // Updating oneself is still fine.
    expect(button('Update')).toBeEnabled()

    const wrapper = deactivate.closest('span')
    if (!wrapper) throw new Error('the disabled button has no wrapper to hover')
    await user.hover(wrapper)
    expect(await screen.findByRole('tooltip')).toHaveTextContent(SELF_REASON)
    await user.click(wrapper)
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(calls).toHaveLength(0)
  })

  it('goes by the username claim when the token has one: a user who copied the administrator’s e-mail can be deactivated', async () => {
    const copycat = await mockDb.createUser({
      username: 'copycat',
      display_name: 'admin',
      locale: 'en_US',
      type: 'local',
      additional_attributes: { email_address: 'admin@example.com' },
    })
    const { user } = await renderApp('/identities/users?filter=copycat')
    await user.click(await screen.findByRole('checkbox', { name: 'Select copycat' }))
    // The test's own sign-in names only an e-mail address: the copycat counts as the administrator.
    expect(button('Deactivate')).toHaveAccessibleDescription(SELF_REASON)

    signInWith({ sub: 'provider-subject', preferred_username: 'admin', email: 'admin@example.com' })
    await waitFor(() => expect(button('Deactivate')).toBeEnabled())
    expect(button('Deactivate')).not.toHaveAccessibleDescription()
    expect(mockDb.getUser(copycat.uuid).active).toBe(true)

    await renderApp('/identities/users?filter=admin')
    signInWith({ sub: 'provider-subject', preferred_username: 'Admin', email: 'someone.else@example.com' })
    await user.click(await screen.findByRole('checkbox', { name: 'Select admin' }))
    await waitFor(() => expect(button('Deactivate')).toHaveAccessibleDescription(SELF_REASON))
    expect(button('Deactivate')).toBeDisabled()
  })

  it('asks first for anyone else: Cancel changes nothing, Deactivate in the question deactivates', async () => {
    const target = activeLocalUser()
    const calls = watchRequests('PUT', /\/active$/)
    const { user } = await renderApp(`/identities/users?filter=${target.username}`)
    await user.click(await screen.findByRole('checkbox', { name: `Select ${target.username}` }))
    expect(button('Deactivate')).toBeEnabled()

    await user.click(button('Deactivate'))
    let question = await screen.findByRole('alertdialog', { name: 'Deactivate User' })
    expect(question).toHaveAccessibleDescription(
      `Deactivate the user ${target.username}? They cannot sign in until they are activated again.`,
    )
    await user.click(within(question).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls).toHaveLength(0)
    expect(mockDb.getUser(target.uuid).active).toBe(true)
    expect(within(rowOf(target.username)).getByText('Active')).toBeVisible()

    const reads = watchRequests('GET', /\/users$/)
    await user.click(button('Deactivate'))
    question = await screen.findByRole('alertdialog', { name: 'Deactivate User' })
    await user.click(within(question).getByRole('button', { name: 'Deactivate' }))
    await waitFor(() => expect(mockDb.getUser(target.uuid).active).toBe(false))
    expect(calls).toHaveLength(1)
    expect(await calls[0]?.body).toEqual({ active: false })
    await waitFor(() => expect(within(rowOf(target.username)).getByText('Inactive')).toBeVisible())
    // The list is then read again from the service.
    await waitFor(() => expect(reads).toHaveLength(1))
  })

  it('follows the session without reading the list again: a renewal or the logout sends no read of users', async () => {
    const reads = watchRequests('GET', /\/users$/)
    const { user, queryClient } = await renderApp('/identities/users?filter=admin')
    await user.click(await screen.findByRole('checkbox', { name: 'Select admin' }))
    expect(button('Deactivate')).toHaveAccessibleDescription(SELF_REASON)
    expect(reads).toHaveLength(1)

    // A renewal brings a token naming another user: the button follows it.
    signInWith({ preferred_username: 'someone.else' })
    await waitFor(() => expect(button('Deactivate')).toBeEnabled())
    // The logout empties the cache, then forgets the tokens (AuthController.signOut): the list,
    // which would read again at its next render and get a 401, is not rendered again.
    queryClient.clear()
    clearSessionStorage()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(reads).toHaveLength(1)
  })

  it('gives the focus back to Deactivate when the service refuses, so that Enter asks again', async () => {
    const target = activeLocalUser()
    mockFaults.set('DEACTIVATE_USER', { status: 500, times: 1 })
    // The refusal comes once the question has closed: meanwhile the table holds the focus.
    const answer = holdCalls('put', '/users/:uuid/active')
    const { user } = await renderApp(`/identities/users?filter=${target.username}`)
    await user.click(await screen.findByRole('checkbox', { name: `Select ${target.username}` }))
    button('Deactivate').focus()
    await user.keyboard('{Enter}')
    const question = await screen.findByRole('alertdialog', { name: 'Deactivate User' })
    await user.click(within(question).getByRole('button', { name: 'Deactivate' }))
    await waitFor(() => expect(table()).toHaveFocus())
    answer()
    await waitFor(() => expect(button('Deactivate')).toHaveFocus())
    expect(within(rowOf(target.username)).getByText('Active')).toBeVisible()
    expect(mockDb.getUser(target.uuid).active).toBe(true)
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('alertdialog', { name: 'Deactivate User' })).toBeVisible()
  })

  it('leaves the focus on the table once the user is deactivated: Deactivate no longer applies', async () => {
    const target = activeLocalUser()
    const { user } = await renderApp(`/identities/users?filter=${target.username}`)
    await user.click(await screen.findByRole('checkbox', { name: `Select ${target.username}` }))
    await user.click(button('Deactivate'))
    const question = await screen.findByRole('alertdialog', { name: 'Deactivate User' })
    await user.click(within(question).getByRole('button', { name: 'Deactivate' }))
    await waitFor(() => expect(within(rowOf(target.username)).getByText('Inactive')).toBeVisible())
    await waitFor(() => expect(table()).toHaveFocus())
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(table()).toHaveFocus()
  })

  it('sends nothing when the question is dismissed with Escape', async () => {
    const target = activeLocalUser()
    const calls = watchRequests('PUT', /\/active$/)
    const { user } = await renderApp(`/identities/users?filter=${target.username}`)
    await user.click(await screen.findByRole('checkbox', { name: `Select ${target.username}` }))
    await user.click(button('Deactivate'))
    await screen.findByRole('alertdialog', { name: 'Deactivate User' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(calls).toHaveLength(0)
    expect(mockDb.getUser(target.uuid).active).toBe(true)
  })
})
