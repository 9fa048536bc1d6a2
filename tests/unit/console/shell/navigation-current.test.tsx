import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../render-app'

const navigation = () => screen.getByRole('navigation', { name: 'Console areas' })
const link = (name: string) => within(navigation()).getByRole('link', { name })

/*
 * The navigation marks the page on show (docs/product/shell-and-routes.md 'Navigation'): the
 * settings area shows its Authentication page under more paths than that page's own.
 */
describe('the page the navigation marks current', () => {
  it.each(['/settings', '/settings/', '/settings/authentication', '/settings/addsamlprovider'])('%s shows Authentication, and marks it', async (path) => {
    await renderApp(path)
    await screen.findByRole('heading', { level: 1, name: 'Authentication' })
    expect(link('Authentication')).toHaveAttribute('aria-current', 'page')
    expect(link('Authentication')).toHaveClass('Mui-selected')
    expect(link('IAM Settings')).toHaveAttribute('aria-current', 'page')
    expect(link('Users')).not.toHaveAttribute('aria-current')
  })

  it('marks no page on the LDAP notice, which is not the Authentication page', async () => {
    await renderApp('/settings/ldapproviders')
    await screen.findByRole('heading', { level: 1, name: 'This feature is being worked on!' })
    expect(link('Authentication')).not.toHaveAttribute('aria-current')
    expect(link('Authentication')).not.toHaveClass('Mui-selected')
  })
})
