import { performance } from 'node:perf_hooks'
import type { APIRequestContext, Page } from '@playwright/test'
import { assertStillWorking, expect, test, toastsSeen, watchPage } from './support/faults'
import { mintTokens } from './support/sign-in'
import { resetEmulator } from './support/emulator-controls'

/*
 * The users filter is literal text (docs/product/users.md 'Filter'). The service reads the
 * pattern it is sent without ever running it as a regular expression (docs/decisions/026), so a
 * pattern made to backtrack, which once held the emulator's only thread for a minute, is answered
 * at once; and the console escapes what is typed, so a '(' is a character, not a refused request.
 */

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

const USERS_API = '/api/iam/v1/users'
/** 40 characters: a backtracking match of the patterns below against it would run for minutes. */
const LONG_NAME = 'this.is.a.rather.long.username.for.tests'
const HOSTILE_PATTERNS = {
  'the reported (.|.)*#': '(.|.)*#',
  // 10,003 characters; encoded, the request line stays under the emulator's 16 KB header limit.
  '10 KB of (.|.)*': `${'(.|.)*'.repeat(1667)}#`,
}
/** The bound on the answer to any filter (decision 026); a backtracking match takes seconds to minutes. */
const ANSWER_BUDGET_MS = 50
/** The median of several rounds, so one pause of a shared two-core machine does not decide. */
const ROUNDS = 7

async function bearerHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const { id_token } = await mintTokens(request)
  return { Authorization: `Bearer ${id_token}` }
}

async function createUser(request: APIRequestContext, headers: Record<string, string>, username: string): Promise<void> {
  const response = await request.post(USERS_API, {
    headers,
    data: { username, display_name: username, locale: 'en_US', password: 'Start/123a', type: 'local', additional_attributes: {} },
  })
  expect(response.status(), await response.text()).toBe(201)
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Infinity
}

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' })

test('the service answers a hostile filter at once, with 400', async ({ request }) => {
  const headers = await bearerHeaders(request)
  await createUser(request, headers, LONG_NAME)

  for (const [name, pattern] of Object.entries(HOSTILE_PATTERNS)) {
    const url = `${USERS_API}?length=5&offset=0&filter=${encodeURIComponent(`username==${pattern}`)}`
    const times: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now()
      const response = await request.get(url, { headers })
      const body: unknown = await response.json()
      times.push(performance.now() - started)
      expect(response.status(), name).toBe(400)
      expect(body, name).toMatchObject({ error_code: 'IAM_ERR_6', details: expect.stringMatching(/^filter: '\(' at 0 is not escaped/) })
    }
    expect(median(times), `${name}: the median answer of ${String(ROUNDS)}, in ms (all: ${times.map(Math.round).join(', ')})`).toBeLessThan(
      ANSWER_BUDGET_MS,
    )
  }

  // The service still answers an ordinary filter: nothing was left running.
  const ordinary = await request.get(`${USERS_API}?length=5&offset=0&filter=${encodeURIComponent('username==this\\.is\\..*')}`, { headers })
  expect(ordinary.status()).toBe(200)
  expect(await ordinary.json()).toMatchObject({ result: [{ username: LONG_NAME }], total_matches: 1 })
})

test('typing regular-expression characters in the users filter finds the names that hold them, with no error', async ({ page, request }) => {
  const headers = await bearerHeaders(request)
  for (const username of ['a(b.c', 'a(bxc', LONG_NAME]) await createUser(request, headers, username)
  const watched = await watchPage(page)
  await page.goto('/ui/iam/identities/users')
  const rows = usersTable(page).locator('tbody').getByRole('checkbox')
  await expect(rows.first()).toBeVisible()
  const filter = page.getByRole('searchbox', { name: 'Filter' })

  const escaped = page.waitForResponse((response) => new URL(response.url()).searchParams.get('filter') === 'username==a\\(.*')
  await filter.fill('a(')
  expect((await escaped).status()).toBe(200)
  await expect(rows).toHaveCount(2)
  await expect(usersTable(page).getByRole('checkbox', { name: 'Select a(b.c' })).toBeVisible()
  await expect(usersTable(page).getByRole('checkbox', { name: 'Select a(bxc' })).toBeVisible()

  // The dot is a dot: it does not stand for the x.
  await filter.fill('a(b.')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toHaveAccessibleName('Select a(b.c')

  // The reported pattern, typed, is only text that no name starts with.
  await filter.fill('(.|.)*#')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Viewing 0 of all users$/)
  await expect(rows).toHaveCount(0)

  expect(await toastsSeen(page)).toEqual([])
  await assertStillWorking(page, watched)
})

test('a paste longer than any username is cut at the longest one, says so at the field, and still finds that user', async ({ page, request }) => {
  const longest = 'y'.repeat(255)
  await createUser(request, await bearerHeaders(request), longest)
  const watched = await watchPage(page)
  await page.goto('/ui/iam/identities/users')
  await expect(usersTable(page).locator('tbody').getByRole('checkbox').first()).toBeVisible()
  const filter = page.getByRole('searchbox', { name: 'Filter' })

  const sent = page.waitForResponse((response) => new URL(response.url()).searchParams.get('filter') === `username==${longest}.*`)
  await filter.focus()
  await page.keyboard.insertText(`${longest}zzzz`)
  expect((await sent).status()).toBe(200)
  await expect(filter).toHaveValue(longest)
  await expect(page.getByText('Filter must be at most 255 characters')).toBeVisible()
  await expect(usersTable(page).getByRole('checkbox', { name: `Select ${longest}` })).toBeVisible()
  // Nothing typed is lost once the address has the filter too.
  await expect(page).toHaveURL(new RegExp(`filter=${longest}`))
  await expect(filter).toHaveValue(longest)

  expect(await toastsSeen(page)).toEqual([])
  await assertStillWorking(page, watched)
})
