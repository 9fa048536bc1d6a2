// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DEFAULT_DEMO_PASSWORD } from '../../../mocks/seed'
import {
  authorizationRequest,
  Browser,
  decodeJwtPayload,
  emulatorForThisFile,
  exchangeCode,
  followUntilCallback,
  startSignIn,
  type Hop,
} from './browser'

const SESSIONS = '/api/iam/authn/v1/sessions'
const ADMIN = { login: 'admin', password: DEFAULT_DEMO_PASSWORD }

const server = emulatorForThisFile()

/** Where the attacker's own browser ends when it resumes the sign-in it started. */
async function resumeAsAttacker(attacker: Browser, uid: string): Promise<Hop> {
  return followUntilCallback(attacker, await attacker.get(`/api/iam/authn/auth/${uid}`))
}

/** The attacker's resumed sign-in went back to the login page: no code, so no token. */
function expectNoCode(hop: Hop): void {
  const location = new URL(hop.location ?? '')
  expect(location.pathname).toBe('/ui/iam/login')
  expect(location.searchParams.get('interaction')).toMatch(/^[\w-]+$/)
  expect(location.searchParams.has('code')).toBe(false)
}

describe('a sign-in is bound to the browser that started it', () => {
  it('gives the browser sent to the login page a short-lived HttpOnly cookie that only the login post receives', async () => {
    const browser = new Browser(server.origin)
    const toInteraction = await browser.get(authorizationRequest(server.origin).url)
    const toLogin = await browser.get(toInteraction.location ?? '')
    const binding = toLogin.response.headers.getSetCookie().find((line) => line.startsWith('iam_interaction='))
    expect(binding).toMatch(/^iam_interaction=[\w-]{40,};/)
    expect(binding).toContain('HttpOnly')
    expect(binding).toContain('SameSite=Lax')
    expect(binding).toContain(`Path=${SESSIONS};`)
    // As long as the interaction itself (one hour), not longer.
    const maxAge = Number(/Max-Age=(\d+)/.exec(binding ?? '')?.[1])
    expect(maxAge).toBeGreaterThan(3500)
    expect(maxAge).toBeLessThanOrEqual(3600)
  })

  it("refuses a victim's login posted with the attacker's interaction, and the attacker gets no code", async () => {
    const attacker = new Browser(server.origin)
    const uid = await startSignIn(attacker, authorizationRequest(server.origin))

    // The victim opened /ui/iam/login?interaction=<uid> from the attacker's link and logged in.
    const victim = new Browser(server.origin)
    const posted = await victim.postForm(SESSIONS, { ...ADMIN, interaction: uid })
    expect(posted.location).toBe(`${server.origin}/ui/iam/login?error=AUTHN_ERR_11`)
    expect(victim.cookie('iam_preauth')).toBeUndefined()

    expectNoCode(await resumeAsAttacker(attacker, uid))
  })

  it("refuses the attacker's interaction posted with the victim's binding to a sign-in of their own", async () => {
    const attacker = new Browser(server.origin)
    const uid = await startSignIn(attacker, authorizationRequest(server.origin))
    const victim = new Browser(server.origin)
    await startSignIn(victim, authorizationRequest(server.origin))
    expect(victim.cookie('iam_interaction')).toBeDefined()

    const posted = await victim.postForm(SESSIONS, { ...ADMIN, interaction: uid })
    expect(posted.location).toBe(`${server.origin}/ui/iam/login?error=AUTHN_ERR_11`)
    expectNoCode(await resumeAsAttacker(attacker, uid))
  })

  it("binds no one who follows a link to someone else's interaction route, nor uses their pre-authentication there", async () => {
    const attacker = new Browser(server.origin)
    const request = authorizationRequest(server.origin)
    const toInteraction = await attacker.get(request.url)
    const interactionRoute = toInteraction.location ?? ''
    const uid = interactionRoute.split('/').pop() ?? ''

    // The victim has just logged in on the login page opened directly, then follows the link.
    const victim = new Browser(server.origin)
    await victim.postForm(SESSIONS, ADMIN)
    expect(victim.cookie('iam_preauth')).toBeDefined()
    const visited = await victim.get(interactionRoute)
    expect(visited.location).toBe(`${server.origin}/ui/iam/login?error=AUTHN_ERR_11`)
    expect(victim.cookie('iam_interaction')).toBeUndefined()
    expect(victim.cookie('iam_preauth')).toBeUndefined()
    const posted = await victim.postForm(SESSIONS, { ...ADMIN, interaction: uid })
    expect(posted.location).toBe(`${server.origin}/ui/iam/login?error=AUTHN_ERR_11`)

    expectNoCode(await resumeAsAttacker(attacker, uid))
  })

  it('keeps the binding through wrong passwords, spends it on success, and clears the cookie', async () => {
    const browser = new Browser(server.origin)
    const request = authorizationRequest(server.origin)
    const uid = await startSignIn(browser, request)
    const binding = browser.cookie('iam_interaction') ?? ''
    for (let attempt = 0; attempt < 2; attempt++) {
      const failed = await browser.postForm(SESSIONS, { login: 'admin', password: 'wrong', interaction: uid })
      expect(failed.location).toBe(`${server.origin}/ui/iam/login?error=AUTHN_ERR_7&interaction=${uid}`)
    }
    const posted = await browser.postForm(SESSIONS, { ...ADMIN, interaction: uid })
    expect(posted.location).toBe(`${server.origin}/api/iam/authn/auth/${uid}`)
    expect(posted.response.headers.getSetCookie()).toContain(`iam_interaction=; Path=${SESSIONS}; Max-Age=0; HttpOnly; SameSite=Lax`)
    expect(browser.cookie('iam_interaction')).toBeUndefined()

    // Replayed while the interaction still waits to be resumed, the spent binding finishes nothing.
    const replay = new Browser(server.origin)
    replay.setCookie('iam_interaction', binding, SESSIONS)
    const replayed = await replay.postForm(SESSIONS, { ...ADMIN, interaction: uid })
    expect(replayed.location).toBe(`${server.origin}/ui/iam/login?error=AUTHN_ERR_11`)

    const callback = await followUntilCallback(browser, posted)
    expect(decodeJwtPayload((await exchangeCode(server.origin, request, callback.location ?? '')).id_token).email).toBe('admin@example.com')
  })

  it("holds the browser's newest sign-in only: a second one replaces the first one's binding", async () => {
    const browser = new Browser(server.origin)
    const first = await startSignIn(browser, authorizationRequest(server.origin))
    const second = authorizationRequest(server.origin)
    const secondUid = await startSignIn(browser, second)
    const stale = await browser.postForm(SESSIONS, { ...ADMIN, interaction: first })
    expect(stale.location).toBe(`${server.origin}/ui/iam/login?error=AUTHN_ERR_11`)
    const posted = await browser.postForm(SESSIONS, { ...ADMIN, interaction: secondUid })
    const callback = await followUntilCallback(browser, posted)
    expect((await exchangeCode(server.origin, second, callback.location ?? '')).id_token).toBeTruthy()
  })

  it('holds one binding per sign-in: coming to its login step again replaces the binding it had', async () => {
    const browser = new Browser(server.origin)
    const request = authorizationRequest(server.origin)
    const uid = await startSignIn(browser, request)
    const first = browser.cookie('iam_interaction') ?? ''
    await browser.get(`/api/iam/authn/v1/interaction/${uid}`)
    const second = browser.cookie('iam_interaction') ?? ''
    expect(second).not.toBe(first)

    const stale = new Browser(server.origin)
    stale.setCookie('iam_interaction', first, SESSIONS)
    expect((await stale.postForm(SESSIONS, { ...ADMIN, interaction: uid })).location).toBe(`${server.origin}/ui/iam/login?error=AUTHN_ERR_11`)
    const posted = await browser.postForm(SESSIONS, { ...ADMIN, interaction: uid })
    const callback = await followUntilCallback(browser, posted)
    expect((await exchangeCode(server.origin, request, callback.location ?? '')).id_token).toBeTruthy()
  })
})
