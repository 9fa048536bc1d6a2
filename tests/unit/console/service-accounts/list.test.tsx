import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockDb, mockFaults, mockServer } from '../../../../mocks/node'
import { STORAGE_KEYS } from '../../../../src/core/auth/storage-keys'
import { renderApp } from '../../render-app'
import { account, accountNames, API, APP_TEST_TIMEOUT_MS, button, dataRows, LIST_PATH, listTable, rowCheckbox } from './support'
import { watchRequests } from '../../watch-requests'

const heading = () => screen.getByRole('heading', { level: 1 })

async function renderList(search = '') {
  const app = await renderApp(`${LIST_PATH}${search}`)
  await screen.findByRole('table', { name: 'Service accounts' })
  await waitFor(() => expect(within(listTable()).queryByRole('status')).toBeNull())
  return app
}

describe('service accounts list', { timeout: APP_TEST_TIMEOUT_MS }, () => {
  it('shows the total, the first page of 5 and the four columns', async () => {
    await renderList()
    expect(heading()).toHaveTextContent('Viewing 6 of all service accounts')
    const table = listTable()
    expect(dataRows(table)).toHaveLength(5)
    // Exactly the product's column names: 'Created On' names no time zone.
    for (const name of ['Name', 'Email', 'Description', 'Created On']) {
      expect(within(table).getByRole('columnheader', { name })).toBeVisible()
    }

    const backup = account('backup-agent')
    const row = rowCheckbox('backup-agent').closest('tr')
    if (!row) throw new Error('no row')
    expect(row).toHaveTextContent(backup.email_address ?? '?')
    expect(row).toHaveTextContent(backup.description ?? '?')
    const created = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
      Date.parse(backup.created_time ?? ''),
    )
    expect(within(row).getByText(created).closest('time')).toHaveAttribute('datetime', backup.created_time)
  })

  it('explains every disabled action, and enables them by the selection rules', async () => {
    const { user } = await renderList()
    expect(button('Create Service Account')).toBeEnabled()
    expect(button('Deactivate')).toBeDisabled()
    expect(button('Deactivate')).toHaveAccessibleDescription(
      'Select service accounts that have certificate keys to deactivate them.',
    )
    expect(button('Delete Service Account')).toBeDisabled()
    expect(button('Delete Service Account')).toHaveAccessibleDescription('Select one or more service accounts to delete them.')
    expect(button('Manage Certificates')).toBeDisabled()
    expect(button('Manage Certificates')).toHaveAccessibleDescription(
      'Select exactly one service account to manage its certificates.',
    )

    // One account without keys: delete and manage, but nothing to deactivate.
    await user.click(rowCheckbox('terraform-provisioner'))
    expect(button('Delete Service Account')).toBeEnabled()
    expect(button('Manage Certificates')).toBeEnabled()
    expect(button('Deactivate')).toBeDisabled()

    // Two, one of them with a key: deactivate and delete, but not manage.
    await user.click(rowCheckbox('backup-agent'))
    expect(button('Deactivate')).toBeEnabled()
    expect(button('Delete Service Account')).toBeEnabled()
    expect(button('Manage Certificates')).toBeDisabled()

    // One with keys.
    await user.click(rowCheckbox('terraform-provisioner'))
    expect(button('Deactivate')).toBeEnabled()
    expect(button('Manage Certificates')).toBeEnabled()

    await user.click(rowCheckbox('backup-agent'))
    for (const name of ['Deactivate', 'Delete Service Account', 'Manage Certificates']) expect(button(name)).toBeDisabled()
  })

  it('asks before deleting, names the accounts, deletes them one after another and refetches', async () => {
    const deletes = watchRequests('DELETE', /\/service_accounts\/[^/]+$/)
    const lists = watchRequests('GET', /\/service_accounts$/)
    const terraform = account('terraform-provisioner')
    const logShipper = account('log-shipper')
    const { user } = await renderList()
    await user.click(rowCheckbox('terraform-provisioner'))
    await user.click(rowCheckbox('log-shipper'))

    await user.click(button('Delete Service Account'))
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete Service Account' })
    expect(dialog).toHaveAccessibleDescription(/terraform-provisioner.+log-shipper/)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(deletes).toHaveLength(0)

    const listsBefore = lists.length
    await user.click(button('Delete Service Account'))
    dialog = await screen.findByRole('alertdialog', { name: 'Delete Service Account' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

    await waitFor(() => expect(heading()).toHaveTextContent('Viewing 4 of all service accounts'))
    expect(deletes.map((request) => request.url.pathname.split('/').at(-1))).toEqual([terraform.uuid, logShipper.uuid])
    expect(lists.length).toBeGreaterThan(listsBefore)
    expect(accountNames()).not.toContain('terraform-provisioner')
    expect(await screen.findByText('Successfully deleted service account.')).toBeVisible()
    // The selection is cleared, so the actions that need one are off again.
    expect(within(listTable()).queryAllByRole('checkbox', { checked: true })).toHaveLength(0)
    expect(button('Delete Service Account')).toBeDisabled()
  })

  it('stops a delete at the first failure, in page order, and shows what was done', async () => {
    const deletes = watchRequests('DELETE', /\/service_accounts\/[^/]+$/)
    const [backup, ci] = [account('backup-agent'), account('ci-pipeline')]
    // The second of three deletes fails; the third must never be sent.
    mockServer.use(
      http.delete(`${API}/service_accounts/${ci.uuid}`, () =>
        HttpResponse.json({ details: 'busy', endpoint: 'DELETE', error_code: 'IAM_ERR_1', severity: 'ERROR' }, { status: 409 }),
      ),
    )
    const { user } = await renderList()
    for (const name of ['log-shipper', 'ci-pipeline', 'backup-agent']) await user.click(rowCheckbox(name))
    await user.click(button('Delete Service Account'))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))

    expect(await screen.findByText(/^Failed to delete service account\./)).toBeVisible()
    await waitFor(() => expect(heading()).toHaveTextContent('Viewing 5 of all service accounts'))
    expect(deletes.map((request) => request.url.pathname.split('/').at(-1))).toEqual([backup.uuid, ci.uuid])
    expect(accountNames()).toEqual(expect.arrayContaining(['ci-pipeline', 'log-shipper']))
    expect(accountNames()).not.toContain('backup-agent')
  })

  it('sends nothing more once the first delete fails', async () => {
    const deletes = watchRequests('DELETE', /\/service_accounts\/[^/]+$/)
    mockFaults.set('DELETE_SERVICE_ACCOUNT', { status: 500, times: 1 })
    const { user } = await renderList()
    await user.click(rowCheckbox('terraform-provisioner'))
    await user.click(rowCheckbox('log-shipper'))
    await user.click(button('Delete Service Account'))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText(/^Failed to delete service account\./)).toBeVisible()
    expect(deletes).toHaveLength(1)
    expect(accountNames()).toHaveLength(6)
  })

  it('deactivates by revoking every key of the selected accounts after saying how many, and whose', async () => {
    const revokes = watchRequests('DELETE', /\/nutanix_acccess_keys\/[^/]+$/)
    const backup = account('backup-agent')
    const ci = account('ci-pipeline')
    const { user } = await renderList()
    await user.click(rowCheckbox('backup-agent'))
    await user.click(rowCheckbox('ci-pipeline'))
    await user.click(rowCheckbox('terraform-provisioner'))
    await user.click(button('Deactivate'))

    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate' })
    // terraform-provisioner has no key to revoke, so the message does not name it.
    expect(dialog).toHaveAccessibleDescription(/^This revokes 3 certificate keys of backup-agent and ci-pipeline\./)
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }))

    await waitFor(() => expect(button('Deactivate')).toBeDisabled())
    const expected = [backup, ci].flatMap((owner) =>
      owner.nutanix_acccess_keys.map((key) => `/api/iam/v1/service_accounts/${owner.uuid}/nutanix_acccess_keys/${key.uuid}`),
    )
    expect(revokes.map((request) => request.url.pathname)).toEqual(expected)
    expect(account('ci-pipeline').nutanix_acccess_keys).toEqual([])
    // The accounts stay, and stay selected.
    expect(rowCheckbox('ci-pipeline')).toBeChecked()
  })

  it('says "1 certificate key" for one, and stops deactivating at the first failure', async () => {
    const revokes = watchRequests('DELETE', /\/nutanix_acccess_keys\/[^/]+$/)
    mockFaults.set('DELETE_ACCESS_KEY', { status: 500, times: 1 })
    const { user } = await renderList()
    await user.click(rowCheckbox('backup-agent'))
    await user.click(button('Deactivate'))
    let dialog = await screen.findByRole('alertdialog', { name: 'Deactivate' })
    expect(dialog).toHaveAccessibleDescription(/^This revokes 1 certificate key of backup-agent\./)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())

    await user.click(rowCheckbox('ci-pipeline'))
    await user.click(button('Deactivate'))
    dialog = await screen.findByRole('alertdialog', { name: 'Deactivate' })
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }))
    expect(await screen.findByText(/^Failed to revoke certificate\. Please try again\./)).toBeVisible()
    expect(revokes).toHaveLength(1)
    expect(account('ci-pipeline').nutanix_acccess_keys).toHaveLength(2)
    expect(account('backup-agent').nutanix_acccess_keys).toHaveLength(1)
  })
})

describe('paging in the address', { timeout: APP_TEST_TIMEOUT_MS }, () => {
  it('opens a deep link at its page and size, and changes both through the address', async () => {
    const lists = watchRequests('GET', /\/service_accounts$/)
    const { user, router } = await renderList('?page=2&size=5')
    expect(lists.at(-1)?.url.search).toBe('?length=5&offset=5')
    expect(dataRows(listTable())).toHaveLength(1)
    expect(rowCheckbox('capacity-planner')).toBeInTheDocument()

    const [rowsPerPage] = screen.getAllByRole('combobox', { name: 'Rows per page' })
    if (!rowsPerPage) throw new Error('no rows-per-page select')
    await user.click(rowsPerPage)
    const options = within(await screen.findByRole('listbox')).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['5', '10', '15', '25', '50'])
    await user.click(await screen.findByRole('option', { name: '10' }))
    // A chosen size is remembered, and so is this list's default from then on: the address leaves it out.
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    await waitFor(() => expect(dataRows(listTable())).toHaveLength(6))
    expect(lists.at(-1)?.url.search).toBe('?length=10&offset=0')
    expect(localStorage.getItem(STORAGE_KEYS.serviceAccountsPageSize)).toBe('10')
  })

  it('falls back to page 1 of 5 for values that do not fit', async () => {
    const lists = watchRequests('GET', /\/service_accounts$/)
    const { router } = await renderList(`?page=0&size=7&modal=nope&account=${'x'.repeat(101)}`)
    expect(router.state.location.search).toEqual({})
    expect(lists.at(-1)?.url.search).toBe('?length=5&offset=0')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('takes the rows of the page before away while the next one loads, so the pager’s range is never theirs', async () => {
    const { user } = await renderList()
    const total = mockDb.listServiceAccounts({ length: 1000, offset: 0 }).total_matches
    mockFaults.set('GET_SERVICE_ACCOUNTS', { delayMs: 1500, times: 1 })
    const [next] = screen.getAllByRole('button', { name: 'Go to next page' })
    if (!next) throw new Error('no pagination')
    await user.click(next)
    await waitFor(() => expect(listTable()).toHaveAttribute('aria-busy', 'true'))
    expect(within(listTable()).queryByRole('checkbox', { name: 'Select backup-agent' })).toBeNull()
    expect(within(listTable()).getByRole('status')).toHaveTextContent('Loading...')
    expect(screen.getAllByText(`6–${String(Math.min(10, total))} of ${String(total)}`)).toHaveLength(2)
    await waitFor(() => expect(rowCheckbox('capacity-planner')).toBeInTheDocument(), { timeout: 3000 })
  })

  it('goes to the last page when a delete empties the page shown', async () => {
    const { user, router } = await renderList('?page=2')
    await user.click(rowCheckbox('capacity-planner'))
    await user.click(button('Delete Service Account'))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    await waitFor(() => expect(dataRows(listTable())).toHaveLength(5))
    expect(heading()).toHaveTextContent('Viewing 5 of all service accounts')
  })
})
