import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { MOCK_ORIGIN, mockDb, mockServer } from '../../../../mocks/node'
import { STORAGE_KEYS } from '../../../../src/core/auth/storage-keys'
import { renderApp } from '../../render-app'
import { fillSettingsListsPastOnePage } from '../settings/second-pages'
import { watchRequests } from '../../watch-requests'
import { holdReads } from '../../hold-calls'

/*
 * What every list does the one way, through the list kit (src/console/ui/list/): how it shows a
 * view that is loading, and the rows per page it remembers (docs/product/lists-and-dialogs.md).
 */

const API = `${MOCK_ORIGIN}/api/iam/v1`
const all = { length: 1000, offset: 0 }

const LISTS = [
  {
    name: 'users',
    /** The title, counting the list; undefined where the title says no count. */
    countedTitle: 'Viewing {count} of all users',
    path: '/identities/users',
    table: 'Users',
    section: () => screen.getByRole('region', { name: /^Viewing \d+ of all users$/ }),
    firstRow: 'admin',
    endpoint: '/users',
    sizeParam: 'size',
    key: STORAGE_KEYS.usersPageSize,
    /** Pagers above and below the table. */
    pagers: 2,
    total: () => mockDb.listUsers(all).total_matches,
  },
  {
    name: 'service accounts',
    countedTitle: 'Viewing {count} of all service accounts',
    path: '/identities/serviceusers',
    table: 'Service accounts',
    section: () => screen.getByRole('region', { name: /^Viewing \d+ of all service accounts$/ }),
    firstRow: 'backup-agent',
    endpoint: '/service_accounts',
    sizeParam: 'size',
    key: STORAGE_KEYS.serviceAccountsPageSize,
    pagers: 2,
    total: () => mockDb.listServiceAccounts(all).total_matches,
  },
  {
    name: 'SAML providers',
    countedTitle: undefined,
    path: '/settings/authentication',
    table: 'SAML Identity Providers',
    section: () => screen.getByRole('region', { name: 'SAML Identity Providers' }),
    firstRow: 'Corporate ADFS',
    endpoint: '/saml_identity_providers',
    sizeParam: 'samlSize',
    key: STORAGE_KEYS.samlProvidersPageSize,
    /** One of the settings page's two lists: one pager, below the table. */
    pagers: 1,
    total: () => mockDb.listSamlProviders(all).total_matches,
  },
  {
    name: 'directories',
    countedTitle: undefined,
    path: '/settings/authentication',
    table: 'Directory Providers',
    section: () => screen.getByRole('region', { name: 'Directory Providers' }),
    firstRow: 'Corporate AD',
    endpoint: '/directory_services',
    sizeParam: 'dirSize',
    key: STORAGE_KEYS.directoriesPageSize,
    pagers: 1,
    total: () => mockDb.listDirectories(all).total_matches,
  },
] as const

type List = (typeof LISTS)[number]

const tableOf = (list: List) => within(list.section()).getByRole('table', { name: list.table })

async function rowsShown(list: List): Promise<void> {
  // The users' and service accounts' sections are named by a title that counts from the first reply.
  const table = await waitFor(() => tableOf(list), { timeout: 5000 })
  await within(table).findByRole('checkbox', { name: `Select ${list.firstRow}` }, { timeout: 5000 })
}

/** Holds the list's reads of `length` rows until released. */
const holdPagesOf = (list: List, length: number) => holdReads(list.endpoint, (url) => url.searchParams.get('length') === String(length))

async function chooseRowsPerPage(list: List, user: Awaited<ReturnType<typeof renderApp>>['user'], size: number): Promise<void> {
  const [select] = within(list.section()).getAllByRole('combobox', { name: 'Rows per page' })
  if (!select) throw new Error('no rows-per-page select')
  await user.click(select)
  await user.click(await screen.findByRole('option', { name: String(size) }))
}

const bodyRows = (list: List) => within(tableOf(list)).getAllByRole('row').length - 1

describe('a list before its first reply', { timeout: 30_000 }, () => {
  it.each(LISTS)('$name: its pagers and title say the count is not known yet, never 0, until the reply counts it', async (list) => {
    const release = holdPagesOf(list, 5)
    await renderApp(list.path)
    const counted = list.countedTitle
    const section = counted ? await screen.findByRole('region', { name: counted.replace('{count}', '…') }) : list.section()
    const table = within(section).getByRole('table', { name: list.table })
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'))
    if (counted) expect(within(section).getByRole('heading')).toHaveTextContent(counted.replace('{count}', '…'))
    expect(within(section).getAllByText('…', { exact: true })).toHaveLength(list.pagers)
    expect(within(section).queryByText(/\b0\b/)).toBeNull()

    release()
    await rowsShown(list)
    const total = list.total()
    if (counted) expect(within(list.section()).getByRole('heading')).toHaveTextContent(counted.replace('{count}', String(total)))
    expect(within(list.section()).getAllByText(`1–${String(Math.min(5, total))} of ${String(total)}`)).toHaveLength(list.pagers)
    expect(within(list.section()).queryByText('…', { exact: true })).toBeNull()
  })
})

describe('a list loading another view', { timeout: 30_000 }, () => {
  it.each(LISTS)('$name: shows it is busy, with no rows of the view before while the pager reads the view asked for', async (list) => {
    const release = holdPagesOf(list, 10)
    const { user } = await renderApp(list.path)
    await rowsShown(list)
    expect(tableOf(list)).toHaveAttribute('aria-busy', 'false')
    expect(within(list.section()).queryByRole('progressbar')).toBeNull()

    await chooseRowsPerPage(list, user, 10)
    await waitFor(() => expect(tableOf(list)).toHaveAttribute('aria-busy', 'true'))
    expect(within(list.section()).getByRole('progressbar', { name: 'Loading...' })).toBeVisible()
    expect(within(tableOf(list)).queryByRole('checkbox', { name: `Select ${list.firstRow}` })).toBeNull()
    expect(within(tableOf(list)).getByRole('status')).toHaveTextContent('Loading...')
    const total = list.total()
    expect(within(list.section()).getAllByText(`1–${String(Math.min(10, total))} of ${String(total)}`)).toHaveLength(list.pagers)

    release()
    await rowsShown(list)
    await waitFor(() => expect(tableOf(list)).toHaveAttribute('aria-busy', 'false'))
    expect(within(list.section()).queryByRole('progressbar')).toBeNull()
    expect(bodyRows(list)).toBe(Math.min(10, total))
  })
})

describe('paging while the next page loads', { timeout: 30_000 }, () => {
  it('never shows 6–10 over rows 1–5, and a second press pages on from the page asked for', async () => {
    const [users] = LISTS
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    mockServer.use(
      http.get(`${API}/users`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('offset') === '5') await gate
      }),
    )
    const reads = watchRequests('GET', /\/users$/)
    const { user, router } = await renderApp(users.path)
    await rowsShown(users)
    const total = String(users.total())
    const pageOne = mockDb.listUsers({ length: 5, offset: 0 }).result.map((row) => `Select ${row.username}`)
    const pageThree = mockDb.listUsers({ length: 5, offset: 10 }).result.map((row) => `Select ${row.username}`)
    const next = () => within(users.section()).getAllByRole('button', { name: 'Go to next page' })[0] ?? document.body

    await user.click(next())
    await waitFor(() => expect(tableOf(users)).toHaveAttribute('aria-busy', 'true'))
    for (const name of pageOne) expect(within(tableOf(users)).queryByRole('checkbox', { name })).toBeNull()
    expect(within(users.section()).getAllByText(`6–10 of ${total}`)).toHaveLength(2)
    expect(within(users.section()).queryByText(`1–5 of ${total}`)).toBeNull()

    await user.click(next())
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 3 }))
    for (const name of pageThree) expect(await within(tableOf(users)).findByRole('checkbox', { name })).toBeInTheDocument()
    expect(within(users.section()).getAllByText(`11–15 of ${total}`)).toHaveLength(2)
    release()
    expect(reads.map((read) => read.url.searchParams.get('offset'))).toEqual(['0', '5', '10'])
  })

  it('a second press before the first has loaded leaves the entry the first one added as it was', async () => {
    const [users] = LISTS
    const { router } = await renderApp(users.path)
    await rowsShown(users)
    const next = () => within(users.section()).getAllByRole('button', { name: 'Go to next page' })[0] ?? document.body
    // Both in one task, as a fast double press can come: the first page's load has not finished.
    fireEvent.click(next())
    fireEvent.click(next())
    await waitFor(() => expect(router.state.resolvedLocation?.search).toMatchObject({ page: 2 }))
    // One step back is still the first press's page 2, not the list's first page written over it.
    router.history.back()
    await waitFor(() => expect(router.state.resolvedLocation?.href).toBe(router.latestLocation.href))
    expect(router.state.resolvedLocation?.search).toMatchObject({ page: 2 })
  })
})

describe('the selection', { timeout: 30_000 }, () => {
  it.each(LISTS)('$name: a page left and come back to shows nothing checked, as a page never seen would', async (list) => {
    await fillSettingsListsPastOnePage()
    const { user } = await renderApp(list.path)
    await rowsShown(list)
    const box = () => within(tableOf(list)).getByRole('checkbox', { name: `Select ${list.firstRow}` })
    await user.click(box())
    expect(box()).toBeChecked()
    const pager = (name: string) => within(list.section()).getAllByRole('button', { name })[0] ?? document.body
    await user.click(pager('Go to next page'))
    await waitFor(() => expect(within(list.section()).getAllByText(/^6–/).length).toBeGreaterThan(0))
    await user.click(pager('Go to previous page'))
    await rowsShown(list)
    expect(box()).not.toBeChecked()
    expect(within(tableOf(list)).getByRole('checkbox', { name: 'Select all rows' })).not.toBeChecked()
  })
})

describe('the rows per page a list remembers', { timeout: 30_000 }, () => {
  it.each(LISTS)('$name: kept under its own key, used by the next visit without a size in one read, beaten by a size in the address', async (list) => {
    const { user, router } = await renderApp(list.path)
    await rowsShown(list)
    await chooseRowsPerPage(list, user, 25)
    await waitFor(() => expect(within(list.section()).getAllByRole('combobox', { name: 'Rows per page' })[0]).toHaveTextContent('25'))
    await rowsShown(list)
    await waitFor(() => expect(bodyRows(list)).toBe(Math.min(25, list.total())))
    expect(localStorage.getItem(list.key)).toBe('25')
    for (const other of LISTS) if (other.key !== list.key) expect(localStorage.getItem(other.key)).toBeNull()
    // The remembered size is the list's default now: the address stays plain.
    expect(router.state.location.search).not.toHaveProperty(list.sizeParam)

    const reads = watchRequests('GET', new RegExp(`${list.endpoint}$`))
    await renderApp(list.path)
    await rowsShown(list)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(reads.map((read) => read.url.search)).toEqual(['?length=25&offset=0'])
    expect(within(list.section()).getAllByRole('combobox', { name: 'Rows per page' })[0]).toHaveTextContent('25')

    const linked = await renderApp(`${list.path}?${list.sizeParam}=5`)
    await rowsShown(list)
    expect(reads.at(-1)?.url.search).toBe('?length=5&offset=0')
    expect(linked.router.state.location.search).toMatchObject({ [list.sizeParam]: 5 })
    if (list.total() > 5) {
      // Paging on keeps the address's size: 5 is not this list's default any more.
      const [next] = within(list.section()).getAllByRole('button', { name: 'Go to next page' })
      if (!next) throw new Error('no pagination')
      await linked.user.click(next)
      await waitFor(() => expect(reads.at(-1)?.url.search).toBe('?length=5&offset=5'))
      expect(linked.router.state.location.search).toMatchObject({ [list.sizeParam]: 5 })
    }
    // Visiting a link chooses nothing: the remembered size stays.
    expect(localStorage.getItem(list.key)).toBe('25')
  })

  it.each(LISTS)('$name: Back after a new rows per page shows the page before at the size it showed', async (list) => {
    localStorage.setItem(list.key, '5')
    await fillSettingsListsPastOnePage()
    const { user, router } = await renderApp(list.path)
    await rowsShown(list)
    expect(list.total()).toBeGreaterThan(5)
    const [next] = within(list.section()).getAllByRole('button', { name: 'Go to next page' })
    if (!next) throw new Error('no pagination')
    await user.click(next)
    await waitFor(() => expect(within(list.section()).getAllByText(/^6–/).length).toBeGreaterThan(0))
    await chooseRowsPerPage(list, user, 10)
    await waitFor(() => expect(within(list.section()).getAllByRole('combobox', { name: 'Rows per page' })[0]).toHaveTextContent('10'))
    expect(localStorage.getItem(list.key)).toBe('10')

    router.history.back()
    // Page 2 of 5 rows again, as it was: from row 6, not from row 11 as the size chosen since would.
    await waitFor(() => expect(within(list.section()).getAllByRole('combobox', { name: 'Rows per page' })[0]).toHaveTextContent('5'))
    await waitFor(() => expect(within(list.section()).getAllByText(/^6–/).length).toBeGreaterThan(0))
    expect(router.state.location.search).toMatchObject({ [list.sizeParam]: 5 })

    router.history.forward()
    await waitFor(() => expect(within(list.section()).getAllByRole('combobox', { name: 'Rows per page' })[0]).toHaveTextContent('10'))
    await waitFor(() => expect(within(list.section()).getAllByText(/^1–/).length).toBeGreaterThan(0))
    // The size chosen is the list's default now: the address stays plain.
    expect(router.state.location.search).not.toHaveProperty(list.sizeParam)
  })

  it('falls back to 5 rows when what storage holds is not an offered size', async () => {
    localStorage.setItem(STORAGE_KEYS.usersPageSize, '1e9')
    const [users] = LISTS
    const reads = watchRequests('GET', /\/users$/)
    await renderApp(users.path)
    await rowsShown(users)
    expect(reads.map((read) => read.url.search)).toEqual(['?length=5&offset=0'])
    expect(bodyRows(users)).toBe(5)
  })
})
