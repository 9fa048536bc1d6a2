// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { LOCKOUT_MS, MAX_FAILURES_PER_ADDRESS } from '../../../mocks/emulator/login-attempts'
import { DEFAULT_DEMO_PASSWORD } from '../../../mocks/seed'
import { OTHER_LOOPBACK, postLoginFrom, requestFrom } from '../../e2e/support/other-address'
import { authorizationRequest, Browser, startSignIn, emulatorForThisFile } from './browser'

const SESSIONS = '/api/iam/authn/v1/sessions'
const PASSWORD_CALL = '/api/iam/v1/users/password'
const WRONG = 'not-the-password'

let now = Date.now()

const server = emulatorForThisFile({ lockoutClock: () => now })

// Each test locks someone out: each starts from the seed with a clean table, five minutes on.
beforeEach(async () => {
  now += 2 * LOCKOUT_MS
  server.emulator.db.reset()
  await server.emulator.db.ready()
})

/** The code the login page is sent back with, or '' when the post went on with the sign-in. */
async function logIn(login: string, password: string, browser = new Browser(server.origin)): Promise<string> {
  const posted = await browser.postForm(SESSIONS, { login, password })
  expect(posted.status).toBe(303)
  return new URL(posted.location ?? '').searchParams.get('error') ?? ''
}

async function logInTimes(login: string, password: string, times: number): Promise<string[]> {
  const codes: string[] = []
  for (let index = 0; index < times; index++) codes.push(await logIn(login, password))
  return codes
}

/** The code for a login posted from another client address than the tests' own (127.0.0.1). */
async function logInFromElsewhere(login: string, password: string, headers: Record<string, string> = {}): Promise<string> {
  const posted = await postLoginFrom(OTHER_LOOPBACK, server.origin, { login, password }, headers)
  expect(posted.status).toBe(303)
  return new URL(posted.location ?? '', server.origin).searchParams.get('error') ?? ''
}

function changePassword(username: string, oldPassword: string, newPassword: string): Promise<Response> {
  return fetch(`${server.origin}${PASSWORD_CALL}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, old_password: oldPassword, new_password: newPassword }),
  })
}

describe('login lockout (one client address)', () => {
  it('locks a user out at the fifth wrong password, refuses even the right one, and lets them in five minutes later', async () => {
    expect(await logInTimes('admin', WRONG, 5)).toEqual(['AUTHN_ERR_7', 'AUTHN_ERR_7', 'AUTHN_ERR_7', 'AUTHN_ERR_7', 'AUTHN_ERR_10'])

    const browser = new Browser(server.origin)
    const locked = await browser.postForm(SESSIONS, { login: 'admin', password: DEFAULT_DEMO_PASSWORD })
    // The login page is told how long the lockout has left, in seconds.
    expect(locked.location).toBe(`${server.origin}/ui/iam/login?error=AUTHN_ERR_10&retry_after=300`)
    expect(browser.cookie('iam_preauth')).toBeUndefined()
    now += LOCKOUT_MS - 1000
    const later = await browser.postForm(SESSIONS, { login: 'Admin', password: DEFAULT_DEMO_PASSWORD })
    expect(later.location).toBe(`${server.origin}/ui/iam/login?error=AUTHN_ERR_10&retry_after=1`)

    now += 1000
    const posted = await browser.postForm(SESSIONS, { login: 'admin', password: DEFAULT_DEMO_PASSWORD })
    expect(posted.location).toBe(`${server.origin}/ui/iam/identities`)
    expect(browser.cookie('iam_preauth')).toBeDefined()
  })

  it('keeps the interaction in the address, so the user can try again in the same sign-in after the lockout', async () => {
    const browser = new Browser(server.origin)
    const uid = await startSignIn(browser, authorizationRequest(server.origin))
    await logInTimes('admin', WRONG, 4)
    const posted = await browser.postForm(SESSIONS, { login: 'admin', password: WRONG, interaction: uid })
    expect(posted.location).toBe(`${server.origin}/ui/iam/login?error=AUTHN_ERR_10&retry_after=300&interaction=${uid}`)
  })

  it('starts the count again after a successful login', async () => {
    expect(await logInTimes('admin', WRONG, 4)).toEqual(Array<string>(4).fill('AUTHN_ERR_7'))
    expect(await logIn('admin', DEFAULT_DEMO_PASSWORD)).toBe('')
    expect(await logInTimes('admin', WRONG, 4)).toEqual(Array<string>(4).fill('AUTHN_ERR_7'))
    expect(await logIn('admin', WRONG)).toBe('AUTHN_ERR_10')
  })

  it('locks a name that matches no account the same way, so a lockout tells nothing about who exists', async () => {
    expect(await logInTimes('nobody.here', WRONG, 5)).toEqual(['AUTHN_ERR_7', 'AUTHN_ERR_7', 'AUTHN_ERR_7', 'AUTHN_ERR_7', 'AUTHN_ERR_10'])
    expect(await logIn('NOBODY.HERE', WRONG)).toBe('AUTHN_ERR_10')
  })

  it('locks the name, not everyone: another user still logs in', async () => {
    await logInTimes('admin', WRONG, 5)
    const user = await server.emulator.db.createUser({
      username: 'other.user',
      locale: 'en_US',
      password: 'Other/Us3r!',
      type: 'local',
      additional_attributes: {},
    })
    expect(user.active).toBe(true)
    expect(await logIn('other.user', 'Other/Us3r!')).toBe('')
    expect(await logIn('admin', DEFAULT_DEMO_PASSWORD)).toBe('AUTHN_ERR_10')
  })

  it('gives twenty parallel guesses no more password checks than five in a row', async () => {
    const codes = await Promise.all(Array.from({ length: 20 }, () => logIn('admin', WRONG)))
    expect(codes.filter((code) => code === 'AUTHN_ERR_7')).toHaveLength(4)
    expect(codes.filter((code) => code === 'AUTHN_ERR_10')).toHaveLength(16)
    expect(await logIn('admin', DEFAULT_DEMO_PASSWORD)).toBe('AUTHN_ERR_10')
  })
})

describe('login lockout between client addresses', () => {
  it('does not lock the name for this address when another address guesses it, whatever X-Forwarded-For says', async () => {
    const spoofed = { 'X-Forwarded-For': '127.0.0.1', Forwarded: 'for=127.0.0.1' }
    const codes = []
    for (let index = 0; index < 5; index++) codes.push(await logInFromElsewhere('admin', WRONG, spoofed))
    expect(codes).toEqual(['AUTHN_ERR_7', 'AUTHN_ERR_7', 'AUTHN_ERR_7', 'AUTHN_ERR_7', 'AUTHN_ERR_10'])
    expect(await logInFromElsewhere('admin', DEFAULT_DEMO_PASSWORD)).toBe('AUTHN_ERR_10')

    expect(await logIn('admin', DEFAULT_DEMO_PASSWORD)).toBe('')
    expect(await logInTimes('admin', WRONG, 4)).toEqual(Array<string>(4).fill('AUTHN_ERR_7'))
  })

  it(`locks an address that tries ${String(MAX_FAILURES_PER_ADDRESS)} wrong passwords over many names for every name, and no other address`, async () => {
    const codes = []
    for (let index = 0; index < MAX_FAILURES_PER_ADDRESS; index++) codes.push(await logInFromElsewhere(`sprayed.${String(index)}`, WRONG))
    expect(codes.slice(0, -1)).toEqual(Array<string>(MAX_FAILURES_PER_ADDRESS - 1).fill('AUTHN_ERR_7'))
    expect(codes.at(-1)).toBe('AUTHN_ERR_10')
    expect(await logInFromElsewhere('admin', DEFAULT_DEMO_PASSWORD)).toBe('AUTHN_ERR_10')

    expect(await logIn('admin', DEFAULT_DEMO_PASSWORD)).toBe('')
  })

  it('counts the password call per address too', async () => {
    for (let index = 0; index < 5; index++) {
      const reply = await requestFrom(OTHER_LOOPBACK, `${server.origin}${PASSWORD_CALL}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin', old_password: WRONG, new_password: 'Brand/New-Pass1' }),
      })
      expect(JSON.parse(reply.body)).toMatchObject({ error_code: index < 4 ? 'IAM_ERR_7' : 'IAM_ERR_10' })
    }
    expect(await logInFromElsewhere('admin', DEFAULT_DEMO_PASSWORD)).toBe('AUTHN_ERR_10')
    expect((await changePassword('admin', DEFAULT_DEMO_PASSWORD, 'Brand/New-Pass1')).status).toBe(200)
  })
})

describe('the password call and the lockout (decision 013)', () => {
  it('counts wrong old passwords towards the same lockout as the login', async () => {
    await logInTimes('admin', WRONG, 3)
    for (let index = 0; index < 2; index++) {
      const reply = await changePassword('admin', WRONG, 'Brand/New-Pass1')
      expect(reply.status).toBe(400)
      expect(await reply.json()).toMatchObject({ error_code: index === 0 ? 'IAM_ERR_7' : 'IAM_ERR_10' })
    }
    expect(await logIn('admin', DEFAULT_DEMO_PASSWORD)).toBe('AUTHN_ERR_10')
  })

  it('refuses a locked user with the right old password, changes nothing, and works again after the lockout', async () => {
    await logInTimes('admin', WRONG, 5)
    const refused = await changePassword('admin', DEFAULT_DEMO_PASSWORD, 'Brand/New-Pass1')
    expect(refused.status).toBe(400)
    const message = 'This account is locked after too many failed attempts. Please try again in 5 minutes.'
    expect(await refused.json()).toEqual({ details: message, endpoint: `PUT ${PASSWORD_CALL}`, error_code: 'IAM_ERR_10', severity: 'ERROR', message })
    expect(await server.emulator.db.verifyPassword('admin', DEFAULT_DEMO_PASSWORD)).toBe(true)
    // Minutes rounded up, down to the last one.
    now += 4 * 60 * 1000 + 1000
    expect(await (await changePassword('admin', DEFAULT_DEMO_PASSWORD, 'Brand/New-Pass1')).json()).toMatchObject({
      message: 'This account is locked after too many failed attempts. Please try again in 1 minute.',
    })

    now += 60 * 1000
    expect((await changePassword('admin', DEFAULT_DEMO_PASSWORD, 'Brand/New-Pass1')).status).toBe(200)
    expect(await logIn('admin', 'Brand/New-Pass1')).toBe('')
  })

  it('starts the count again after a successful change, and a refused new password does not count', async () => {
    await logInTimes('admin', WRONG, 4)
    const weak = await changePassword('admin', DEFAULT_DEMO_PASSWORD, 'weak')
    expect(await weak.json()).toMatchObject({ error_code: 'IAM_ERR_28' })
    expect(await logIn('admin', WRONG)).toBe('AUTHN_ERR_10')

    now += LOCKOUT_MS
    await logInTimes('admin', WRONG, 4)
    expect((await changePassword('admin', DEFAULT_DEMO_PASSWORD, 'Brand/New-Pass1')).status).toBe(200)
    expect(await logInTimes('admin', WRONG, 4)).toEqual(Array<string>(4).fill('AUTHN_ERR_7'))
  })
})
