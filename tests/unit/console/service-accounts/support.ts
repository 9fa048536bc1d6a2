import { screen, within } from '@testing-library/react'
import { mockDb, MOCK_ORIGIN } from '../../../../mocks/node'
import { ACCESS_KEYS_FIELD, type ServiceAccount } from '../../../../src/core/api/schemas'

export const API = `${MOCK_ORIGIN}/api/iam/v1`
export const LIST_PATH = '/identities/serviceusers'

/** A seeded service account, as the mock service holds it now. */
export function account(name: string): ServiceAccount {
  const found = mockDb.listServiceAccounts({ length: 1000, offset: 0 }).result.find((candidate) => candidate.name === name)
  if (!found) throw new Error(`no service account ${name} in the mock service`)
  return found
}

export function keysOf(name: string) {
  return account(name)[ACCESS_KEYS_FIELD]
}

export function accountNames(): string[] {
  return mockDb.listServiceAccounts({ length: 1000, offset: 0 }).result.map((candidate) => candidate.name)
}

export const listTable = () => screen.getByRole('table', { name: 'Service accounts' })
export const rowCheckbox = (name: string) => within(listTable()).getByRole('checkbox', { name: `Select ${name}` })
export const button = (name: string | RegExp) => screen.getByRole('button', { name })

/** The data rows of a table (its header row left out). */
export function dataRows(table: HTMLElement): HTMLElement[] {
  return within(table).getAllByRole('row').slice(1)
}

/** Each of these tests renders the whole console; a loaded machine needs more than vitest's 5 s. */
export const APP_TEST_TIMEOUT_MS = 20_000
