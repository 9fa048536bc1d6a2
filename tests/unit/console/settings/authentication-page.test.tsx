import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createHandlers } from '../../../../mocks/handlers'
import { MOCK_ORIGIN, mockDb, mockFaults, mockServer } from '../../../../mocks/node'
import { appConfig, setAppConfig } from '../../../../src/core/config'
import { renderApp } from '../../render-app'

const originalConfig = appConfig()

afterEach(() => setAppConfig(originalConfig))

// The whole console renders: more than the default 5 s when CPUs are shared.
describe('the Authentication page', { timeout: 30_000 }, () => {
  it('names the metadata link by its text; its tooltip describes it', async () => {
    await renderApp('/settings/authentication')
    const link = await screen.findByRole('link', { name: /Download Metadata/ })
    expect(link).toHaveAccessibleName('Download Metadata')
    expect(link).not.toHaveAttribute('aria-label')
    expect(link).toHaveAccessibleDescription('Download Metadata to Configure Identity Provider')
  })

  it('links the service provider metadata under the configured API root, to be saved as iam-metadata', async () => {
    const apiRoot = '/custom/iam/v2'
    setAppConfig({ ...originalConfig, apiRoot })
    // The mock service answers under the moved root too, so the rest of the page loads as usual.
    const { gatewayRoot, oidc } = originalConfig
    mockServer.use(
      ...createHandlers(mockDb, {
        apiRoot: `${MOCK_ORIGIN}${apiRoot}`,
        gatewayRoot: `${MOCK_ORIGIN}${gatewayRoot}`,
        authority: oidc.authority,
        faults: mockFaults,
      }),
    )
    await renderApp('/settings/authentication')
    const link = await screen.findByRole('link', { name: 'Download Metadata' })
    expect(link).toHaveAttribute('href', '/custom/iam/v2/saml/sp/metadata')
    expect(link).toHaveAttribute('download', 'iam-metadata')
  })

  it('gives each of its two lists one pager, below the table, so no pager stands between the lists', async () => {
    const { user } = await renderApp('/settings/authentication')
    for (const name of ['SAML Identity Providers', 'Directory Providers']) {
      const section = await screen.findByRole('region', { name })
      const table = await within(section).findByRole('table')
      const pagers = within(section).getAllByRole('combobox', { name: 'Rows per page' })
      expect(pagers, name).toHaveLength(1)
      expect(table.compareDocumentPosition(pagers[0] as Element) & Node.DOCUMENT_POSITION_FOLLOWING, name).toBeTruthy()
      await user.click(pagers[0] as Element)
      const options = within(await screen.findByRole('listbox')).getAllByRole('option')
      expect(options.map((option) => option.textContent), name).toEqual(['5', '10', '15', '25', '50'])
      await user.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    }
  })
})
