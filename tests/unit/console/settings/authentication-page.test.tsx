import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../render-app'

// The whole console renders: more than the default 5 s when CPUs are shared.
describe('the Authentication page', { timeout: 30_000 }, () => {
  it('names the metadata link by its text; its tooltip describes it', async () => {
    await renderApp('/settings/authentication')
    const link = await screen.findByRole('link', { name: /Download Metadata/ })
    expect(link).toHaveAccessibleName('Download Metadata')
    expect(link).not.toHaveAttribute('aria-label')
    expect(link).toHaveAccessibleDescription('Download Metadata to Configure Identity Provider')
  })
})
