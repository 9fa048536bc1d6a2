import { screen, within } from '@testing-library/react'
import { mockDb } from '../../../../../mocks/node'
import type { DirectoryService } from '../../../../../src/core/api/schemas'

export const API = 'http://localhost:3000/api/iam/v1'
export const SETTINGS = '/settings/authentication'

export const region = () => screen.getByRole('region', { name: 'Directory Providers' })
export const table = () => within(region()).getByRole('table', { name: 'Directory Providers' })
export const listButton = (name: string) => within(region()).getByRole('button', { name })

/** The directory names in the order the table shows them. */
export function shownNames(): string[] {
  return within(table())
    .getAllByRole('checkbox')
    .map((checkbox) => checkbox.getAttribute('aria-label') ?? '')
    .filter((label) => label !== 'Select all rows')
    .map((label) => label.replace(/^Select /, ''))
}

/** The seeded directory named `name`, straight from the store. */
export function seeded(name: string): DirectoryService {
  const found = mockDb.listDirectories({ length: 100, offset: 0 }).result.find((directory) => directory.spec.name === name)
  if (!found) throw new Error(`no directory ${name} in the seed`)
  return found
}

/** Waits until the list shows its rows. */
export async function listShown(firstName = 'Corporate AD'): Promise<void> {
  await within(await screen.findByRole('table', { name: 'Directory Providers' })).findByRole('checkbox', { name: `Select ${firstName}` })
}

/** Adds an Active Directory named `name` to the store; the URL is the domain's unless given. */
export function addActiveDirectory(name: string, domain: string, url = `ldap://${domain}`): Promise<DirectoryService> {
  return mockDb.addDirectory({
    name,
    directory_type: 'ACTIVE_DIRECTORY',
    domain_name: domain,
    url,
    group_search_type: 'NON_RECURSIVE',
    service_account: { username: 'svc', password: 'x' },
  })
}
