import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockDb } from '../../../../mocks/node'
import { renderApp } from '../../render-app'
import { holdReads } from '../../hold-calls'

/*
 * An update modal opens at once and fills in: its title and Cancel show while its item is read,
 * then the form shows in the same dialog (docs/product/lists-and-dialogs.md 'Modals').
 */

const everything = { length: 1000, offset: 0 }

function localUser() {
  const found = mockDb.listUsers(everything).result.find((candidate) => candidate.type === 'local' && candidate.username !== 'admin')
  if (!found) throw new Error('no local user in the seed')
  return found
}

const MODALS = [
  {
    what: 'a user',
    title: 'Update Local User',
    read: '/users/:uuid',
    open: () => {
      const user = localUser()
      return { path: `/identities/users?modal=update&user=${user.uuid}`, field: 'Display Name', value: user.display_name }
    },
  },
  {
    what: 'a SAML provider',
    title: 'Configure a New Provider',
    read: '/saml_identity_providers/:idp_id',
    open: () => {
      const [provider] = mockDb.listSamlProviders(everything).result
      if (!provider) throw new Error('no SAML provider in the seed')
      return { path: `/settings/authentication?modal=updateSaml&id=${provider.uuid}`, field: /^Name of the Identity Provider Configuration/, value: provider.saml_idp_name }
    },
  },
  {
    what: 'a directory',
    title: 'Update Directory',
    read: '/directory_services/:dir_id',
    open: () => {
      const [directory] = mockDb.listDirectories(everything).result
      if (!directory) throw new Error('no directory in the seed')
      return { path: `/settings/authentication?modal=updateDirectory&id=${directory.metadata.uuid}`, field: /^Name/, value: directory.spec.name }
    },
  },
] as const

describe.each(MODALS)('updating $what', ({ title, read, open }) => {
  it('opens at once on its title and Cancel, says it is loading, then shows the form in the same dialog', async () => {
    const release = holdReads(read)
    const { path, field, value } = open()
    await renderApp(path)
    const dialog = await screen.findByRole('dialog', { name: title })
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled()
    expect(within(dialog).queryByRole('textbox')).toBeNull()
    // Said once the read has taken a while, so a quick one shows the form with no flash.
    const loading = within(within(dialog).getByRole('status')).getByText('Loading...')
    expect(loading).not.toBeVisible()
    await waitFor(() => expect(loading).toBeVisible())

    release()
    expect(await within(dialog).findByRole('textbox', { name: field })).toHaveValue(value)
    expect(screen.getByRole('dialog', { name: title })).toBe(dialog)
    expect(within(dialog).queryByRole('status')).toBeNull()
  })

  it('closes on Cancel while it loads, and stays closed when the read answers', async () => {
    const release = holdReads(read)
    const { path } = open()
    const { user, router } = await renderApp(path)
    const dialog = await screen.findByRole('dialog', { name: title })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(router.state.location.search).not.toHaveProperty('modal')
    release()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('the focus while an update modal loads', () => {
  it('moves into the dialog at once, stays there when the form shows, and goes back to Update on Escape', async () => {
    const release = holdReads('/users/:uuid')
    const target = localUser()
    const { user } = await renderApp(`/identities/users?filter=${encodeURIComponent(target.username)}`)
    await user.click(await screen.findByRole('checkbox', { name: `Select ${target.username}` }))
    const update = screen.getByRole('button', { name: 'Update' })
    await user.click(update)
    const dialog = await screen.findByRole('dialog', { name: 'Update Local User' })
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))

    release()
    await within(dialog).findByRole('textbox', { name: 'Display Name' })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(update).toHaveFocus()
  })
})
