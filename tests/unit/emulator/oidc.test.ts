// @vitest-environment node
import { createHash, createPublicKey, verify, type JsonWebKey } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  authorizationRequest,
  Browser,
  CLIENT_ID,
  decodeJwtPayload,
  exchangeCode,
  signIn,
  startSignIn,
  emulatorForThisFile,
} from './browser'
import { DEFAULT_DEMO_PASSWORD } from '../../../mocks/seed'

const TOKEN_TTL = 900

const server = emulatorForThisFile({ tokenTtlSeconds: TOKEN_TTL })

let issuer: string

beforeAll(() => {
  issuer = `${server.origin}/api/iam/authn`
})

/**
 * A page under a policy that loads nothing and runs only the page's own inline scripts, each named
 * by its nonce or its hash: an answer without a policy would run whatever script it carried.
 */
function expectOnlyItsOwnScripts(response: Response, html: string): void {
  const directives = new Map(
    (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  )
  expect(directives.get('default-src')).toEqual(["'none'"])
  const allowed = directives.get('script-src') ?? []
  expect(allowed.length).toBeGreaterThan(0)
  expect(allowed.every((source) => /^'(nonce|sha256)-[\w+/=-]+'$/.test(source))).toBe(true)
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
  expect(scripts.length).toBeGreaterThan(0)
  for (const [, attributes = '', body = ''] of scripts) {
    const nonce = /nonce="([^"]+)"/.exec(attributes)?.[1]
    const named = nonce ? `'nonce-${nonce}'` : `'sha256-${createHash('sha256').update(body).digest('base64')}'`
    expect(allowed).toContain(named)
  }
}

/** No fonts, styles or scripts from elsewhere (the provider's own pages load a web font). */
function expectSelfContained(html: string): void {
  expect(html).not.toMatch(/@import|<link\b|<script[^>]+src=|https?:\/\/(?!127\.0\.0\.1)/i)
}

describe('OpenID provider', () => {
  it('publishes its discovery document at the issuer', async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`)
    expect(response.status).toBe(200)
    const discovery = (await response.json()) as Record<string, unknown>
    expect(discovery).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      end_session_endpoint: `${issuer}/session/end`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['RS256'],
    })
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email']))
    expect(discovery.scopes_supported).not.toContain('offline_access')
  })

  it('publishes one RS256 signing key, without its private part', async () => {
    const { keys } = (await (await fetch(`${issuer}/jwks`)).json()) as { keys: Record<string, unknown>[] }
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' })
    expect(keys[0]).not.toHaveProperty('d')
  })

  it('signs admin in with code + PKCE and puts the e-mail in the id_token', async () => {
    const tokens = await signIn(server.origin, 'admin', DEFAULT_DEMO_PASSWORD)
    expect(tokens.token_type).toBe('Bearer')
    expect(tokens.expires_in).toBe(TOKEN_TTL)
    const claims = decodeJwtPayload(tokens.id_token)
    expect(claims).toMatchObject({
      iss: issuer,
      aud: CLIENT_ID,
      sub: '00000000-0000-4000-8000-000000000001',
      email: 'admin@example.com',
      name: 'Administrator',
      preferred_username: 'admin',
    })
    expect(Number(claims.exp) - Number(claims.iat)).toBe(TOKEN_TTL)

    // The signature verifies against the published key, as the console's fragment path checks it.
    const { keys } = (await (await fetch(`${issuer}/jwks`)).json()) as { keys: JsonWebKey[] }
    const [header = '', payload = '', signature = ''] = tokens.id_token.split('.')
    const key = createPublicKey({ key: keys[0] ?? {}, format: 'jwk' })
    expect(verify('sha256', Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, 'base64url'))).toBe(true)
  })

  it('walks the browser through each step with the expected redirects', async () => {
    const browser = new Browser(server.origin)
    const request = authorizationRequest(server.origin)

    const authorize = await browser.get(request.url)
    expect(authorize.status).toBe(303)
    expect(authorize.location).toMatch(new RegExp(`^${server.origin}/api/iam/authn/v1/interaction/[\\w-]+$`))

    const interaction = await browser.get(authorize.location ?? '')
    expect(interaction.status).toBe(303)
    const uid = authorize.location?.split('/').pop() ?? ''
    expect(interaction.location).toBe(`${server.origin}/ui/iam/login?interaction=${uid}`)

    const login = await browser.postForm('/api/iam/authn/v1/sessions', { login: 'admin', password: DEFAULT_DEMO_PASSWORD, interaction: uid })
    expect(login.status).toBe(303)
    expect(login.location).toBe(`${issuer}/auth/${uid}`)

    const resume = await browser.get(login.location ?? '')
    expect(resume.location).toMatch(new RegExp(`^${server.origin}/ui/iam/callback\\?code=`))
    const tokens = await exchangeCode(server.origin, request, resume.location ?? '')
    expect(decodeJwtPayload(tokens.id_token).email).toBe('admin@example.com')
  })

  it('renews silently (prompt=none) while the provider session lasts, and not after logout', async () => {
    const browser = new Browser(server.origin)
    const firstTokens = await signIn(server.origin, 'admin', DEFAULT_DEMO_PASSWORD, browser)

    const renewal = authorizationRequest(server.origin, { prompt: 'none', redirect_uri: `${server.origin}/ui/iam/silent-renew` })
    const silent = await browser.get(renewal.url)
    expect(silent.location).toMatch(new RegExp(`^${server.origin}/ui/iam/silent-renew\\?code=`))
    const renewed = await exchangeCode(server.origin, { ...renewal, redirectUri: `${server.origin}/ui/iam/silent-renew` }, silent.location ?? '')
    expect(decodeJwtPayload(renewed.id_token).email).toBe('admin@example.com')

    // RP-initiated logout: the page submits itself, with no question asked.
    const logoutQuery = new URLSearchParams({
      id_token_hint: firstTokens.id_token,
      post_logout_redirect_uri: `${server.origin}/ui/iam/login`,
    })
    const logoutPage = await browser.get(`${issuer}/session/end?${logoutQuery.toString()}`)
    expect(logoutPage.status).toBe(200)
    const html = await logoutPage.response.text()
    expectSelfContained(html)
    expectOnlyItsOwnScripts(logoutPage.response, html)
    expect(html).toContain('name="logout" value="yes"')
    expect(html).toContain('.submit()')
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? ''
    const confirmed = await browser.postForm(`${issuer}/session/end/confirm`, { xsrf, logout: 'yes' })
    expect(confirmed.location).toBe(`${server.origin}/ui/iam/login`)

    const afterLogout = await browser.get(authorizationRequest(server.origin, { prompt: 'none' }).url)
    expect(new URL(afterLogout.location ?? '').searchParams.get('error')).toBe('login_required')
  })

  it('stops renewing silently a user deactivated since signing in, and renews them again once active', async () => {
    const { db } = server.emulator
    const password = 'Renewed-no-more-1'
    const { uuid } = await db.createUser({ username: 'renewal-stops', password, type: 'local', locale: 'en-US', additional_attributes: {} })
    const browser = new Browser(server.origin)
    await signIn(server.origin, 'renewal-stops', password, browser)
    const silentAnswer = async () => new URL((await browser.get(authorizationRequest(server.origin, { prompt: 'none' }).url)).location ?? '')

    db.setUserActive(uuid, false)
    expect((await silentAnswer()).searchParams.get('error')).toBe('login_required')
    db.setUserActive(uuid, true)
    expect((await silentAnswer()).searchParams.has('code')).toBe(true)
  })

  it("ends no session for a logout link from elsewhere: without the user's own id_token the user must confirm", async () => {
    const browser = new Browser(server.origin)
    await signIn(server.origin, 'admin', DEFAULT_DEMO_PASSWORD, browser)
    const otherUsers = (await signIn(server.origin, 'yuto.nakamura', DEFAULT_DEMO_PASSWORD)).id_token
    const stillSignedIn = async () => new URL((await browser.get(authorizationRequest(server.origin, { prompt: 'none' }).url)).location ?? '').searchParams.has('code')

    // What another site can send the browser to: no hint, or a token of the attacker's own.
    for (const query of [new URLSearchParams(), new URLSearchParams({ id_token_hint: otherUsers })]) {
      const logoutPage = await browser.get(`${issuer}/session/end?${query.toString()}`)
      expect(logoutPage.status).toBe(200)
      const html = await logoutPage.response.text()
      expectSelfContained(html)
      expect(html).not.toContain('<script')
      expect(html).toContain('<button type="submit" form="op.logoutForm">Sign out</button>')
      expect(await stillSignedIn()).toBe(true)
    }
  })

  it('shows its own plain error page, loading nothing from elsewhere', async () => {
    const response = await fetch(`${issuer}/auth?client_id=nobody&response_type=code&scope=openid`)
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html).toContain('invalid_client')
    expectSelfContained(html)
  })

  it('answers a sign-out link without a provider session with a self-submitting form that runs under a policy naming its one script', async () => {
    // Any site can send a browser here: the form posts the sign-out on at once.
    const page = await new Browser(server.origin).get(`${issuer}/session/end?state=%3Cscript%3Ealert(1)%3C%2Fscript%3E`)
    expect(page.status).toBe(200)
    const html = await page.response.text()
    expect(html).toContain('.submit()')
    expect(html).not.toContain('<script>alert(1)')
    expectOnlyItsOwnScripts(page.response, html)
  })

  it('answers a sign-in that switches the account with a self-submitting sign-out under a policy naming its one script', async () => {
    const browser = new Browser(server.origin)
    await signIn(server.origin, 'admin', DEFAULT_DEMO_PASSWORD, browser)
    const again = authorizationRequest(server.origin, { prompt: 'login' })
    const uid = await startSignIn(browser, again)
    let hop = await browser.postForm('/api/iam/authn/v1/sessions', { login: 'yuto.nakamura', password: DEFAULT_DEMO_PASSWORD, interaction: uid })
    for (let step = 0; step < 5 && hop.location; step++) hop = await browser.get(hop.location)
    expect(hop.status).toBe(200)
    const html = await hop.response.text()
    expect(html).toContain('/session/end/confirm')
    expectOnlyItsOwnScripts(hop.response, html)
  })

  it('never hands a code to a page that posts it on: the console reads its code from the query, and form_post is refused', async () => {
    const browser = new Browser(server.origin)
    await signIn(server.origin, 'admin', DEFAULT_DEMO_PASSWORD, browser)
    const asked = await browser.get(authorizationRequest(server.origin, { response_mode: 'form_post' }).url)
    // oidc-provider still answers the refusal in the mode asked for: the page posts an error on.
    expect(asked.status).toBe(400)
    const html = await asked.response.text()
    expect(html).toContain('name="error" value="invalid_request"')
    expect(html).not.toContain('name="code"')
    expectOnlyItsOwnScripts(asked.response, html)
  })
})
