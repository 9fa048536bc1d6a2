import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp, signInForTest } from '../../render-app'

describe('the not-found page', { timeout: 30_000 }, () => {
  it("takes a signed-in user 'Back to safety': the users list", async () => {
    const { user, router } = await renderApp('/no/such/page', { signedIn: false })
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    signInForTest()
    await user.click(screen.getByRole('button', { name: 'Back to safety' }))
    await screen.findByRole('banner', {}, { timeout: 10_000 })
    expect(router.state.location.pathname).toBe('/identities/users')
    expect(await screen.findByRole('table', { name: 'Users' })).toBeVisible()
  })
})
