// @vitest-environment node
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptsGzip, close, createStaticHandler, listen } from '../../mocks/emulator/static-server'

interface Reply {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

const INDEX_HTML = '<!doctype html><title>IAM UI</title><div id="root"></div>'
const FRAME_HTML = '<!doctype html><title>IAM UI</title><script type="module" src="/ui/iam/assets/silent-renew-Ab12Cd34.js"></script>'
const ENTRY_JS = 'console.log("entry");'.repeat(50)
const SECRET = 'outside-the-root'

let workDir: string
const servers: Server[] = []

/** Raw request: no automatic decompression and no path normalisation, unlike fetch. */
function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((resolveReply, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolveReply({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

async function serve(options: { config?: Record<string, unknown> } = {}): Promise<string> {
  const server = createServer(createStaticHandler({ root: join(workDir, 'dist'), ...options }))
  servers.push(server)
  const port = await listen(server, 0)
  return `http://127.0.0.1:${port}`
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'static-server-'))
  await mkdir(join(workDir, 'dist', 'assets'), { recursive: true })
  await writeFile(join(workDir, 'secret.txt'), SECRET)
  await writeFile(join(workDir, 'dist', 'index.html'), INDEX_HTML)
  await writeFile(join(workDir, 'dist', 'silent-renew.html'), FRAME_HTML)
  await writeFile(join(workDir, 'dist', 'config.js'), 'window.__IAM_CONFIG__ = { mock: false };')
  await writeFile(join(workDir, 'dist', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await writeFile(join(workDir, 'dist', 'assets', 'index-Bx3_kQ9a.js'), ENTRY_JS)
  await writeFile(join(workDir, 'dist', 'assets', 'logo-D4e5F6g7.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
})

afterAll(async () => {
  await Promise.all(servers.map((server) => close(server)))
  await rm(workDir, { recursive: true, force: true })
})

describe('static handler', () => {
  let base: string
  beforeAll(async () => {
    base = await serve()
  })

  it('gzips a text file when the client accepts gzip', async () => {
    const reply = await get(base, '/ui/iam/assets/index-Bx3_kQ9a.js', { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(reply.status).toBe(200)
    expect(reply.headers['content-encoding']).toBe('gzip')
    expect(reply.headers.vary).toBe('Accept-Encoding')
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length)
    expect(reply.body.length).toBeLessThan(ENTRY_JS.length)
    expect(gunzipSync(reply.body).toString()).toBe(ENTRY_JS)
  })

  it('sends the plain file when gzip is not accepted', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'gzip;q=0', 'br']) {
      const reply = await get(base, '/ui/iam/assets/index-Bx3_kQ9a.js', acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {})
      expect(reply.headers['content-encoding'], String(acceptEncoding)).toBeUndefined()
      expect(reply.headers.vary).toBe('Accept-Encoding')
      expect(reply.body.toString()).toBe(ENTRY_JS)
    }
  })

  it('never gzips already compressed formats', async () => {
    const reply = await get(base, '/ui/iam/assets/logo-D4e5F6g7.png', { 'Accept-Encoding': 'gzip' })
    expect(reply.headers['content-type']).toBe('image/png')
    expect(reply.headers['content-encoding']).toBeUndefined()
  })

  it('caches hashed assets for a year and revalidates everything else', async () => {
    const hashed = await get(base, '/ui/iam/assets/index-Bx3_kQ9a.js')
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    for (const path of ['/ui/iam/', '/ui/iam/index.html', '/ui/iam/config.js', '/ui/iam/favicon.svg', '/ui/iam/users']) {
      const reply = await get(base, path)
      expect(reply.headers['cache-control'], path).toBe('no-cache')
    }
  })

  it('answers a matching If-None-Match with 304', async () => {
    const first = await get(base, '/ui/iam/config.js')
    const second = await get(base, '/ui/iam/config.js', { 'If-None-Match': String(first.headers.etag) })
    expect(second.status).toBe(304)
    expect(second.body.length).toBe(0)
  })

  it('serves index.html for an unknown client route under the base path, a dot in it or not', async () => {
    for (const path of ['/ui/iam/', '/ui/iam/identities/users', '/ui/iam/login?error=AUTHN_ERR_7', '/ui/iam/settings/a.b', '/ui/iam/no.such.page']) {
      const reply = await get(base, path)
      expect(reply.status, path).toBe(200)
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(reply.body.toString()).toBe(INDEX_HTML)
    }
  })

  it('serves a page of the build for its path without the extension (the silent-renew frame)', async () => {
    for (const path of ['/ui/iam/silent-renew', '/ui/iam/silent-renew?code=c&state=s']) {
      const reply = await get(base, path)
      expect(reply.status, path).toBe(200)
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(reply.headers['cache-control']).toBe('no-cache')
      expect(reply.body.toString()).toBe(FRAME_HTML)
    }
    // Only under its own name: a client route below it is still the console's page.
    expect((await get(base, '/ui/iam/silent-renew/more')).body.toString()).toBe(INDEX_HTML)
  })

  it('answers 404 for a missing script or style of the build and for paths outside the base path', async () => {
    for (const path of ['/ui/iam/assets/missing-AAAAAAAA.js', '/ui/iam/assets/gone.css', '/ui/iam/assets/x', '/api/iam/v1/users', '/ui/other/']) {
      const reply = await get(base, path)
      expect(reply.status, path).toBe(404)
      expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8')
    }
  })

  it('refuses path traversal in every spelling', async () => {
    const attempts = [
      '/ui/iam/..%2fsecret.txt',
      '/ui/iam/..%2f..%2fetc/passwd',
      '/ui/iam/%2e%2e/secret.txt',
      '/ui/iam/assets/..%2f..%2fsecret.txt',
      '/ui/iam/..%5csecret.txt',
      '/ui/iam/secret.txt%00.js',
      '/ui/iam/%E0%A4%A',
      '/ui/iam/../secret.txt',
    ]
    for (const path of attempts) {
      const reply = await get(base, path)
      expect(reply.status, path).toBe(404)
      expect(reply.body.toString()).not.toContain(SECRET)
      expect(reply.body.toString()).not.toContain('root:')
    }
  })

  it('redirects the site root and the bare base path to the base path', async () => {
    const root = await get(base, '/')
    expect(root.status).toBe(302)
    expect(root.headers.location).toBe('/ui/iam/')
    const bare = await get(base, '/ui/iam?x=1')
    expect(bare.status).toBe(302)
    expect(bare.headers.location).toBe('/ui/iam/?x=1')
  })

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await get(base, '/ui/iam/assets/index-Bx3_kQ9a.js', { 'Accept-Encoding': 'gzip' }, 'HEAD')
    const full = await get(base, '/ui/iam/assets/index-Bx3_kQ9a.js', { 'Accept-Encoding': 'gzip' })
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers['content-length']).toBe(full.headers['content-length'])
    expect(head.headers['content-encoding']).toBe('gzip')
  })

  it('rejects methods other than GET and HEAD', async () => {
    const reply = await get(base, '/ui/iam/', {}, 'POST')
    expect(reply.status).toBe(405)
    expect(reply.headers.allow).toBe('GET, HEAD')
  })
})

describe('config override', () => {
  it('serves the given object as the whole config.js', async () => {
    const config = { mock: true, apiRoot: '/api/iam/v1', oidc: { client_id: 'iam-ui' } }
    const base = await serve({ config })
    const reply = await get(base, '/ui/iam/config.js')
    expect(reply.status).toBe(200)
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(reply.headers['cache-control']).toBe('no-cache')
    const source = reply.body.toString()
    expect(source.startsWith('window.__IAM_CONFIG__ = ')).toBe(true)
    const served: unknown = JSON.parse(source.slice('window.__IAM_CONFIG__ = '.length).replace(/;\s*$/, ''))
    expect(served).toEqual(config)
  })
})

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['deflate, gzip;q=0.5', true],
    ['*', true],
    ['gzip;q=0', false],
    ['*;q=0', false],
    ['br, identity', false],
    ['', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected)
  })
})

describe('listen', () => {
  it('rejects with a clear message when the port is taken', async () => {
    const taken = createServer()
    servers.push(taken)
    const port = await listen(taken, 0)
    const second = createServer()
    await expect(listen(second, port)).rejects.toThrow(`Port ${port} is already in use on 127.0.0.1; set PORT to a free port.`)
    expect(second.listening).toBe(false)
  })
})

describe('close', () => {
  /** A connection that is open and will not end by itself: a socket with no request yet, or one whose request gets no answer. */
  async function openConnection(port: number, requestLine?: string): Promise<Socket> {
    const socket = connect(port, '127.0.0.1')
    await new Promise<void>((resolveConnect) => socket.once('connect', resolveConnect))
    if (requestLine) socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\n\r\n`)
    return socket
  }

  it('ends the connections still open instead of waiting for them: a socket opened ahead, a request held', async () => {
    const server = createServer(() => undefined)
    const port = await listen(server, 0)
    const sockets = [await openConnection(port), await openConnection(port, 'GET /ui/iam/ HTTP/1.1')]
    const ended = sockets.map((socket) => new Promise<void>((resolveEnd) => socket.once('close', () => resolveEnd())))
    // Let the server take both connections in before it stops.
    await new Promise((resolveTick) => setTimeout(resolveTick, 50))

    await close(server)
    await Promise.all(ended)
    expect(sockets.every((socket) => socket.destroyed)).toBe(true)
  })
})
