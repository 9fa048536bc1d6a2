import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockDb, mockFaults } from '../../../../../mocks/node'
import { renderApp } from '../../../render-app'
import { SETTINGS, addActiveDirectory, listButton, listShown, region, seeded, shownNames, table } from './helpers'
import { watchRequests } from '../../../watch-requests'

// The whole console renders per test: more than the default 5 s when CPUs are shared.
describe('Directory Providers list', { timeout: 15_000 }, () => {
  it('shows name, domain, URL and type of each directory under an h2, and pages with offset = (page − 1) × size', async () => {
    const calls = watchRequests('GET', /\/directory_services$/)
    await renderApp(SETTINGS)
    await listShown()
    expect(within(region()).getByRole('heading', { level: 2, name: 'Directory Providers' })).toBeVisible()
    expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['', 'Name', 'Domain', 'URL', 'Type'])
    const cellsOf = (name: string) =>
      Array.from(within(table()).getByRole('checkbox', { name: `Select ${name}` }).closest('tr')?.cells ?? [], (cell) => cell.textContent)
    expect(cellsOf('EMEA AD').slice(1)).toEqual(['EMEA AD', 'emea.example.com', 'ldaps://dc02.emea.example.com:636', 'Active Directory'])
    expect(cellsOf('Engineering OpenLDAP').at(-1)).toBe('Open LDAP')
    expect(shownNames()).toEqual(['Corporate AD', 'EMEA AD', 'Engineering OpenLDAP'])
    expect(calls.at(-1)?.url.search).toBe('?length=5&offset=0')

    // Page 2 of 10 is past the three directories: the read it sends is answered, and the list
    // then moves to its last page, which may already have happened when this looks.
    await renderApp(`${SETTINGS}?dirPage=2&dirSize=10`)
    await waitFor(() => expect(calls.map((call) => call.url.search)).toContain('?length=10&offset=10'))
  })

  it('pushes the page and page size to the address', async () => {
    for (let index = 0; index < 4; index++) {
      await addActiveDirectory(`Extra ${String(index)}`, `extra${String(index)}.example.com`, `ldap://dc.extra${String(index)}.example.com`)
    }
    const { user, router } = await renderApp(SETTINGS)
    await listShown()
    const [next] = within(region()).getAllByRole('button', { name: 'Go to next page' })
    if (!next) throw new Error('no pagination')
    await user.click(next)
    await waitFor(() => expect(router.state.location.search).toMatchObject({ dirPage: 2 }))
    expect(await within(table()).findByRole('checkbox', { name: 'Select Extra 3' })).toBeInTheDocument()
    expect(shownNames()).toEqual(['Extra 2', 'Extra 3'])
    router.history.back()
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('dirPage'))
  })

  it('enables Delete for one or more checked rows and Update for exactly one, saying why otherwise', async () => {
    const { user } = await renderApp(SETTINGS)
    await listShown()
    expect(listButton('Add Directory Provider')).toBeEnabled()
    expect(listButton('Delete')).toBeDisabled()
    expect(listButton('Delete')).toHaveAccessibleDescription('Select a directory provider to delete it.')
    expect(listButton('Update')).toBeDisabled()
    expect(listButton('Update')).toHaveAccessibleDescription('Select exactly one directory provider to update it.')

    await user.click(within(table()).getByRole('checkbox', { name: 'Select EMEA AD' }))
    expect(listButton('Delete')).toBeEnabled()
    expect(listButton('Update')).toBeEnabled()

    await user.click(within(table()).getByRole('checkbox', { name: 'Select Corporate AD' }))
    expect(listButton('Delete')).toBeEnabled()
    expect(listButton('Update')).toBeDisabled()

    await user.click(within(table()).getByRole('checkbox', { name: 'Select all rows' }))
    expect(listButton('Delete')).toBeEnabled()
    expect(listButton('Update')).toBeDisabled()
  })

  it('deletes only the first checked row in table order, after a confirmation that names it, and clears the selection', async () => {
    const corporate = seeded('Corporate AD')
    const calls = watchRequests('DELETE', /\/directory_services\//)
    const { user } = await renderApp(SETTINGS)
    await listShown()
    // Checked bottom-up: the first selected row is still the one shown first.
    await user.click(within(table()).getByRole('checkbox', { name: 'Select Engineering OpenLDAP' }))
    await user.click(within(table()).getByRole('checkbox', { name: 'Select Corporate AD' }))
    await user.click(listButton('Delete'))

    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Directory Provider' })
    expect(confirm).toHaveTextContent('Only the first selected directory provider is deleted: Corporate AD.')
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))

    expect(await screen.findByText('Successfully deleted the directory.')).toBeVisible()
    await waitFor(() => expect(shownNames()).toEqual(['EMEA AD', 'Engineering OpenLDAP']))
    expect(calls.map((call) => call.url.pathname)).toEqual([`/api/iam/v1/directory_services/${corporate.metadata.uuid}`])
    expect(mockDb.listDirectories({ length: 10, offset: 0 }).total_matches).toBe(2)
    expect(within(table()).getByRole('checkbox', { name: 'Select Engineering OpenLDAP' })).not.toBeChecked()
    expect(listButton('Delete')).toBeDisabled()
  })

  it('clears the selection after a delete the service refuses, as after one it does', async () => {
    mockFaults.set('DELETE_DIRECTORY_SERVICE', { status: 500, times: 1 })
    const { user } = await renderApp(SETTINGS)
    await listShown()
    await user.click(within(table()).getByRole('checkbox', { name: 'Select EMEA AD' }))
    await user.click(listButton('Delete'))
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Directory Provider' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText(/^Failed to delete the directory\./)).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(shownNames()).toContain('EMEA AD'))
    await waitFor(() => expect(within(table()).getByRole('checkbox', { name: 'Select EMEA AD' })).not.toBeChecked())
    expect(listButton('Delete')).toBeDisabled()
  })

  it('names the one checked directory, and does nothing when the confirmation is cancelled', async () => {
    const calls = watchRequests('DELETE', /\/directory_services\//)
    const { user } = await renderApp(SETTINGS)
    await listShown()
    await user.click(within(table()).getByRole('checkbox', { name: 'Select EMEA AD' }))
    await user.click(listButton('Delete'))
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Directory Provider' })
    expect(confirm).toHaveTextContent('Delete the directory provider EMEA AD? This cannot be undone.')
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(calls).toHaveLength(0)
    expect(shownNames()).toContain('EMEA AD')
    expect(within(table()).getByRole('checkbox', { name: 'Select EMEA AD' })).toBeChecked()
  })
})

describe('sorting the Directory Providers list', { timeout: 15_000 }, () => {
  // A fourth directory whose name, domain and URL each sort to a different place.
  const addAardvark = () => addActiveDirectory('Aardvark', 'zeta.example.com', 'ldaps://m.example.com')

  const expected = {
    Name: ['Aardvark', 'Corporate AD', 'EMEA AD', 'Engineering OpenLDAP'],
    Domain: ['Corporate AD', 'EMEA AD', 'Engineering OpenLDAP', 'Aardvark'],
    URL: ['Corporate AD', 'Engineering OpenLDAP', 'EMEA AD', 'Aardvark'],
  } as const
  const urlKey = { Name: 'name', Domain: 'domain', URL: 'url' } as const

  it.each(['Name', 'Domain', 'URL'] as const)('sorts by %s both ways with aria-sort, keeping it in the address', async (column) => {
    await addAardvark()
    const { user, router } = await renderApp(SETTINGS)
    await listShown()
    const header = () => within(table()).getByRole('columnheader', { name: column })
    expect(header()).not.toHaveAttribute('aria-sort')

    await user.click(within(header()).getByRole('button', { name: column }))
    await waitFor(() => expect(shownNames()).toEqual(expected[column]))
    expect(header()).toHaveAttribute('aria-sort', 'ascending')
    expect(router.state.location.search).toMatchObject({ dirSort: urlKey[column] })
    expect(router.state.location.href).not.toContain('dirOrder')

    await user.click(within(header()).getByRole('button', { name: column }))
    await waitFor(() => expect(shownNames()).toEqual([...expected[column]].reverse()))
    expect(header()).toHaveAttribute('aria-sort', 'descending')
    expect(router.state.location.search).toMatchObject({ dirSort: urlKey[column], dirOrder: 'desc' })
    for (const other of ['Name', 'Domain', 'URL', 'Type'].filter((name) => name !== column)) {
      expect(within(table()).getByRole('columnheader', { name: other })).not.toHaveAttribute('aria-sort')
    }
  })

  it('sorts by Type, Active Directory first, keeping the service’s order within a type', async () => {
    await addAardvark()
    const { user, router } = await renderApp(SETTINGS)
    await listShown()
    const header = () => within(table()).getByRole('columnheader', { name: 'Type' })
    await user.click(within(header()).getByRole('button', { name: 'Type' }))
    await waitFor(() => expect(shownNames()).toEqual(['Corporate AD', 'EMEA AD', 'Aardvark', 'Engineering OpenLDAP']))
    expect(header()).toHaveAttribute('aria-sort', 'ascending')
    expect(router.state.location.search).toMatchObject({ dirSort: 'type' })

    await user.click(within(header()).getByRole('button', { name: 'Type' }))
    await waitFor(() => expect(shownNames()).toEqual(['Engineering OpenLDAP', 'Corporate AD', 'EMEA AD', 'Aardvark']))
    expect(header()).toHaveAttribute('aria-sort', 'descending')
  })

  it('restores the sort from the address', async () => {
    await addAardvark()
    await renderApp(`${SETTINGS}?dirSort=url&dirOrder=desc`)
    await listShown('Aardvark')
    expect(shownNames()).toEqual([...expected.URL].reverse())
    expect(within(table()).getByRole('columnheader', { name: 'URL' })).toHaveAttribute('aria-sort', 'descending')
  })

  it('sorts the rows of the page shown only, as the service takes no sort', async () => {
    await addAardvark()
    await addActiveDirectory('Zulu', 'zulu.example.com')
    await addActiveDirectory('Bravo', 'bravo.example.com')
    await renderApp(`${SETTINGS}?dirSort=name`)
    await listShown('Aardvark')
    // Bravo is sixth in the service's order, so it is on page 2 however page 1 is sorted.
    expect(shownNames()).toEqual(['Aardvark', 'Corporate AD', 'EMEA AD', 'Engineering OpenLDAP', 'Zulu'])
  })
})
