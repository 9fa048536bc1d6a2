// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DEFAULT_DEMO_PASSWORD } from '../../../mocks/seed'
import {
  authorizationRequest,
  Browser,
  decodeJwtPayload,
  exchangeCode,
  followUntilCallback,
  emulatorForThisFile,
  startSignIn,
} from './browser'

const SESSIONS = '/api/iam/authn/v1/sessions'

const server = emulatorForThisFile()

/** A local user with a password who is then deactivated (the seed gives passwords to active users only). */
async function createInactiveUser(username: string, password: string): Promise<void> {
  const user = await server.emulator.db.createUser({
    username,
    display_name: 'Inactive User',
    locale: 'en_US',
    password,
    type: 'local',
    additional_attributes: { email_address: `${username}@example.com` },
  })
  server.emulator.db.setUserActive(user.uuid, false)
}

function ldapUsername(): string {
  const user = server.emulator.db.listUsers({ length: 500, offset: 0 }).result.find((candidate) => candidate.type === 'ldap')
  if (!user) throw new Error('the seed has no ldap user')
  return user.username
}

describe('login form without a sign-in under way (pre-authentication)', () => {
  it('remembers the login in a short-lived HttpOnly cookie and sends the user to the identities page', async () => {
    const browser = new Browser(server.origin)
    const posted = await browser.postForm(SESSIONS, { login: 'admin', password: DEFAULT_DEMO_PASSWORD })
    expect(posted.status).toBe(303)
    expect(posted.location).toBe(`${server.origin}/ui/iam/identities`)
    const [cookie = ''] = posted.response.headers.getSetCookie()
    expect(cookie).toMatch(/^iam_preauth=[\w-]{40,};/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain('Max-Age=60')
    expect(cookie).toContain('Path=/api/iam/authn/v1/interaction')
  })

  it("lets the console's own sign-in pass straight through, once", async () => {
    const browser = new Browser(server.origin)
    await browser.postForm(SESSIONS, { login: 'ADMIN', password: DEFAULT_DEMO_PASSWORD })
    const preAuthId = browser.cookie('iam_preauth') ?? ''
    expect(preAuthId).not.toBe('')

    const request = authorizationRequest(server.origin)
    const authorize = await browser.get(request.url)
    const uid = authorize.location?.split('/').pop() ?? ''
    const interaction = await browser.get(authorize.location ?? '')
    expect(interaction.location).toBe(`${server.origin}/api/iam/authn/auth/${uid}`)
    expect(browser.cookie('iam_preauth')).toBeUndefined()
    const callback = await followUntilCallback(browser, interaction)
    const tokens = await exchangeCode(server.origin, request, callback.location ?? '')
    expect(decodeJwtPayload(tokens.id_token).email).toBe('admin@example.com')

    // Replayed in another browser (no provider session there), the spent cookie signs no one in.
    const replay = new Browser(server.origin)
    replay.setCookie('iam_preauth', preAuthId)
    const uidThere = await startSignIn(replay, authorizationRequest(server.origin))
    expect(uidThere).toMatch(/^[\w-]+$/)
  })

  it('does not sign in a user deactivated since the login', async () => {
    await createInactiveUser('soon.inactive', 'Soon/Inactive4u')
    const user = server.emulator.db.listUsers({ length: 500, offset: 0 }, /^soon\.inactive$/).result[0]
    if (!user) throw new Error('user not created')
    server.emulator.db.setUserActive(user.uuid, true)
    const browser = new Browser(server.origin)
    await browser.postForm(SESSIONS, { login: 'soon.inactive', password: 'Soon/Inactive4u' })
    server.emulator.db.setUserActive(user.uuid, false)
    const uid = await startSignIn(browser, authorizationRequest(server.origin))
    expect(uid).toMatch(/^[\w-]+$/)
  })

  it('asks for the password when there is no cookie', async () => {
    const browser = new Browser(server.origin)
    const uid = await startSignIn(browser, authorizationRequest(server.origin))
    expect(uid).toMatch(/^[\w-]+$/)
  })
})

describe('login failures', () => {
  const cases = [
    { name: 'a wrong password', login: 'admin', password: 'not-the-password', code: 'AUTHN_ERR_7' },
    { name: 'an unknown user', login: 'nobody', password: DEFAULT_DEMO_PASSWORD, code: 'AUTHN_ERR_7' },
    { name: 'an empty form', login: '', password: '', code: 'AUTHN_ERR_7' },
  ]

  for (const { name, login, password, code } of cases) {
    it(`sends ${name} back to the login page with ${code}`, async () => {
      const posted = await new Browser(server.origin).postForm(SESSIONS, { login, password })
      expect(posted.status).toBe(303)
      expect(posted.location).toBe(`${server.origin}/ui/iam/login?error=${code}`)
    })
  }

  it('refuses a local user who has no password', async () => {
    await server.emulator.db.createUser({ username: 'no.password', locale: 'en_US', type: 'local', additional_attributes: {} })
    const posted = await new Browser(server.origin).postForm(SESSIONS, { login: 'no.password', password: '' })
    expect(posted.location).toBe(`${server.origin}/ui/iam/login?error=AUTHN_ERR_7`)
  })

  it('treats a directory user as unknown: only local accounts log in here', async () => {
    const posted = await new Browser(server.origin).postForm(SESSIONS, { login: ldapUsername(), password: DEFAULT_DEMO_PASSWORD })
    expect(posted.location).toBe(`${server.origin}/ui/iam/login?error=AUTHN_ERR_7`)
  })

  it('tells an inactive user with the right password that the account is disabled, and no one else', async () => {
    await createInactiveUser('dormant.user', 'Dormant/4u!')
    const right = await new Browser(server.origin).postForm(SESSIONS, { login: 'dormant.user', password: 'Dormant/4u!' })
    expect(right.location).toBe(`${server.origin}/ui/iam/login?error=AUTHN_ERR_29`)
    const wrong = await new Browser(server.origin).postForm(SESSIONS, { login: 'dormant.user', password: 'guess' })
    expect(wrong.location).toBe(`${server.origin}/ui/iam/login?error=AUTHN_ERR_7`)
  })

  it('keeps the interaction in the address so the user can try again within the same sign-in', async () => {
    const browser = new Browser(server.origin)
    const request = authorizationRequest(server.origin)
    const uid = await startSignIn(browser, request)
    const failed = await browser.postForm(SESSIONS, { login: 'admin', password: 'wrong', interaction: uid })
    expect(failed.location).toBe(`${server.origin}/ui/iam/login?error=AUTHN_ERR_7&interaction=${uid}`)

    const retried = await browser.postForm(SESSIONS, { login: 'admin', password: DEFAULT_DEMO_PASSWORD, interaction: uid })
    const callback = await followUntilCallback(browser, retried)
    expect((await exchangeCode(server.origin, request, callback.location ?? '')).id_token).toBeTruthy()
  })

  it('answers an unknown or expired interaction with AUTHN_ERR_11', async () => {
    const browser = new Browser(server.origin)
    const posted = await browser.postForm(SESSIONS, { login: 'admin', password: DEFAULT_DEMO_PASSWORD, interaction: 'no-such-interaction' })
    expect(posted.location).toBe(`${server.origin}/ui/iam/login?error=AUTHN_ERR_11`)
    const visited = await browser.get('/api/iam/authn/v1/interaction/no-such-interaction')
    expect(visited.location).toBe(`${server.origin}/ui/iam/login?error=AUTHN_ERR_11`)
  })
})
