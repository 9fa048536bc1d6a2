import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockDb, mockFaults, mockServer, MOCK_ORIGIN } from '../../../../../mocks/node'
import { STORAGE_KEYS } from '../../../../../src/core/auth/storage-keys'
import { renderApp } from '../../../render-app'
import { SAML_TEST_TIMEOUT_MS, provider, samlButton, samlProviders, samlSection, samlTable, waitForRows } from './support'
import { watchRequests } from '../../../watch-requests'

const API = `${MOCK_ORIGIN}/api/iam/v1`

function addUrlProviders(count: number) {
  for (let index = 1; index <= count; index++) {
    mockDb.addSamlProvider({
      saml_idp_name: `Extra ${index}`,
      username_attr: 'uid',
      email_attr: 'mail',
      type: 'url',
      idp_metadata_url: `https://idp${index}.example.com/metadata`,
    })
  }
}

const rowOf = (name: string) => {
  const row = within(samlTable()).getByRole('checkbox', { name: `Select ${name}` }).closest('tr')
  if (!row) throw new Error(`no row for ${name}`)
  return row
}
const select = (name: string) => within(samlTable()).getByRole('checkbox', { name: `Select ${name}` })

describe('the SAML Identity Providers list', { timeout: SAML_TEST_TIMEOUT_MS }, () => {
  it('shows each provider’s name, login URL, username and email attributes, under an h2', async () => {
    addUrlProviders(1)
    await renderApp('/settings/authentication')
    await waitForRows()
    expect(within(samlSection()).getByRole('heading', { level: 2, name: 'SAML Identity Providers' })).toBeVisible()
    const headers = within(samlTable()).getAllByRole('columnheader').map((cell) => cell.textContent)
    expect(headers).toEqual(['', 'Name', 'Login URL', 'Username Attribute', 'Email Attribute'])

    const adfs = provider('Corporate ADFS')
    const cells = within(rowOf('Corporate ADFS')).getAllByRole('cell').map((cell) => cell.textContent)
    expect(cells.slice(1)).toEqual(['Corporate ADFS', adfs.idp_properties?.login_url, 'upn', 'mail'])
    // A URL provider whose metadata the service has not read yet has no login URL to show.
    expect(within(rowOf('Extra 1')).getAllByRole('cell').map((cell) => cell.textContent).slice(1)).toEqual(['Extra 1', '', 'uid', 'mail'])
  })

  it('shows a provider whose read properties have no login URL or certificate, rather than failing the list', async () => {
    const partial = {
      uuid: 'p-partial',
      saml_idp_name: 'Half read',
      username_attr: 'uid',
      email_attr: 'mail',
      groups_attr: null,
      type: 'url',
      idp_metadata_url: 'https://idp.example.com/metadata',
      idp_properties: { idp_url: null, login_url: null, logout_url: null, error_url: null, redirect_url: null, certificate: null, name_id_policy_format: null },
    }
    mockServer.use(http.get(`${API}/saml_identity_providers`, () => HttpResponse.json({ result: [partial], total_matches: 1 })))
    await renderApp('/settings/authentication')
    await waitForRows()
    expect(within(rowOf('Half read')).getAllByRole('cell').map((cell) => cell.textContent).slice(1)).toEqual(['Half read', '', 'uid', 'mail'])
  })

  it('pages with samlPage and samlSize in the address and offset = (page − 1) × size', async () => {
    addUrlProviders(9)
    const calls = watchRequests('GET', /\/saml_identity_providers$/)
    const { user, router } = await renderApp('/settings/authentication?samlPage=2&samlSize=5')
    await waitForRows()
    expect(calls.at(-1)?.url.search).toBe('?length=5&offset=5')
    expect(within(samlTable()).getAllByRole('row')).toHaveLength(6)

    const [next] = within(samlSection()).getAllByRole('button', { name: 'Go to next page' })
    if (!next) throw new Error('no pagination')
    await user.click(next)
    await waitFor(() => expect(router.state.location.search).toMatchObject({ samlPage: 3 }))
    await waitFor(() => expect(calls.at(-1)?.url.search).toBe('?length=5&offset=10'))
    await waitFor(() => expect(within(samlTable()).getAllByRole('row')).toHaveLength(3))

    const [rowsPerPage] = within(samlSection()).getAllByRole('combobox', { name: 'Rows per page' })
    if (!rowsPerPage) throw new Error('no page size')
    await user.click(rowsPerPage)
    await user.click(await screen.findByRole('option', { name: '10' }))
    // Back to page 1, which the address leaves out as the default, and so the size: the list
    // remembers it, and it is the list's default from then on.
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    await waitFor(() => expect(calls.at(-1)?.url.search).toBe('?length=10&offset=0'))
    expect(localStorage.getItem(STORAGE_KEYS.samlProvidersPageSize)).toBe('10')
  })

  it('enables Update for exactly one provider and Delete for one or more', async () => {
    const { user } = await renderApp('/settings/authentication')
    await waitForRows()
    expect(samlButton('Add SAML Provider')).toBeEnabled()
    expect(samlButton('Update')).toBeDisabled()
    expect(samlButton('Delete')).toBeDisabled()
    expect(samlButton('Update')).toHaveAccessibleDescription('Select exactly one SAML identity provider to update it.')

    await user.click(select('Okta'))
    expect(samlButton('Update')).toBeEnabled()
    expect(samlButton('Delete')).toBeEnabled()

    await user.click(select('Azure AD'))
    expect(samlButton('Update')).toBeDisabled()
    expect(samlButton('Delete')).toBeEnabled()

    await user.click(within(samlTable()).getByRole('checkbox', { name: 'Select all rows' }))
    await user.click(within(samlTable()).getByRole('checkbox', { name: 'Select all rows' }))
    expect(samlButton('Delete')).toBeDisabled()
  })

  it('deletes the selected providers one after another once confirmed, then clears the selection', async () => {
    const okta = provider('Okta')
    const azure = provider('Azure AD')
    const deletes = watchRequests('DELETE', /\/saml_identity_providers\//)
    const { user } = await renderApp('/settings/authentication')
    await waitForRows()
    await user.click(select('Okta'))
    await user.click(select('Azure AD'))
    await user.click(samlButton('Delete'))

    const confirm = await screen.findByRole('alertdialog', { name: 'Delete SAML Identity Providers' })
    expect(confirm).toHaveTextContent('Delete Okta and Azure AD?')
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))

    expect(await screen.findByText('Successfully deleted the provider.')).toBeVisible()
    await waitFor(() => expect(within(samlTable()).queryByRole('checkbox', { name: 'Select Okta' })).toBeNull())
    expect(deletes.map((call) => call.url.pathname)).toEqual([
      `/api/iam/v1/saml_identity_providers/${okta.uuid}`,
      `/api/iam/v1/saml_identity_providers/${azure.uuid}`,
    ])
    expect(samlProviders().map((item) => item.saml_idp_name)).toEqual(['Corporate ADFS'])
    expect(within(samlTable()).queryByRole('checkbox', { name: 'Select Azure AD' })).toBeNull()
    expect(select('Corporate ADFS')).not.toBeChecked()
    expect(samlButton('Delete')).toBeDisabled()
  })

  it('deletes nothing when the confirmation is cancelled', async () => {
    const deletes = watchRequests('DELETE', /\/saml_identity_providers\//)
    const { user } = await renderApp('/settings/authentication')
    await waitForRows()
    await user.click(select('Okta'))
    await user.click(samlButton('Delete'))
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete SAML Identity Providers' })
    expect(confirm).toHaveTextContent('Delete Okta?')
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(deletes).toHaveLength(0)
    expect(samlProviders()).toHaveLength(3)
    expect(select('Okta')).toBeChecked()
  })

  it('stops at the first failure: later providers are not sent', async () => {
    mockFaults.set('DELETE_SAML_IDP', { status: 400, body: { error_code: 'IAM_ERR_6', details: 'Refused by the test.' }, times: 1 })
    const deletes = watchRequests('DELETE', /\/saml_identity_providers\//)
    const { user } = await renderApp('/settings/authentication')
    await waitForRows()
    await user.click(select('Okta'))
    await user.click(select('Azure AD'))
    await user.click(samlButton('Delete'))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))

    expect(await screen.findByText(/^Failed to delete the provider\./)).toBeVisible()
    expect(deletes).toHaveLength(1)
    expect(samlProviders()).toHaveLength(3)
  })

  it('keeps what was deleted before a failure and sends nothing after it', async () => {
    const [first, second, third] = samlProviders()
    if (!first || !second || !third) throw new Error('the seed has three SAML providers')
    // The second delete fails; any other falls through to the mock service.
    mockServer.use(
      http.delete(`${API}/saml_identity_providers/:idp_id`, ({ params }) =>
        params.idp_id === second.uuid ? HttpResponse.json({ error_code: 'IAM_ERR_6', details: 'In use.' }, { status: 409 }) : undefined,
      ),
    )
    const deletes = watchRequests('DELETE', /\/saml_identity_providers\//)
    const { user } = await renderApp('/settings/authentication')
    await waitForRows()
    await user.click(within(samlTable()).getByRole('checkbox', { name: 'Select all rows' }))
    await user.click(samlButton('Delete'))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))

    expect(await screen.findByText(/^Failed to delete the provider\./)).toBeVisible()
    expect(deletes.map((call) => call.url.pathname.split('/').at(-1))).toEqual([first.uuid, second.uuid])
    expect(samlProviders().map((item) => item.uuid)).toEqual([second.uuid, third.uuid])
    // The list shows what was done, and the selection is gone.
    await waitFor(() => expect(within(samlTable()).queryByRole('checkbox', { name: `Select ${first.saml_idp_name}` })).toBeNull())
    expect(select(second.saml_idp_name)).not.toBeChecked()
  })
})
