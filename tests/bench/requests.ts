// API requests the users list sends: on opening, on paging and while a filter is typed.
import type { BrowserContext, Page } from '@playwright/test'
import { SEARCH_THROTTLE_MS } from '../../src/core/utils/throttle'
import { acceptTermsIfShown } from '../e2e/support/sign-in'
import { SETTLE_TIMEOUT_MS, type NetworkWatch } from './session'

/** The IAM API's root (the `apiRoot` default, docs/product/serving-and-config.md), as the emulator serves it. */
const API_ROOT = '/api/iam/v1'
export const USERS_PATH = `${API_ROOT}/users`
export const CONNECTORS_PATH = `${API_ROOT}/oidc/connectors`

export const USERS_LIST = '/ui/iam/identities/users'
/** A row of the users table with its checkbox: the list has rows to show. */
export const USERS_ROW_SELECTOR = 'table[aria-label="Users"] tbody tr input[type="checkbox"]'

/** 12 characters, the start of a seeded user's name (mocks/seed.ts), so the filter finds a row. */
export const FILTER_TEXT = 'yuto.nakamur'
const FILTERED_USER = 'yuto.nakamura'
/** Fast typing: the whole text well inside the filter's one-second throttle (docs/product/constants.md). */
const KEY_DELAY_MS = 30

export interface ApiCall {
  method: string
  path: string
  /** The query string, e.g. '?length=5&offset=0&filter=…'. */
  search: string
}

export interface ApiLog {
  /** The API calls since the previous `take`. */
  take(): ApiCall[]
}

/** Logs every IAM API request of a context, from pages and frames alike. */
export function recordApiCalls(context: BrowserContext): ApiLog {
  let calls: ApiCall[] = []
  context.on('request', (request) => {
    const { pathname, search } = new URL(request.url())
    if (pathname === API_ROOT || pathname.startsWith(`${API_ROOT}/`)) calls.push({ method: request.method(), path: pathname, search })
  })
  return {
    take() {
      const taken = calls
      calls = []
      return taken
    },
  }
}

export const countCalls = (calls: readonly ApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path).length

/** 'GET /api/iam/v1/users ×2, GET …': what a phase sent, for the report. */
export function describeCalls(calls: readonly ApiCall[]): string {
  const counts = new Map<string, number>()
  for (const { method, path } of calls) counts.set(`${method} ${path}`, (counts.get(`${method} ${path}`) ?? 0) + 1)
  if (counts.size === 0) return 'none'
  return [...counts].map(([call, count]) => (count > 1 ? `${call} ×${String(count)}` : call)).join(', ')
}

/** includeHidden: right after a sign-in the terms banner's modal hides the list from the accessibility tree. */
const usersRows = (page: Page) => page.getByRole('table', { name: 'Users', includeHidden: true }).locator('tbody tr')

/**
 * Opens the users list and waits until its rows show and the network is idle. In a context
 * holding only the provider's cookie this runs the whole sign-in: entry, redirect to the
 * provider, callback, back to the list. Returns the path the page ended on.
 */
export async function openUsersList(page: Page, network: NetworkWatch): Promise<string> {
  await page.goto(USERS_LIST, { timeout: SETTLE_TIMEOUT_MS })
  await usersRows(page).first().getByRole('checkbox', { includeHidden: true }).waitFor({ timeout: SETTLE_TIMEOUT_MS })
  await network.quiet()
  // A sign-in shows the seeded terms banner over the list; a user accepts it before using the list.
  await acceptTermsIfShown(page)
  await network.quiet()
  return new URL(page.url()).pathname
}

export interface FilterTyping {
  calls: ApiCall[]
  /** How long typing the 12 characters took. */
  typingMs: number
  /** Which attempt is reported (see MAX_TYPING_ATTEMPTS). */
  attempt: number
}

export interface UsersListActions {
  nextPage: ApiCall[]
  filter: FilterTyping
}

/** The users filters searched for, in order, e.g. `'y', 'yuto.nakamur'`. */
export function describeFilters(calls: readonly ApiCall[]): string {
  const filters = calls
    .filter((call) => call.method === 'GET' && call.path === USERS_PATH)
    .map((call) => new URLSearchParams(call.search).get('filter') ?? '(none)')
  return filters.length === 0 ? 'none' : filters.join(', ')
}

/**
 * Typing that outlasts the throttle window may fairly send a third search, so such an attempt
 * says nothing about quick typing. On a loaded machine the 12 keys can take that long; the bench
 * then types again on a freshly loaded list, and reports the last attempt if none was quick.
 */
const MAX_TYPING_ATTEMPTS = 3

async function typeFilter(page: Page, network: NetworkWatch, log: ApiLog): Promise<Omit<FilterTyping, 'attempt'>> {
  log.take()
  await page.getByRole('searchbox', { name: 'Filter' }).click()
  const typingStarted = performance.now()
  await page.keyboard.type(FILTER_TEXT, { delay: KEY_DELAY_MS })
  const typingMs = performance.now() - typingStarted
  // The address holds the whole text only once the throttle's trailing search has run.
  await page.waitForURL((url) => url.searchParams.get('filter') === FILTER_TEXT, { timeout: SETTLE_TIMEOUT_MS })
  await page.getByRole('checkbox', { name: `Select ${FILTERED_USER}` }).waitFor({ timeout: SETTLE_TIMEOUT_MS })
  await network.quiet()
  return { calls: log.take(), typingMs }
}

/**
 * On an open users list whose opening calls were already taken from `log`: goes to page 2, then
 * types the filter fast; returns the API calls of each step.
 */
export async function pageAndFilter(page: Page, network: NetworkWatch, log: ApiLog): Promise<UsersListActions> {
  const firstOnPageOne = await usersRows(page).first().textContent()
  // The pagination shows above and below the table; either pages.
  await page.getByRole('button', { name: 'Go to next page' }).first().click()
  await page.waitForURL(/[?&]page=2\b/, { timeout: SETTLE_TIMEOUT_MS })
  await network.quiet()
  const firstOnPageTwo = await usersRows(page).first().textContent()
  if (firstOnPageTwo === firstOnPageOne) throw new Error('page 2 of the users list shows the same first row as page 1')
  const nextPage = log.take()

  for (let attempt = 1; ; attempt++) {
    const typed = await typeFilter(page, network, log)
    if (typed.typingMs < SEARCH_THROTTLE_MS || attempt === MAX_TYPING_ATTEMPTS) return { nextPage, filter: { ...typed, attempt } }
    // Back to page 2 with an empty filter and a fresh throttle, as before the first attempt.
    await page.goto(`${USERS_LIST}?page=2`, { timeout: SETTLE_TIMEOUT_MS })
    await usersRows(page).first().getByRole('checkbox').waitFor({ timeout: SETTLE_TIMEOUT_MS })
    await network.quiet()
  }
}
