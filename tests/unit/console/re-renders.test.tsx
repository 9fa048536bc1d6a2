// What a click or a keystroke renders again (docs/product/lists-and-dialogs.md 'How fast a
// click answers'): the part that changed, never the shell or the other list of the page.
import { screen, waitFor, within } from '@testing-library/react'
import { Profiler, createElement, type ComponentType } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../render-app'

const { renders, countedExport, countedRenders } = vi.hoisted(() => {
  const renders = new Map<string, number>()
  /** `Component` inside a Profiler that counts the commits in which anything of it rendered. */
  const counted =
    <P extends object>(name: string, Component: ComponentType<P>) =>
    (props: P) => (
      <Profiler id={name} onRender={() => renders.set(name, (renders.get(name) ?? 0) + 1)}>
        <Component {...props} />
      </Profiler>
    )
  /** A module factory for vi.mock: the module as it is, its export `component` counted as `name`. */
  const countedExport = (name: string, component: string) => async (original: () => Promise<Record<string, unknown>>) => {
    const module = await original()
    return { ...module, [component]: counted(name, module[component] as ComponentType<object>) }
  }
  /**
   * A module factory for vi.mock: the module as it is, each render of its export `component` itself
   * (those that `counts`) counted as `name`. Unlike countedExport, what renders inside it is not counted.
   */
  const countedRenders =
    (name: string, component = 'default', counts: (props: Record<string, unknown>) => boolean = () => true) =>
    async (original: () => Promise<Record<string, unknown>>) => {
      const module = await original()
      const Component = module[component] as ComponentType<Record<string, unknown>>
      const Counted = (props: Record<string, unknown>) => {
        if (counts(props)) renders.set(name, (renders.get(name) ?? 0) + 1)
        return createElement(Component, props)
      }
      return { ...module, [component]: Counted }
    }
  return { renders, countedExport, countedRenders }
})

vi.mock('../../../src/console/shell/AppHeader', countedExport('header', 'AppHeader'))
vi.mock('../../../src/console/shell/LeftPanel', countedExport('left panel', 'LeftPanel'))
vi.mock('../../../src/console/settings/directories/DirectoryProvidersList', countedExport('directories', 'DirectoryProvidersList'))
vi.mock('../../../src/console/settings/saml/SamlProvidersList', countedExport('saml', 'SamlProvidersList'))
// The closed modals each list draws ahead, off the page, once it is idle.
vi.mock('../../../src/console/settings/directories/DirectoryModal', countedRenders('directory modal', 'DirectoryModal'))
vi.mock('../../../src/console/settings/saml/SamlProviderModal', countedRenders('saml modal', 'SamlProviderModal'))

// Every table cell holds its text in a OneLineText: counting them counts the cells rendered.
vi.mock('../../../src/console/ui/OneLineText', countedRenders('cells', 'OneLineText'))

// MUI's own components as the lists draw them: the pager (twice per list), every table cell, the filter field.
vi.mock('@mui/material/TablePagination', countedRenders('pagers'))
vi.mock('@mui/material/TableCell', countedRenders('table cells'))
vi.mock('@mui/material/TextField', countedRenders('filter field', 'default', (props) => props.type === 'search'))

const count = (name: string) => renders.get(name) ?? 0
const USERS_COLUMNS = 6
const DIRECTORY_COLUMNS = 4

beforeEach(() => renders.clear())

/** The settings page with both lists' rows shown and the work it does once idle done. */
async function settingsAtRest() {
  const { user } = await renderApp('/settings/authentication')
  const saml = screen.getByRole('table', { name: 'SAML Identity Providers' })
  const directories = screen.getByRole('table', { name: 'Directory Providers' })
  await within(saml).findAllByRole('checkbox', { name: /^Select / })
  await within(directories).findAllByRole('checkbox', { name: /^Select / })
  // Each list renders its closed modal ahead once the page is idle: that is done before a click.
  await waitFor(() => expect(count('directory modal') * count('saml modal')).toBeGreaterThan(0), { timeout: 10_000 })
  // ...and committed, off the page: the lists' commits stop coming.
  let last = -1
  await waitFor(
    () => {
      const now = count('saml') + count('directories')
      const settled = now === last
      last = now
      expect(settled).toBe(true)
    },
    { timeout: 10_000, interval: 250 },
  )
  return { user, saml, directories }
}

describe('what renders again', { timeout: 30_000 }, () => {
  it('selecting a user renders that row and the actions, not the other rows nor the shell', async () => {
    const { user } = await renderApp('/identities/users')
    const table = screen.getByRole('table', { name: 'Users' })
    await within(table).findAllByRole('checkbox', { name: /^Select [^a]/ })
    // The counting reaches the shell: its first render was counted.
    expect(count('header')).toBeGreaterThan(0)
    expect(count('left panel')).toBeGreaterThan(0)
    renders.clear()
    // [0] is 'Select all'.
    await user.click(within(table).getAllByRole('checkbox', { name: /^Select / })[1] as HTMLElement)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled())
    expect(count('cells')).toBeLessThanOrEqual(USERS_COLUMNS)
    // The row's box and its cells, and the select-all box; not the column headers.
    expect(count('table cells')).toBeLessThanOrEqual(USERS_COLUMNS + 2)
    expect(count('pagers')).toBe(0)
    expect(count('filter field')).toBe(0)
    expect(count('header')).toBe(0)
    expect(count('left panel')).toBe(0)
  })

  it('paging draws each pager once for the new page, not again when its rows come', async () => {
    const { user } = await renderApp('/identities/users')
    const table = screen.getByRole('table', { name: 'Users' })
    await within(table).findAllByRole('checkbox', { name: /^Select / })
    const first = within(table).getAllByRole('checkbox', { name: /^Select / })[1]?.getAttribute('aria-label')
    renders.clear()
    await user.click(screen.getAllByRole('button', { name: 'Go to next page' })[0] as HTMLElement)
    await waitFor(() => expect(within(table).getAllByRole('checkbox', { name: /^Select / })[1]).not.toHaveAccessibleName(first ?? ''))
    expect(count('pagers')).toBe(2)
    expect(count('filter field')).toBe(0)
  })

  it('typing in the filter and paging leave the shell alone', async () => {
    const { user } = await renderApp('/identities/users')
    const table = screen.getByRole('table', { name: 'Users' })
    await within(table).findAllByRole('checkbox', { name: /^Select / })
    renders.clear()
    await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'a')
    await waitFor(() => expect(within(table).getAllByRole('checkbox', { name: /^Select a/ }).length).toBeGreaterThan(0))
    await user.click(screen.getAllByRole('button', { name: 'Go to next page' })[0] as HTMLElement)
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Go to previous page' })[0]).toBeEnabled())
    await within(table).findAllByRole('checkbox', { name: /^Select / })
    expect(count('header')).toBe(0)
    expect(count('left panel')).toBe(0)
  })

  it('selecting a service account draws neither pager', async () => {
    const { user } = await renderApp('/identities/serviceusers')
    const table = screen.getByRole('table', { name: 'Service accounts' })
    await within(table).findAllByRole('checkbox', { name: /^Select [^a]/ })
    renders.clear()
    await user.click(within(table).getAllByRole('checkbox', { name: /^Select / })[1] as HTMLElement)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Manage Certificates' })).toBeEnabled())
    expect(count('cells')).toBeGreaterThan(0)
    expect(count('pagers')).toBe(0)
  })

  it('on the settings page, selecting a SAML provider does not render the directories list', async () => {
    const { user, saml } = await settingsAtRest()
    expect(count('directories')).toBeGreaterThan(0)
    renders.clear()
    // [0] is 'Select all'.
    await user.click(within(saml).getAllByRole('checkbox', { name: /^Select / })[1] as HTMLElement)
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'SAML Identity Providers' })).getByRole('button', { name: 'Update' })).toBeEnabled(),
    )
    expect(count('saml')).toBeGreaterThan(0)
    expect(count('directories')).toBe(0)
    expect(count('pagers')).toBe(0)
    expect(count('header')).toBe(0)
  })

  it('selecting a directory draws its row, not the sortable column headers nor the SAML list', async () => {
    const { user, directories } = await settingsAtRest()
    renders.clear()
    // [0] is 'Select all'.
    await user.click(within(directories).getAllByRole('checkbox', { name: /^Select / })[1] as HTMLElement)
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Directory Providers' })).getByRole('button', { name: 'Update' })).toBeEnabled())
    // The row's box and its cells, and the select-all box; the four sortable headers stay as they were.
    expect(count('table cells')).toBeLessThanOrEqual(DIRECTORY_COLUMNS + 2)
    expect(count('directories')).toBeGreaterThan(0)
    expect(count('saml')).toBe(0)
    expect(count('pagers')).toBe(0)
  })
})
