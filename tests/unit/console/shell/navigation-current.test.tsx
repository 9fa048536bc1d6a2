import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../render-app'

type Reading = { hidden?: boolean }
const navigation = ({ hidden }: Reading = {}) => screen.getByRole('navigation', { name: 'Console areas', hidden })
const link = (name: string, reading: Reading = {}) => within(navigation(reading)).getByRole('link', { name, ...reading })

function expectAuthenticationMarked(reading: Reading = {}) {
  expect(link('Authentication', reading)).toHaveAttribute('aria-current', 'page')
  expect(link('Authentication', reading)).toHaveClass('Mui-selected')
  expect(link('IAM Settings', reading)).toHaveAttribute('aria-current', 'page')
  expect(link('Users', reading)).not.toHaveAttribute('aria-current')
}

/*
 * The navigation marks the page on show (docs/product/shell-and-routes.md 'Navigation'): the
 * settings area shows its Authentication page under more paths than that page's own.
 */
describe('the page the navigation marks current', () => {
  it.each(['/settings', '/settings/', '/settings/authentication'])('%s shows Authentication, and marks it', async (path) => {
    await renderApp(path)
    await screen.findByRole('heading', { level: 1, name: 'Authentication' })
    expectAuthenticationMarked()
  })

  // The modal hides the page behind it from assistive technology, so the page is read hidden.
  it('/settings/addsamlprovider shows Authentication behind its modal, and marks it', async () => {
    await renderApp('/settings/addsamlprovider')
    await screen.findByRole('dialog', { name: 'Configure a New Provider' })
    screen.getByRole('heading', { level: 1, name: 'Authentication', hidden: true })
    expectAuthenticationMarked({ hidden: true })
  })

  it('marks no page on the LDAP notice, which is not the Authentication page', async () => {
    await renderApp('/settings/ldapproviders')
    await screen.findByRole('heading', { level: 1, name: 'This feature is being worked on!' })
    expect(link('Authentication')).not.toHaveAttribute('aria-current')
    expect(link('Authentication')).not.toHaveClass('Mui-selected')
  })
})
