import { readdirSync, readFileSync, statSync } from 'node:fs'
import { createServer, get, type Server } from 'node:http'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { consolePolicy, NONCE_PLACEHOLDER } from '../../mocks/emulator/security-headers'
import { REPO_ROOT } from '../../mocks/emulator/vite-build'
import { assertCommonSecurityHeaders, assertNonceInPage, normalisePolicy, watchCspViolations } from './support/csp'
import { startNginx, type RunningNginx } from './support/nginx'
import { rawRequest } from './support/raw-http'

// deploy/nginx.conf run for real by Debian's nginx over the production build of the global setup.
// There is no IAM service behind it: the page's own API calls answer 404.
let nginx: RunningNginx | undefined

test.beforeAll(async () => {
  nginx = await startNginx()
})

test.afterAll(async () => {
  await nginx?.stop()
})

const at = (path: string) => `${nginx?.url ?? ''}${path}`

async function getPage(request: APIRequestContext, path: string) {
  const response = await request.get(at(path))
  expect(response.status(), path).toBe(200)
  expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8')
  return response
}

test("index.html and a deep link get the console's policy, with a fresh nonce in header and page alike", async ({ request }) => {
  const nonces = new Set<string>()
  for (const path of ['/ui/iam/', '/ui/iam/index.html', '/ui/iam/identities/users', '/ui/iam/settings/authentication', '/ui/iam/settings/a.b']) {
    const response = await getPage(request, path)
    assertCommonSecurityHeaders(response, path)
    // The hand-written policy of deploy/nginx.conf is the module's policy, word for word.
    expect(normalisePolicy(response.headers()['content-security-policy'] ?? ''), path).toBe(consolePolicy({ nonce: NONCE_PLACEHOLDER }))
    expect(response.headers()['cache-control'], path).toBe('no-cache')
    expect(response.headers().etag, path).toBeUndefined()
    expect(response.headers()['last-modified'], path).toBeUndefined()
    expect(response.headers().server, path).toBe('nginx')
    nonces.add(await assertNonceInPage(response))
  }
  expect(nonces.size).toBe(5)
})

test("the silent-renew path gets the frame's own page, with the console's policy and its own nonce", async ({ request }) => {
  const path = '/ui/iam/silent-renew?code=c0de&state=5tate'
  const response = await getPage(request, path)
  assertCommonSecurityHeaders(response, path)
  expect(normalisePolicy(response.headers()['content-security-policy'] ?? '')).toBe(consolePolicy({ nonce: NONCE_PLACEHOLDER }))
  expect(response.headers()['cache-control']).toBe('no-cache')
  await assertNonceInPage(response)
  const html = await response.text()
  expect(html).toMatch(/<script type="module"[^>]*\bsrc="\/ui\/iam\/assets\/silent-renew-[\w-]+\.js"/)
  expect(html).not.toContain('modulepreload')
})

test('scripts travel compressed as tightly as the bench counts them (gzip level 9)', async () => {
  const assets = join(REPO_ROOT, 'dist', 'assets')
  const largest = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .sort((a, b) => statSync(join(assets, b)).size - statSync(join(assets, a)).size)[0]
  const source = readFileSync(join(assets, largest ?? ''))
  const sent = await new Promise<{ encoding: string | undefined; vary: string | undefined; bytes: number }>((resolve, reject) => {
    get(at(`/ui/iam/assets/${largest ?? ''}`), { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => (bytes += chunk.length))
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'], vary: response.headers.vary, bytes }))
    }).on('error', reject)
  })
  expect(sent.encoding).toBe('gzip')
  // A shared cache must keep the compressed answer for clients that asked for it.
  expect(sent.vary).toBe('Accept-Encoding')
  // nginx's default level (1) sends the framework's file 18% larger than level 9.
  expect(sent.bytes).toBeLessThanOrEqual(gzipSync(source, { level: 9 }).length * 1.02)
})

test('hashed assets are immutable, config.js is revalidated, and a missing file stays a 404', async ({ request }) => {
  const html = await (await getPage(request, '/ui/iam/')).text()
  const entry = /<script type="module"[^>]*\bsrc="([^"]+)"/.exec(html)?.[1] ?? ''
  expect(entry).toMatch(/^\/ui\/iam\/assets\/index-[\w-]+\.js$/)
  const script = await request.get(at(entry), { headers: { 'Accept-Encoding': 'gzip' } })
  expect(script.status()).toBe(200)
  assertCommonSecurityHeaders(script, entry)
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(script.headers()['content-type']).toBe('application/javascript; charset=utf-8')
  expect(script.headers()['content-encoding']).toBe('gzip')
  expect(await script.text()).toBe(readFileSync(join(REPO_ROOT, 'dist', entry.replace('/ui/iam/', '')), 'utf8'))

  const config = await request.get(at('/ui/iam/config.js'))
  expect(config.status()).toBe(200)
  assertCommonSecurityHeaders(config, 'config.js')
  expect(config.headers()['cache-control']).toBe('no-cache')
  expect(await config.text()).toContain('window.__IAM_CONFIG__')

  for (const path of ['/ui/iam/assets/missing-0123abcd.js', '/ui/iam/assets/gone.css', '/ui/iam/.env', '/ui/iam/assets/.env']) {
    const missing = await request.get(at(path))
    expect(missing.status(), path).toBe(404)
    assertCommonSecurityHeaders(missing, path)
    // Asked again on every use: a chunk missing for a moment during a deploy is not missing for a year.
    expect(missing.headers()['cache-control'], path).toBe('no-cache')
  }

  const bare = await request.get(at('/ui/iam'), { maxRedirects: 0 })
  expect(bare.status()).toBe(302)
  expect(bare.headers().location).toBe('/ui/iam/')
  // The search goes along, so a link's parameters survive the missing slash.
  const searched = await request.get(at('/ui/iam?filter=a'), { maxRedirects: 0 })
  expect(searched.headers().location).toBe('/ui/iam/?filter=a')
})

test("behind a proxy, the missing slash's redirect stays on the address the browser used", async () => {
  // A TLS-terminating proxy forwards https://console.example.com/ui/iam with its Host header to
  // nginx's own plain port: a Location with nginx's scheme and port would leave the proxy.
  const reply = await rawRequest(at('/ui/iam'), { headers: { Host: 'console.example.com' } })
  expect(reply.status).toBe(302)
  expect(reply.headers.location).toBe('/ui/iam/')
})

test('a body announced above 1 MiB is refused unread, with the security headers', async () => {
  const reply = await rawRequest(at('/ui/iam/'), { method: 'POST', headers: { 'Content-Length': String(2 * 1024 * 1024) } })
  expect(reply.status).toBe(413)
  expect(reply.headers['x-content-type-options']).toBe('nosniff')
  expect(reply.headers['cross-origin-resource-policy']).toBe('same-origin')
})

test.describe('with the IAM service proxied by the sample lines', () => {
  let proxied: RunningNginx | undefined
  let service: Server | undefined
  const SERVICE_POLICY = "default-src 'none'; script-src 'nonce-from-the-service'"

  test.beforeAll(async () => {
    // The service's own pages (the provider's sign-in and sign-out) carry their own policy.
    service = createServer((incoming, answer) => {
      answer.writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': SERVICE_POLICY, 'Cache-Control': 'no-store' })
      answer.end(`<p>service: ${incoming.url ?? ''}</p>`)
    })
    await new Promise<void>((listening) => service?.listen(0, '127.0.0.1', listening))
    const address = service.address()
    if (typeof address !== 'object' || address === null) throw new Error('the stand-in service has no port')
    proxied = await startNginx({ upstream: `http://127.0.0.1:${String(address.port)}` })
  })

  test.afterAll(async () => {
    await proxied?.stop()
    await new Promise((closed) => service?.close(closed))
  })

  test("reaches the service's paths, dotted ones included, with the service's headers alone", async ({ request }) => {
    for (const path of ['/api/iam/authn/.well-known/openid-configuration', '/api/iam/authn/session/end', '/PrismGateway/services/rest/v1/utils/pre_login_details']) {
      const response = await request.get(`${proxied?.url ?? ''}${path}`)
      expect(response.status(), path).toBe(200)
      expect(await response.text(), path).toBe(`<p>service: ${path}</p>`)
      // One policy, the service's: the console's would block the provider's own scripts.
      expect(response.headers()['content-security-policy'], path).toBe(SERVICE_POLICY)
      expect(response.headers()['cache-control'], path).toBe('no-store')
    }
    // The console beside it keeps its own.
    const page = await request.get(`${proxied?.url ?? ''}/ui/iam/identities/users`)
    expect(normalisePolicy(page.headers()['content-security-policy'] ?? '')).toBe(consolePolicy({ nonce: NONCE_PLACEHOLDER }))
    const hidden = await request.get(`${proxied?.url ?? ''}/ui/iam/.env`)
    expect(hidden.status()).toBe(404)
  })
})

test.describe('the TLS variant, with every #TLS line enabled', () => {
  let secure: RunningNginx | undefined
  test.use({ ignoreHTTPSErrors: true })

  test.beforeAll(async () => {
    secure = await startNginx({ tls: true })
  })

  test.afterAll(async () => {
    await secure?.stop()
  })

  test('adds Strict-Transport-Security (two years, subdomains) to every answer, beside the other headers', async ({ request }) => {
    const url = secure?.url ?? ''
    expect(url).toMatch(/^https:/)
    for (const [path, status] of [
      ['/ui/iam/identities/users', 200],
      ['/ui/iam/config.js', 200],
      ['/ui/iam/assets/missing-0123abcd.js', 404],
    ] as const) {
      const response = await request.get(`${url}${path}`)
      expect(response.status(), path).toBe(status)
      expect(response.headers()['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains')
      assertCommonSecurityHeaders(response, path)
      expect(normalisePolicy(response.headers()['content-security-policy'] ?? ''), path).toBe(consolePolicy({ nonce: NONCE_PLACEHOLDER }))
    }
  })
})

test('the console renders from nginx without a single policy violation, Trusted Types included', async ({ page }) => {
  const violations = await watchCspViolations(page)
  // A deep link that needs no sign-in: served by the fallback, rendered by the app.
  const response = await page.goto(at('/ui/iam/change-password'))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible()

  await page.goto(at('/ui/iam/login'))
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()
  // Styled by its stylesheet from the build: the login button is not in the browser's default look.
  await expect(page.getByRole('button', { name: 'Log In' })).toHaveCSS('text-transform', 'uppercase')

  // An administrator screen open without a sign-in: MUI's styles, written by emotion under the nonce.
  await page.goto(at('/ui/iam/identities/addserviceaccount'))
  await expect(page.getByRole('heading', { level: 1, name: 'Create Service Account' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCSS('text-transform', 'uppercase')
  await page.waitForLoadState('networkidle')

  const styles = await page.evaluate(() => [...document.querySelectorAll('style')].map((style) => style.nonce))
  const nonce = await page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '')
  expect(nonce).toMatch(/^[0-9a-f]{32}$/)
  expect(styles.length).toBeGreaterThan(0)
  expect(new Set(styles)).toEqual(new Set([nonce]))
  expect(violations).toEqual([])
})
