import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { MOCK_ORIGIN, mockDb, mockFaults, mockServer } from '../../../../mocks/node'
import { appConfig } from '../../../../src/core/config'
import { renderApp, type RenderedApp } from '../../render-app'
import { watchRequests } from '../../watch-requests'
import { findFormDialog } from '../form-dialog'

type User = RenderedApp['user']

async function openCreate() {
  const app = await renderApp('/identities/users?modal=create')
  const dialog = await screen.findByRole('dialog', { name: 'Create Local User' })
  return { ...app, dialog }
}

const input = (dialog: HTMLElement, label: RegExp | string) => within(dialog).getByLabelText(label)
const username = (dialog: HTMLElement) => input(dialog, /^Username/)
const password = (dialog: HTMLElement) => input(dialog, /^Password/)
const confirm = (dialog: HTMLElement) => input(dialog, /^Confirm Password/)
const save = (user: User, dialog: HTMLElement) => user.click(within(dialog).getByRole('button', { name: 'Save' }))

/** Pastes rather than types: 5,000 key presses outlast a test on a busy machine. */
async function paste(user: User, field: HTMLElement, text: string) {
  await user.clear(field)
  await user.click(field)
  await user.paste(text)
}

const RULES = 'Password must be 8 to 40 characters long, with a lowercase letter, an uppercase letter, a number and a special character'

// Each test renders the whole console; a loaded machine needs more than vitest's 5 s.
describe('the Create Local User form’s checks', { timeout: 30_000 }, () => {
  it('labels each field with its name alone: a required field’s mark is drawn beside the words, not among them', async () => {
    const { dialog } = await openCreate()
    for (const name of ['Username', 'Password', 'Confirm Password']) {
      const field = within(dialog).getByLabelText(name)
      expect(field).toBeRequired()
      expect(field).toHaveAccessibleName(name)
      const label = dialog.querySelector(`label[for="${field.id}"]`)
      expect(label?.textContent).toBe(name)
    }
    expect(within(dialog).getByLabelText('Email')).not.toBeRequired()
  })

  it('asks for the password twice, says what a password needs, and sends nothing until both match', async () => {
    const posts = watchRequests('POST', /\/users$/)
    const { user, dialog } = await openCreate()
    expect(confirm(dialog)).toHaveAttribute('type', 'password')
    expect(password(dialog)).toHaveAccessibleDescription('8 to 40 characters, with a lowercase and an uppercase letter, a number and a special character')
    await user.type(username(dialog), 'new.person')
    await save(user, dialog)
    await waitFor(() => expect(password(dialog)).toHaveAccessibleDescription('Required'))

    await user.type(password(dialog), 'x')
    await save(user, dialog)
    await waitFor(() => expect(password(dialog)).toHaveAccessibleDescription(RULES))

    // Each class missing in turn: a long password without a digit, one without a special character.
    for (const weak of ['Passwordpassword!', 'Passw0rdPassw0rd', 'passw0rd!', 'PASSW0RD!', `Aa1!${'x'.repeat(37)}`]) {
      await paste(user, password(dialog), weak)
      await save(user, dialog)
      await waitFor(() => expect(password(dialog)).toHaveAccessibleDescription(RULES))
    }

    await paste(user, password(dialog), appConfig().defaultPassword)
    await paste(user, confirm(dialog), appConfig().defaultPassword)
    await save(user, dialog)
    await waitFor(() => expect(password(dialog)).toHaveAccessibleDescription('Password must not be the default password'))

    await paste(user, password(dialog), 'Str0ng/Pass')
    await paste(user, confirm(dialog), 'Str0ng/Pas')
    await save(user, dialog)
    await waitFor(() => expect(confirm(dialog)).toHaveAccessibleDescription('Passwords do not match'))
    expect(password(dialog)).toHaveAttribute('aria-invalid', 'false')
    expect(posts).toHaveLength(0)

    await paste(user, confirm(dialog), 'Str0ng/Pass')
    await save(user, dialog)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(posts).toHaveLength(1)
    expect(await posts[0]?.body).toMatchObject({ username: 'new.person', password: 'Str0ng/Pass' })
    expect(await mockDb.verifyPassword('new.person', 'Str0ng/Pass')).toBe(true)
  })

  it('holds the username and display name to 255 characters and the e-mail to a valid address of at most 254', async () => {
    const posts = watchRequests('POST', /\/users$/)
    const { user, dialog } = await openCreate()
    await paste(user, username(dialog), 'u'.repeat(5000))
    await paste(user, input(dialog, 'Display Name'), 'd'.repeat(256))
    await user.type(input(dialog, 'Email'), 'nope')
    await paste(user, password(dialog), 'Str0ng/Pass')
    await paste(user, confirm(dialog), 'Str0ng/Pass')
    await save(user, dialog)
    await waitFor(() => expect(username(dialog)).toHaveAccessibleDescription('Username must be at most 255 characters'))
    expect(input(dialog, 'Display Name')).toHaveAccessibleDescription('Display Name must be at most 255 characters')
    expect(input(dialog, 'Email')).toHaveAccessibleDescription('Enter a valid email address')
    expect(username(dialog)).toHaveFocus()

    await paste(user, input(dialog, 'Email'), `${'e'.repeat(243)}@example.com`)
    await save(user, dialog)
    await waitFor(() => expect(input(dialog, 'Email')).toHaveAccessibleDescription('Email must be at most 254 characters'))
    expect(posts).toHaveLength(0)

    // At the limits exactly, the user is created.
    await paste(user, username(dialog), 'u'.repeat(255))
    await paste(user, input(dialog, 'Display Name'), 'd'.repeat(255))
    await paste(user, input(dialog, 'Email'), `${'e'.repeat(242)}@example.com`)
    await save(user, dialog)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(posts).toHaveLength(1)
  })

  it('refuses a username holding a character nobody could type at login, such as a zero-width space', async () => {
    const posts = watchRequests('POST', /\/users$/)
    const { user, dialog } = await openCreate()
    await paste(user, password(dialog), 'Str0ng/Pass')
    await paste(user, confirm(dialog), 'Str0ng/Pass')
    // It makes a name that looks like 'admin' (which characters count: user-form.test.ts).
    await paste(user, username(dialog), 'ad\u200bmin')
    await save(user, dialog)
    await waitFor(() => expect(username(dialog)).toHaveAccessibleDescription('Username must not contain invisible or control characters'))
    expect(posts).toHaveLength(0)

    // Spaces and any script a person can type are fine.
    await paste(user, username(dialog), 'Jörg Müller-Łukasz 山田')
    await save(user, dialog)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await posts[0]?.body).toMatchObject({ username: 'Jörg Müller-Łukasz 山田' })
  })

  it('says at the username that it is taken when the service answers 409, and keeps everything typed', async () => {
    const posts = watchRequests('POST', /\/users$/)
    const { user, dialog } = await openCreate()
    await user.type(username(dialog), 'ADMIN')
    await user.type(input(dialog, 'Display Name'), 'Another Admin')
    await user.type(password(dialog), 'Str0ng/Pass')
    await user.type(confirm(dialog), 'Str0ng/Pass')
    await save(user, dialog)

    await waitFor(() => expect(username(dialog)).toHaveAccessibleDescription('A user with this username already exists'))
    expect(username(dialog)).toHaveFocus()
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect(posts).toHaveLength(1)
    expect(username(dialog)).toHaveValue('ADMIN')
    expect(input(dialog, 'Display Name')).toHaveValue('Another Admin')
    expect(password(dialog)).toHaveValue('Str0ng/Pass')
    expect(confirm(dialog)).toHaveValue('Str0ng/Pass')

    // Another name clears the message, and the same form then creates the user.
    await user.type(username(dialog), '2')
    await waitFor(() => expect(username(dialog)).not.toHaveAccessibleDescription())
    await save(user, dialog)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await mockDb.verifyPassword('ADMIN2', 'Str0ng/Pass')).toBe(true)
  })
})

describe('the Update Local User form’s checks', { timeout: 30_000 }, () => {
  it('still leaves the password empty to keep the stored one, and holds the display name to its limit', async () => {
    const target = mockDb.listUsers({ length: 500, offset: 0 }).result.find((candidate) => candidate.type === 'local' && candidate.username !== 'admin')
    if (!target) throw new Error('no local user in the seed')
    const puts = watchRequests('PUT', /\/users\/[^/]+$/)
    const { user } = await renderApp(`/identities/users?modal=update&user=${target.uuid}`)
    const dialog = await findFormDialog('Update Local User')
    await paste(user, input(dialog, 'Display Name'), 'd'.repeat(5000))
    await save(user, dialog)
    await waitFor(() => expect(input(dialog, 'Display Name')).toHaveAccessibleDescription('Display Name must be at most 255 characters'))
    expect(puts).toHaveLength(0)

    await paste(user, input(dialog, 'Display Name'), 'Renamed')
    await save(user, dialog)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await puts[0]?.body).not.toHaveProperty('password')
  })

  it('saves a user stored with an empty locale as en_US, and asks nothing of the username it cannot change', async () => {
    const target = mockDb.listUsers({ length: 500, offset: 0 }).result.find((stored) => stored.type === 'local' && stored.username !== 'admin')
    if (!target) throw new Error('the seed has no local user but admin')
    mockServer.use(http.get(`${MOCK_ORIGIN}/api/iam/v1/users/:uuid`, () => HttpResponse.json({ ...mockDb.getUser(target.uuid), locale: '' })))
    const puts = watchRequests('PUT', /\/users\/[^/]+$/)
    const { user } = await renderApp(`/identities/users?modal=update&user=${target.uuid}`)
    const dialog = await findFormDialog('Update Local User')
    expect(username(dialog)).toBeDisabled()
    expect(username(dialog)).not.toBeRequired()
    await user.type(input(dialog, 'Display Name'), ' Jr')
    await save(user, dialog)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await puts[0]?.body).toMatchObject({ locale: 'en_US' })
  })

  it('takes the e-mail the service stores, as it is, however strict its own check; a new one is checked', async () => {
    const target = mockDb.listUsers({ length: 500, offset: 0 }).result.find((stored) => stored.type === 'local' && stored.username !== 'admin')
    if (!target) throw new Error('the seed has no local user but admin')
    const stored = mockDb.getUser(target.uuid)
    mockServer.use(
      http.get(`${MOCK_ORIGIN}/api/iam/v1/users/:uuid`, () =>
        HttpResponse.json({ ...stored, additional_attributes: { ...stored.additional_attributes, email_address: 'jörg.müller@example.de' } }),
      ),
    )
    const puts = watchRequests('PUT', /\/users\/[^/]+$/)
    const { user } = await renderApp(`/identities/users?modal=update&user=${target.uuid}`)
    const dialog = await findFormDialog('Update Local User')
    await paste(user, input(dialog, 'Email'), 'jörg@müller')
    await save(user, dialog)
    await waitFor(() => expect(input(dialog, 'Email')).toHaveAccessibleDescription('Enter a valid email address'))
    expect(puts).toHaveLength(0)

    await paste(user, input(dialog, 'Email'), 'jörg.müller@example.de')
    await user.type(input(dialog, 'Display Name'), ' Jr')
    await save(user, dialog)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await puts[0]?.body).toMatchObject({ additional_attributes: { email_address: 'jörg.müller@example.de' } })
  })

  it('takes a display name the service stores longer than its own limit, as it is; a new one is held to the limit', async () => {
    const target = mockDb.listUsers({ length: 500, offset: 0 }).result.find((stored) => stored.type === 'local' && stored.username !== 'admin')
    if (!target) throw new Error('the seed has no local user but admin')
    const stored = mockDb.getUser(target.uuid)
    const long = 'Ana '.repeat(75).trim()
    mockServer.use(http.get(`${MOCK_ORIGIN}/api/iam/v1/users/:uuid`, () => HttpResponse.json({ ...stored, display_name: long })))
    const puts = watchRequests('PUT', /\/users\/[^/]+$/)
    const { user } = await renderApp(`/identities/users?modal=update&user=${target.uuid}`)
    const dialog = await findFormDialog('Update Local User')
    expect(input(dialog, 'Display Name')).toHaveValue(long)
    await paste(user, input(dialog, 'Display Name'), `${long}!`)
    await save(user, dialog)
    await waitFor(() => expect(input(dialog, 'Display Name')).toHaveAccessibleDescription(/255/))
    expect(puts).toHaveLength(0)

    await paste(user, input(dialog, 'Display Name'), long)
    await paste(user, input(dialog, 'Email'), 'ana@example.com')
    await save(user, dialog)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await puts[0]?.body).toMatchObject({ display_name: long, additional_attributes: { email_address: 'ana@example.com' } })
  })

  it('is done when the service confirms with no body (204): the change needs no more', async () => {
    const target = mockDb.listUsers({ length: 500, offset: 0 }).result.find((stored) => stored.type === 'local' && stored.username !== 'admin')
    if (!target) throw new Error('the seed has no local user but admin')
    mockServer.use(http.put(`${MOCK_ORIGIN}/api/iam/v1/users/:uuid`, () => new HttpResponse(null, { status: 204 })))
    const { user } = await renderApp(`/identities/users?modal=update&user=${target.uuid}`)
    const dialog = await findFormDialog('Update Local User')
    await user.type(input(dialog, 'Display Name'), ' Jr')
    await save(user, dialog)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByText('Successfully updated the user.')).toBeVisible()
  })

  it('shows a 409 in its alert: an update does not rename, so it is no taken username', async () => {
    mockFaults.set('UPDATE_USER', { status: 409, times: 1 })
    const [first] = mockDb.listUsers({ length: 1, offset: 0 }).result
    const { user } = await renderApp(`/identities/users?modal=update&user=${first?.uuid ?? ''}`)
    const dialog = await findFormDialog('Update Local User')
    await save(user, dialog)
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Failed to update the user\./)
    expect(username(dialog)).toHaveAccessibleDescription('')
  })
})

describe('an Update Local User link that names no local user', { timeout: 30_000 }, () => {
  it('refuses a user of a directory or an identity provider: only local users are updated here', async () => {
    const ldap = mockDb.listUsers({ length: 500, offset: 0 }).result.find((candidate) => candidate.type === 'ldap')
    if (!ldap) throw new Error('no ldap user in the seed')
    const puts = watchRequests('PUT', /\/users\//)
    const { user, router } = await renderApp(`/identities/users?modal=update&user=${ldap.uuid}`)
    const dialog = await screen.findByRole('dialog', { name: 'Update Local User' })
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Select exactly one local user to update.')
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(router.state.location.search).not.toHaveProperty('modal')
    expect(puts).toHaveLength(0)
  })

  it.each([['an unknown user', '&user=no-such-user'], ['no user at all', '']])('says the user could not be loaded for %s', async (_, user) => {
    const { router } = await renderApp(`/identities/users?modal=update${user}`)
    const dialog = await screen.findByRole('dialog', { name: 'Update Local User' })
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^The user could not be loaded\./)
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull()
    expect(router.state.location.search).toMatchObject({ modal: 'update' })
  })
})
