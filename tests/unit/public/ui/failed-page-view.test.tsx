import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { ErrorTimeout } from 'oidc-client-ts'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../../src/core/api/errors'
import { reloadPage } from '../../../../src/core/load-page'
import { FailedPageView } from '../../../../src/public/ui/FailedPageView'

vi.mock('../../../../src/core/load-page', () => ({ loadPage: vi.fn(), reloadPage: vi.fn() }))

/** A one-page router whose page fails to load with what `load` throws, shown by the view under test. */
function pageThatFails(load: () => unknown) {
  const root = createRootRoute()
  const page = createRoute({ getParentRoute: () => root, path: '/', loader: load, component: () => <p>the page</p> })
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultErrorComponent: FailedPageView,
  })
  render(<RouterProvider router={router} />)
}

describe('FailedPageView', () => {
  beforeEach(() => {
    // The router and React report a failed page on the console; this file fails pages on purpose.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })

  it.each<[string, Error]>([
    ['a fetch that found no server', new TypeError('Failed to fetch')],
    ['code that did not arrive', new TypeError('Failed to fetch dynamically imported module: /ui/iam/assets/users.js')],
    ['a call the API client could not make', ApiError.client('FETCH_COMMUNICATION_ERROR', new TypeError('Failed to fetch'))],
    ["a sign-in client's call that ran out of time", new ErrorTimeout('Network timed out')],
  ])('says the server could not be reached after %s, as a page of its own', async (_, error) => {
    pageThatFails(() => {
      throw error
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Error in connecting to server ...' })).toBeInTheDocument()
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }))
  })

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'uuid')")],
    ['any other error', new Error('the page could not be drawn')],
    ['a refusal by the service', ApiError.client('INVALID_SERVER_RESPONSE')],
  ])("says an unknown error happened after %s, never the error's own words", async (_, error) => {
    pageThatFails(() => {
      throw error
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'We encountered an unknown error. Please try again.' })).toBeInTheDocument()
    expect(screen.queryByText(error.message)).not.toBeInTheDocument()
  })

  it('loads the page again on Retry, and shows it once it loads', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(undefined)
    pageThatFails(load)
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('the page')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
    expect(reloadPage).not.toHaveBeenCalled()
  })

  it('loads the whole page again on Retry when its code did not arrive: the browser keeps a failed import', async () => {
    vi.mocked(reloadPage).mockClear()
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module: /ui/iam/assets/users.js'))
    pageThatFails(load)
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(reloadPage).toHaveBeenCalledOnce()
    expect(load).toHaveBeenCalledOnce()
  })
})
