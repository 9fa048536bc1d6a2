import { screen, waitFor, within } from '@testing-library/react'
import type { ToOptions } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { mockFaults } from '../../../mocks/node'
import type { QueryName } from '../../../src/core/api/endpoints'
import { renderApp } from '../render-app'
import { fillSettingsListsPastOnePage } from '../console/settings/second-pages'
import { watchRequests } from '../watch-requests'

/*
 * Every list screen follows one recipe (docs/decisions/027-one-list-recipe.md): its route
 * validates the search and starts the list's reads in its loader, and the screen reads the same
 * query options, so a read is sent once and a failure shows in the list itself.
 */

/** Each list screen: its address, the tables it shows with a row each has, and the reads behind them. */
const LISTS = [
  {
    path: '/identities/users',
    route: { to: '/identities/users' },
    tables: [['Users', 'admin']],
    reads: [['GET_USERS', /\/v1\/users$/], ['GET_CONNECTORS', /\/oidc\/connectors$/]],
  },
  {
    path: '/identities/serviceusers',
    route: { to: '/identities/serviceusers' },
    tables: [['Service accounts', 'backup-agent']],
    reads: [['GET_SERVICE_ACCOUNTS', /\/service_accounts$/]],
  },
  {
    path: '/settings/authentication',
    route: { to: '/settings/$', params: { _splat: 'authentication' } },
    tables: [
      ['SAML Identity Providers', 'Corporate ADFS'],
      ['Directory Providers', 'Corporate AD'],
    ],
    reads: [['GET_SAML_IDENTITY_PROVIDERS', /\/saml_identity_providers$/], ['GET_DIRECTORY_SERVICES', /\/directory_services$/]],
  },
] as const satisfies readonly {
  path: string
  route: ToOptions
  tables: readonly (readonly [table: string, row: string])[]
  reads: readonly (readonly [QueryName, RegExp])[]
}[]

const LIST_READS = LISTS.flatMap(({ reads }) => reads.map(([, pattern]) => pattern))

async function rowsShown(tables: readonly (readonly [string, string])[]): Promise<void> {
  for (const [table, row] of tables) {
    await within(await screen.findByRole('table', { name: table })).findByRole('checkbox', { name: `Select ${row}` })
  }
}

/** Time for a second read to start, were one going to. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('the users list has one route', () => {
  it.each(['/', '/identities', '/identities/groups'])('%s goes to it with its search, and the menu marks Users', async (path) => {
    const { router } = await renderApp(`${path}?size=10&filter=ad`)
    await waitFor(() => expect(router.state.matches.at(-1)?.routeId).toBe('/(console)/_shell/identities/users'))
    expect(router.history.location.pathname).toBe('/ui/iam/identities/users')
    expect(router.state.location.search).toEqual({ size: 10, filter: 'ad' })
    expect(within(screen.getByRole('navigation', { name: 'Console areas' })).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(screen.getByRole('searchbox', { name: 'Filter' })).toHaveValue('ad')
    await rowsShown([['Users', 'admin']])
  })
})

describe('a list route', () => {
  it.each(LISTS)('$path starts its reads before its screen shows, and the screen sends none again', async ({ route, tables, reads }) => {
    const { router } = await renderApp('/roles')
    const seen = reads.map(([, pattern]) => watchRequests('GET', pattern))
    // What a pointer resting on a link does: the route's loader runs, no screen is shown.
    await router.preloadRoute(route)
    for (const calls of seen) await waitFor(() => expect(calls).toHaveLength(1))

    await router.navigate(route)
    await rowsShown(tables)
    await settle()
    for (const calls of seen) expect(calls).toHaveLength(1)
  })

  it('/settings/ldapproviders, a notice without lists, reads no list', async () => {
    const { router } = await renderApp('/roles')
    const seen = LIST_READS.map((pattern) => watchRequests('GET', pattern))
    const notice = { to: '/settings/$', params: { _splat: 'ldapproviders' } } as const
    await router.preloadRoute(notice)
    await router.navigate(notice)
    expect(await screen.findByRole('heading', { level: 1, name: 'This feature is being worked on!' })).toBeVisible()
    await settle()
    expect(seen.flat()).toEqual([])
  })

  /** Each list with a second page: its table, the read behind it, and that page's offset. */
  const SECOND_PAGES = [
    ['Users', /\/v1\/users$/],
    ['Service accounts', /\/service_accounts$/],
    ['SAML Identity Providers', /\/saml_identity_providers$/],
    ['Directory Providers', /\/directory_services$/],
  ] as const

  it.each(SECOND_PAGES)('%s reads its next page when the pointer comes over the button, and the click reads nothing more', async (table, read) => {
    await fillSettingsListsPastOnePage()
    const list = LISTS.find(({ tables }) => tables.some(([name]) => name === table))
    if (!list) throw new Error(`no list shows ${table}`)
    const calls = watchRequests('GET', read)
    const { user } = await renderApp(list.path)
    await rowsShown(list.tables)
    await settle()
    expect(calls.map((call) => call.url.searchParams.get('offset'))).toEqual(['0'])
    const section = screen.getByRole('table', { name: table }).closest('section')
    if (!section) throw new Error(`no section around ${table}`)
    const [next] = within(section).getAllByRole('button', { name: 'Go to next page' })
    if (!next) throw new Error(`no pagination for ${table}`)
    await user.hover(next)
    await waitFor(() => expect(calls.map((call) => call.url.searchParams.get('offset'))).toEqual(['0', '5']))
    await user.click(next)
    await waitFor(() => expect(within(section).getAllByRole('button', { name: 'Go to previous page' })[0]).toBeEnabled())
    await settle()
    expect(calls).toHaveLength(2)
  })

  it.each(LISTS)('$path shows a failed read in its table with Retry, not as an error page, after one call', async ({ path, tables, reads }) => {
    for (const [name] of reads) {
      mockFaults.set(name, { status: 403, body: { error_code: 'IAM_ERR_8', details: 'Refused by the test.' }, times: 1 })
    }
    const seen = reads.map(([, pattern]) => watchRequests('GET', pattern))
    const { user } = await renderApp(path)
    for (const [table] of tables) {
      const alert = await within(screen.getByRole('table', { name: table })).findByRole('alert')
      expect(alert).toHaveTextContent('We encountered an authorization failure: you are not authorized. Please try again.')
      expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible()
    }
    // The screen around the lists is up: the failure did not replace the page.
    expect(screen.getByRole('banner')).toBeVisible()
    await settle()
    for (const calls of seen) expect(calls).toHaveLength(1)

    for (const [table] of tables) await user.click(within(screen.getByRole('table', { name: table })).getByRole('button', { name: 'Retry' }))
    await rowsShown(tables)
  })
})
