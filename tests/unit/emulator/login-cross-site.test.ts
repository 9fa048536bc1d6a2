// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { crossSiteReason } from '../../../mocks/emulator/cross-site'
import { DEFAULT_DEMO_PASSWORD } from '../../../mocks/seed'
import { Browser, emulatorForThisFile } from './browser'

const SESSIONS = '/api/iam/authn/v1/sessions'

const server = emulatorForThisFile()

/** The login form posted with the headers a browser would add for the page it was on. */
function postLogin(headers: Record<string, string>, password = DEFAULT_DEMO_PASSWORD, browser = new Browser(server.origin)) {
  return browser.request(SESSIONS, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ login: 'admin', password }).toString(),
  })
}

describe('login posts from another site', () => {
  const refused: [string, () => Record<string, string>][] = [
    ['an Origin of another site', () => ({ Origin: 'https://evil.example' })],
    ['Sec-Fetch-Site: cross-site', () => ({ 'Sec-Fetch-Site': 'cross-site' })],
    ['Sec-Fetch-Site: cross-site with this Origin', () => ({ 'Sec-Fetch-Site': 'cross-site', Origin: server.origin })],
    ['Sec-Fetch-Site: same-site (another port of this host)', () => ({ 'Sec-Fetch-Site': 'same-site' })],
    ['an Origin on another port of this host', () => ({ Origin: 'http://127.0.0.1:1' })],
    ['a look-alike Origin', () => ({ Origin: `${server.origin}.evil.example` })],
    ['Sec-Fetch-Site: same-origin with another Origin', () => ({ 'Sec-Fetch-Site': 'same-origin', Origin: 'https://evil.example' })],
    ['Origin: null (an opaque origin) alone', () => ({ Origin: 'null' })],
  ]

  for (const [name, headers] of refused) {
    it(`refuses ${name} with 403, even with the right password: no redirect, no cookie`, async () => {
      const browser = new Browser(server.origin)
      const posted = await postLogin(headers(), DEFAULT_DEMO_PASSWORD, browser)
      expect(posted.status).toBe(403)
      expect(posted.location).toBeUndefined()
      expect(posted.response.headers.getSetCookie()).toEqual([])
      expect(await posted.response.text()).toContain('login posts from another site are refused')
    })
  }

  it('never checks the password: wrong passwords posted from elsewhere do not lock the user out', async () => {
    for (let index = 0; index < 6; index++) {
      expect((await postLogin({ Origin: 'https://evil.example' }, 'not-the-password')).status).toBe(403)
    }
    const posted = await postLogin({ Origin: server.origin })
    expect(posted.location).toBe(`${server.origin}/ui/iam/identities`)
  })
})

describe('login posts from the console itself', () => {
  const allowed: [string, () => Record<string, string>][] = [
    ['this Origin', () => ({ Origin: server.origin })],
    ['this Origin and Sec-Fetch-Site: same-origin', () => ({ Origin: server.origin, 'Sec-Fetch-Site': 'same-origin' })],
    ['Sec-Fetch-Site: same-origin without an Origin', () => ({ 'Sec-Fetch-Site': 'same-origin' })],
    // A page under Referrer-Policy: no-referrer posts with Origin: null.
    ['Origin: null vouched for by Sec-Fetch-Site: same-origin', () => ({ Origin: 'null', 'Sec-Fetch-Site': 'same-origin' })],
    ['neither header (not a browser: curl, a script)', () => ({})],
  ]

  for (const [name, headers] of allowed) {
    it(`accepts ${name}`, async () => {
      const posted = await postLogin(headers())
      expect(posted.status).toBe(303)
      expect(posted.location).toBe(`${server.origin}/ui/iam/identities`)
    })
  }
})

describe('crossSiteReason', () => {
  it('says which header gave the post away', () => {
    const here = 'http://127.0.0.1:9440'
    expect(crossSiteReason({ 'sec-fetch-site': 'cross-site' }, here)).toBe('Sec-Fetch-Site is cross-site')
    expect(crossSiteReason({ origin: 'https://evil.example' }, here)).toBe('Origin is https://evil.example')
    expect(crossSiteReason({ origin: 'null', 'sec-fetch-site': 'none' }, here)).toBe('Origin is null')
    expect(crossSiteReason({ origin: here, 'sec-fetch-site': 'none' }, here)).toBeUndefined()
  })
})
