// @vitest-environment node
import { readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, request, type RequestListener, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { autoLogoutPage, errorPage } from '../../../mocks/emulator/html-pages'
import { sendHtml } from '../../../mocks/emulator/http-utils'
import {
  API_POLICY,
  COMMON_SECURITY_HEADERS,
  consolePolicy,
  devConsolePolicy,
  emulatorPagePolicy,
  newNonce,
  NONCE_ATTRIBUTE,
  NONCE_PLACEHOLDER,
  PERMISSIONS_POLICY,
  withNonce,
} from '../../../mocks/emulator/security-headers'
import { close, createStaticHandler, listen } from '../../../mocks/emulator/static-server'
import { REPO_ROOT } from '../../../mocks/emulator/vite-build'

/** The directives of a policy by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

const BASE64_NONCE = /^[A-Za-z0-9+/]{22}==$/

describe('the console policy', () => {
  it('allows scripts from its own origin only, and styles from it or with the nonce', () => {
    const policy = directives(consolePolicy({ nonce: 'abc123' }))
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'nonce-abc123'"],
      'connect-src': ["'self'"],
      'frame-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'self'"],
      'form-action': ["'self'"],
      'require-trusted-types-for': ["'script'"],
      'trusted-types': ['inert-document'],
    })
    expect(consolePolicy({ nonce: 'abc123' })).not.toMatch(/unsafe|allow-duplicates/)
  })

  it("names the default policy too in the offline demo's build, for its mock service worker only", () => {
    const demo = directives(consolePolicy({ nonce: 'n', mockService: true }))
    expect(demo.get('trusted-types')).toEqual(['inert-document', 'default'])
    expect(demo.get('require-trusted-types-for')).toEqual(["'script'"])
  })

  it("lets the console reach and frame the OpenID provider's origin, not more of it", () => {
    const policy = directives(consolePolicy({ nonce: 'n', authority: 'https://sso.example.com:8443/realms/iam?x=1' }))
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://sso.example.com:8443'])
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://sso.example.com:8443'])
    expect(policy.get('script-src')).toEqual(["'self'"])
  })

  it('is relaxed for the Vite dev server only, where it names no nonce', () => {
    const dev = directives(devConsolePolicy({ authority: 'http://127.0.0.1:9440/api/iam/authn' }))
    expect(dev.get('script-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(dev.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(dev.get('object-src')).toEqual(["'none'"])
    expect(dev.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:9440'])
    // Hot reload runs a module again, and with it the creation of its policy.
    expect(dev.get('require-trusted-types-for')).toEqual(["'script'"])
    expect(dev.get('trusted-types')).toEqual(['inert-document', "'allow-duplicates'"])
  })
})

describe('nonces', () => {
  it('are 128 random bits in base64, never the same twice', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce))
    expect(nonces.size).toBe(50)
    for (const nonce of nonces) expect(nonce).toMatch(BASE64_NONCE)
  })

  it('replace every placeholder of a page with one fresh nonce', () => {
    const template = `<style nonce="${NONCE_PLACEHOLDER}"></style><script nonce="${NONCE_PLACEHOLDER}"></script>`
    const first = withNonce(template)
    const second = withNonce(template)
    expect(first.html).toBe(`<style nonce="${first.nonce}"></style><script nonce="${first.nonce}"></script>`)
    expect(second.nonce).not.toBe(first.nonce)
  })
})

describe("the emulator's own pages", () => {
  it('carry the placeholder on their inline style and script, and nowhere else', () => {
    const logout = autoLogoutPage('<form id="op.logoutForm" method="post" action="/end"></form>')
    expect(logout.match(/<(style|script)\b[^>]*>/g)).toEqual([`<style nonce="${NONCE_PLACEHOLDER}">`, `<script nonce="${NONCE_PLACEHOLDER}">`])
    expect(errorPage('invalid_request', 'x').match(/<style\b[^>]*>/g)).toEqual([`<style nonce="${NONCE_PLACEHOLDER}">`])
  })

  it('are sent with the nonce of their policy', async () => {
    const base = await serve((_req, res) => sendHtml(res, 200, errorPage('invalid_request', undefined)))
    const response = await fetch(`${base}/`)
    const policy = response.headers.get('content-security-policy') ?? ''
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? ''
    expect(nonce).toMatch(BASE64_NONCE)
    expect(policy).toBe(emulatorPagePolicy(nonce))
    expect(await response.text()).toContain(`<style nonce="${nonce}">`)
    expect(directives(policy).get('default-src')).toEqual(["'none'"])
    expect(directives(policy).get('require-trusted-types-for')).toEqual(["'script'"])
    expect(directives(policy).get('trusted-types')).toEqual(["'none'"])
    expect(policy).not.toMatch(/unsafe/)
  })
})

describe('the headers every answer carries', () => {
  it('isolate the browsing context and keep other sites from loading an answer', () => {
    expect(COMMON_SECURITY_HEADERS['Cross-Origin-Opener-Policy']).toBe('same-origin')
    expect(COMMON_SECURITY_HEADERS['Cross-Origin-Resource-Policy']).toBe('same-origin')
  })

  it('turn off, by an empty allow-list each, the powerful features the console never uses', () => {
    const features = new Map(PERMISSIONS_POLICY.split(', ').map((entry) => [entry.split('=')[0], entry.split('=')[1]]))
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture', 'clipboard-read']) {
      expect(features.get(feature), feature).toBe('()')
    }
    expect(new Set(features.values())).toEqual(new Set(['()']))
    expect(COMMON_SECURITY_HEADERS['Permissions-Policy']).toBe(PERMISSIONS_POLICY)
  })

  it('never include HSTS: the emulator and the static server speak plain http', () => {
    expect(Object.keys(COMMON_SECURITY_HEADERS).map((name) => name.toLowerCase())).not.toContain('strict-transport-security')
  })
})

describe('the static server', () => {
  let base: string
  let workDir: string
  const INDEX = `<!doctype html><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}"><script type="module" src="/ui/iam/assets/index-Ab12Cd34.js" nonce="${NONCE_PLACEHOLDER}"></script>`

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'security-headers-'))
    await mkdir(join(workDir, 'assets'))
    await writeFile(join(workDir, 'index.html'), INDEX)
    await writeFile(join(workDir, 'assets', 'index-Ab12Cd34.js'), 'export {}')
    base = await serve(createStaticHandler({ root: workDir, policy: (nonce) => consolePolicy({ nonce, authority: 'https://sso.example.com' }) }))
  })

  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true })
  })

  it('puts a fresh nonce into index.html and the same one into its policy', async () => {
    const seen = new Set<string>()
    for (const path of ['/ui/iam/', '/ui/iam/index.html', '/ui/iam/identities/users']) {
      const response = await fetch(`${base}${path}`)
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? ''
      expect(response.headers.get('content-security-policy')).toBe(consolePolicy({ nonce, authority: 'https://sso.example.com' }))
      expect(await response.text()).toBe(INDEX.replaceAll(NONCE_PLACEHOLDER, nonce))
      seen.add(nonce)
    }
    expect(seen.size).toBe(3)
  })

  it('sends index.html without a validator, so a cached copy with an old nonce is never revived by a 304', async () => {
    const response = await fetch(`${base}/ui/iam/`, { headers: { 'If-None-Match': '*' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('etag')).toBeNull()
    expect(response.headers.get('cache-control')).toBe('no-cache')
  })

  it('gzips index.html per response, nonce included', async () => {
    const response = await rawGet(`${base}/ui/iam/`, { 'Accept-Encoding': 'gzip' })
    expect(response.headers['content-encoding']).toBe('gzip')
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1] ?? ''
    expect(gunzipSync(response.body).toString()).toBe(INDEX.replaceAll(NONCE_PLACEHOLDER, nonce))
  })

  it('sends the common headers and the policy with every answer: files, 404s, 405s and redirects', async () => {
    for (const [path, method] of [
      ['/ui/iam/assets/index-Ab12Cd34.js', 'GET'],
      ['/ui/iam/missing.js', 'GET'],
      ['/ui/iam', 'GET'],
      ['/ui/iam/', 'POST'],
    ] as const) {
      const response = await fetch(`${base}${path}`, { redirect: 'manual', method })
      assertCommonHeaders(response.headers, `${method} ${path}`)
      expect(response.headers.get('content-security-policy'), path).toMatch(/^default-src 'self'; script-src 'self';.*; require-trusted-types-for 'script'; trusted-types inert-document$/)
    }
  })
})

describe('deploy/nginx.conf', () => {
  const config = readFileSync(join(REPO_ROOT, 'deploy', 'nginx.conf'), 'utf8')
  const header = (name: string, prefix = '') => new RegExp(`^\\s*${prefix}add_header ${name} "([^"]+)" always;$`, 'm').exec(config)?.[1]

  it("repeats the console's policy by hand, with nginx's $request_id as the nonce", () => {
    expect(header('Content-Security-Policy')?.replace('$request_id', NONCE_PLACEHOLDER)).toBe(consolePolicy({ nonce: NONCE_PLACEHOLDER }))
    expect(config).toContain(`sub_filter '${NONCE_ATTRIBUTE}' 'nonce="$request_id"';`)
  })

  it('repeats every common header, word for word', () => {
    for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) expect(header(name), name).toBe(value)
  })

  it('sends HSTS for two years with subdomains, in the TLS lines only', () => {
    expect(header('Strict-Transport-Security')).toBeUndefined()
    expect(header('Strict-Transport-Security', '#TLS ')).toBe('max-age=63072000; includeSubDomains')
    expect(config).toMatch(/^\s*#TLS listen 443 ssl;$/m)
  })

  it("keeps every add_header in the console's own location, none in the locations inside it nor beside it", () => {
    // nginx drops a location's inherited add_header lines as soon as it has one of its own.
    const [server = '', ...locations] = config.split(/^\s*location\b/m)
    expect(server).not.toContain('add_header')
    const consoleLocations = locations.filter((location) => location.includes('add_header'))
    expect(consoleLocations).toHaveLength(1)
    expect(consoleLocations[0]).toMatch(/^ \^~ \/ui\/iam\/ \{/)
    expect(locations.length).toBeGreaterThan(3)
  })
})

it('leaves API answers nothing to load or frame', () => {
  expect(Object.fromEntries(directives(API_POLICY))).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] })
})

function assertCommonHeaders(headers: Headers, what: string): void {
  for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) expect(headers.get(name), `${name} of ${what}`).toBe(value)
  expect(headers.get('strict-transport-security'), what).toBeNull()
}

const servers: Server[] = []

async function serve(listener: RequestListener): Promise<string> {
  const server = createServer(listener)
  servers.push(server)
  return `http://127.0.0.1:${String(await listen(server, 0))}`
}

afterAll(async () => {
  await Promise.all(servers.map((server) => close(server)))
})

/** fetch would gunzip on its own; this keeps the bytes as sent. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolveReply, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolveReply({ headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}
