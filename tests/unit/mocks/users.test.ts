// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { mockDb, MOCK_ORIGIN } from '../../../mocks/node'
import { DEFAULT_DEMO_PASSWORD } from '../../../mocks/seed'
import { errorResponseSchema, listReplySchema, userSchema } from '../../../src/core/api/schemas'
import { escapeFilterText } from '../../../src/console/users/users-search'
import '../mock-service'

const API = `${MOCK_ORIGIN}/api/iam/v1`
const ADMIN_UUID = '00000000-0000-4000-8000-000000000001'
const usersReply = listReplySchema(userSchema)

async function send(method: string, path: string, body?: unknown) {
  const response = await fetch(`${API}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) }),
  })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null }
}

async function listUsers(query: string) {
  const { status, body } = await send('GET', `/users?${query}`)
  expect(status).toBe(200)
  return usersReply.parse(body)
}

/** Adds a local user without a password: a filter only reads the name. */
async function createUser(username: string) {
  await mockDb.createUser({ username, display_name: username, locale: 'en_US', type: 'local', additional_attributes: {} })
}

/**
 * Runs `call` with the building of any RegExp whose source holds `text` refused, and counts
 * the tries: a service that made the filter into a RegExp is caught here at once instead of
 * backtracking for minutes.
 */
async function refusingRegExpsOf<T>(text: string, call: () => Promise<T>): Promise<{ result: T; built: number }> {
  const Original = globalThis.RegExp
  let built = 0
  const spy = vi.spyOn(globalThis, 'RegExp').mockImplementation(function (pattern: string | RegExp, flags?: string) {
    if (String(pattern).includes(text)) {
      built++
      throw new Error('a RegExp built from the filter')
    }
    return new Original(pattern, flags)
  })
  try {
    return { result: await call(), built }
  } finally {
    spy.mockRestore()
  }
}

function expectError(body: unknown, code: string, detailsPattern?: RegExp) {
  const error = errorResponseSchema.parse(body)
  expect(error).toMatchObject({ error_code: code, severity: 'ERROR' })
  expect(error.endpoint).toMatch(/^(GET|POST|PUT|DELETE) \/api\/iam\/v1\//)
  if (detailsPattern) expect(error.details).toMatch(detailsPattern)
}

describe('GET /users', () => {
  it('pages with length and offset and counts every match', async () => {
    const total = mockDb.listUsers({ length: 500, offset: 0 }).total_matches
    const first = await listUsers('length=5&offset=0')
    const second = await listUsers('length=5&offset=5')
    expect(first.result).toHaveLength(5)
    expect(first.total_matches).toBe(total)
    expect(second.total_matches).toBe(total)
    const uuids = [...first.result, ...second.result].map((user) => user.uuid)
    expect(new Set(uuids).size).toBe(10)
    expect((await listUsers(`length=5&offset=${String(total)}`)).result).toEqual([])
  })

  it('walks the whole list page by page', async () => {
    const seen = new Set<string>()
    let total = Infinity
    for (let offset = 0; offset < total; offset += 25) {
      const page = await listUsers(`length=25&offset=${String(offset)}`)
      total = page.total_matches
      for (const user of page.result) seen.add(user.uuid)
    }
    expect(seen.size).toBe(total)
  })

  it('filters by a case-insensitive username pattern anchored at the start', async () => {
    const byPrefix = await listUsers(`length=50&offset=0&filter=${encodeURIComponent('username==ADM.*')}`)
    expect(byPrefix.result.map((user) => user.username)).toContain('admin')
    expect(byPrefix.total_matches).toBe(byPrefix.result.length)
    for (const user of byPrefix.result) expect(user.username).toMatch(/^adm/i)

    const inside = await listUsers(`length=50&offset=0&filter=${encodeURIComponent('username==dmin.*')}`)
    expect(inside.result.map((user) => user.username)).not.toContain('admin')

    const none = await listUsers(`length=5&offset=0&filter=${encodeURIComponent('username==zzzz-nobody.*')}`)
    expect(none).toEqual({ result: [], total_matches: 0 })
  })

  it('pages within the filtered users', async () => {
    const all = mockDb.listUsers({ length: 500, offset: 0 }, /^m/i).total_matches
    expect(all, 'the seed must hold enough users for two pages').toBeGreaterThanOrEqual(6)
    const page = await listUsers(`length=3&offset=3&filter=${encodeURIComponent('username==M.*')}`)
    expect(page.total_matches).toBe(all)
    expect(page.result).toHaveLength(3)
    for (const user of page.result) expect(user.username).toMatch(/^m/i)
  })

  it('reads the pattern as a literal name: escaped metacharacters match themselves', async () => {
    for (const username of ['dot.person', 'dotxperson', 'a(b)|c', '(.|.)*#x', 'back\\slash']) await createUser(username)
    const filtered = async (pattern: string) =>
      (await listUsers(`length=50&offset=0&filter=${encodeURIComponent(`username==${pattern}`)}`)).result.map((user) => user.username)
    expect(await filtered('dot\\..*')).toEqual(['dot.person'])
    expect(await filtered('DOT\\.P.*')).toEqual(['dot.person'])
    expect(await filtered('a\\(b\\)\\|.*')).toEqual(['a(b)|c'])
    expect(await filtered('\\(\\.\\|\\.\\)\\*#.*')).toEqual(['(.|.)*#x'])
    expect(await filtered('back\\\\.*')).toEqual(['back\\slash'])
  })

  it('answers 400 for a pattern outside the literal shape, or another kind of filter', async () => {
    for (const pattern of ['a(.*', '.*@corp\\.example\\.com', '\\d+.*', 'a\\']) {
      const bad = await send('GET', `/users?length=5&offset=0&filter=${encodeURIComponent(`username==${pattern}`)}`)
      expect(bad.status, pattern).toBe(400)
      expectError(bad.body, 'IAM_ERR_6', /^filter: /)
    }
    const other = await send('GET', `/users?length=5&offset=0&filter=${encodeURIComponent('email==a.*')}`)
    expect(other.status).toBe(400)
    expectError(other.body, 'IAM_ERR_6', /filter/)
  })

  it('answers 400 naming the field when the paging query is wrong', async () => {
    const missing = await send('GET', '/users?offset=0')
    expect(missing.status).toBe(400)
    expectError(missing.body, 'IAM_ERR_6', /length/)
    const negative = await send('GET', '/users?length=5&offset=-1')
    expectError(negative.body, 'IAM_ERR_6', /offset/)
  })

  it('never sends a password or its hash', async () => {
    const { body } = await send('GET', '/users?length=500&offset=0')
    expect(JSON.stringify(body)).not.toMatch(/password/)
  })
})

describe('GET /users with a hostile filter', () => {
  /** Long enough that a backtracking match against it would run for minutes. */
  const LONG_NAMES = ['this.is.a.rather.long.username.for.tests', 'a'.repeat(40)]
  /** Patterns that make a backtracking regular expression engine take exponential time. */
  const HOSTILE_PATTERNS = {
    'the reported (.|.)*#': '(.|.)*#',
    '10 KB of (.|.)*': `${'(.|.)*'.repeat(1700)}#`,
    '10 KB of (a|aa)*': `${'(a|aa)*'.repeat(1430)}!`,
    '10 KB of (.*){20}': `${'(.*){20}'.repeat(1250)}#`,
    '10 KB of nested groups': `${'('.repeat(2500)}a*${')*'.repeat(2500)}!`,
  }

  it.each(Object.entries(HOSTILE_PATTERNS))('refuses %s with 400, building no RegExp from it', async (_name, pattern) => {
    for (const username of LONG_NAMES) await createUser(username)
    const { result, built } = await refusingRegExpsOf(pattern, () =>
      send('GET', `/users?length=5&offset=0&filter=${encodeURIComponent(`username==${pattern}`)}`),
    )
    expect(built).toBe(0)
    expect(result.status).toBe(400)
    expectError(result.body, 'IAM_ERR_6', /^filter: '\(' at 0 is not escaped/)
    // The refusal names the place; it does not send 10 KB of the caller's text back.
    expect(JSON.stringify(result.body).length).toBeLessThan(400)
  })

  it.each(Object.entries(HOSTILE_PATTERNS))('reads %s, escaped, as a literal name', async (_name, pattern) => {
    for (const username of [...LONG_NAMES, `${pattern}tail`]) await createUser(username)
    const escaped = escapeFilterText(pattern)
    const { result, built } = await refusingRegExpsOf(escaped, () =>
      listUsers(`length=5&offset=0&filter=${encodeURIComponent(`username==${escaped}.*`)}`),
    )
    expect(built).toBe(0)
    expect(result.result.map((user) => user.username)).toEqual([`${pattern}tail`])
  })
})

describe('GET /users/{uuid}', () => {
  it('answers the user', async () => {
    const { status, body } = await send('GET', `/users/${ADMIN_UUID}`)
    expect(status).toBe(200)
    expect(userSchema.parse(body).username).toBe('admin')
  })

  it('answers 404 with IAM_ERR_19 for an unknown uuid', async () => {
    const { status, body } = await send('GET', '/users/no-such-user')
    expect(status).toBe(404)
    expectError(body, 'IAM_ERR_19', /no-such-user/)
  })
})

describe('POST /users', () => {
  const newUser = {
    username: 'new.person',
    display_name: 'New Person',
    locale: 'fr_FR',
    password: 'Start/123a',
    type: 'local',
    additional_attributes: { email_address: 'new.person@example.com' },
  }

  it('creates an active local user, answers 201, and lists it', async () => {
    const { status, body } = await send('POST', '/users', newUser)
    expect(status).toBe(201)
    const user = userSchema.parse(body)
    expect(user).toMatchObject({ username: 'new.person', type: 'local', active: true, locale: 'fr_FR' })
    expect(JSON.stringify(body)).not.toMatch(/password/)
    const found = await listUsers(`length=5&offset=0&filter=${encodeURIComponent('username==new\\.person.*')}`)
    expect(found.result.map(({ uuid }) => uuid)).toEqual([user.uuid])
    expect(await mockDb.verifyPassword('new.person', 'Start/123a')).toBe(true)
  })

  it('answers 409 when the username exists, whatever its case', async () => {
    const { status, body } = await send('POST', '/users', { ...newUser, username: 'ADMIN' })
    expect(status).toBe(409)
    expectError(body, 'IAM_ERR_409', /ADMIN/)
  })

  it('answers 400 naming the field for a body that fails the schema', async () => {
    const blank = await send('POST', '/users', { ...newUser, username: '  ' })
    expect(blank.status).toBe(400)
    expectError(blank.body, 'IAM_ERR_6', /username/)
    const notJson = await send('POST', '/users', '{"username": ')
    expect(notJson.status).toBe(400)
    expectError(notJson.body, 'IAM_ERR_6', /JSON/)
  })
})

describe('PUT /users/{uuid} and /active', () => {
  it('stores the merged edits and ignores client-only fields', async () => {
    const admin = mockDb.getUser(ADMIN_UUID)
    const { status, body } = await send('PUT', `/users/${ADMIN_UUID}`, {
      ...admin,
      display_name: 'Chief Admin',
      confirm_password: 'x',
      idp_name: 'Local',
    })
    expect(status).toBe(200)
    expect(userSchema.parse(body)).toEqual({ ...admin, display_name: 'Chief Admin' })
    expect(mockDb.getUser(ADMIN_UUID).display_name).toBe('Chief Admin')
  })

  it('answers 404 for an unknown user and 409 for a username taken by another', async () => {
    const admin = mockDb.getUser(ADMIN_UUID)
    const unknown = await send('PUT', '/users/nobody', { ...admin, uuid: 'nobody', username: 'nobody' })
    expect(unknown.status).toBe(404)
    const other = mockDb.listUsers({ length: 2, offset: 0 }).result[1]
    const taken = await send('PUT', `/users/${other?.uuid ?? ''}`, { ...other, username: 'admin' })
    expect(taken.status).toBe(409)
  })

  it('deactivates and activates a user', async () => {
    const off = await send('PUT', `/users/${ADMIN_UUID}/active`, { active: false })
    expect(off.status).toBe(200)
    expect(mockDb.getUser(ADMIN_UUID).active).toBe(false)
    await send('PUT', `/users/${ADMIN_UUID}/active`, { active: true })
    expect(mockDb.getUser(ADMIN_UUID).active).toBe(true)
    const bad = await send('PUT', `/users/${ADMIN_UUID}/active`, { active: 'yes' })
    expect(bad.status).toBe(400)
    expect((await send('PUT', '/users/nobody/active', { active: true })).status).toBe(404)
  })
})

describe('PUT /users/password', () => {
  const change = (old_password: string, new_password: string, username = 'admin') =>
    send('PUT', '/users/password', { username, old_password, new_password })

  it('changes the password when the old one is right', async () => {
    const { status } = await change(DEFAULT_DEMO_PASSWORD, 'Fresh/Pass9')
    expect(status).toBe(200)
    expect(await mockDb.verifyPassword('admin', 'Fresh/Pass9')).toBe(true)
    expect(await mockDb.verifyPassword('admin', DEFAULT_DEMO_PASSWORD)).toBe(false)
  })

  it('answers 400 with a message for a wrong old password, an unknown user, or a user without one', async () => {
    for (const [old, username] of [
      ['Wrong/Pass1', 'admin'],
      [DEFAULT_DEMO_PASSWORD, 'nobody'],
    ] as const) {
      const { status, body } = await change(old, 'Fresh/Pass9', username)
      expect(status).toBe(400)
      expect(errorResponseSchema.parse(body).message).toBe('Your username or old password was incorrect.')
    }
    const ldapUser = mockDb.listUsers({ length: 500, offset: 0 }).result.find((user) => user.type === 'ldap')
    const { status } = await change(DEFAULT_DEMO_PASSWORD, 'Fresh/Pass9', ldapUser?.username)
    expect(status).toBe(400)
  })

  it('answers 400 with a message for a new password that breaks the rules', async () => {
    for (const weak of ['Sh0rt!', 'alllowercase1!', DEFAULT_DEMO_PASSWORD]) {
      const { status, body } = await change(DEFAULT_DEMO_PASSWORD, weak)
      expect(status).toBe(400)
      expect(errorResponseSchema.parse(body).message).toMatch(/new password must/)
    }
    expect(await mockDb.verifyPassword('admin', DEFAULT_DEMO_PASSWORD)).toBe(true)
  })

  it('answers 400 with a message for a deactivated account', async () => {
    mockDb.setUserActive(ADMIN_UUID, false)
    const { status, body } = await change(DEFAULT_DEMO_PASSWORD, 'Fresh/Pass9')
    expect(status).toBe(400)
    expect(errorResponseSchema.parse(body)).toMatchObject({ error_code: 'IAM_ERR_29' })
  })
})
