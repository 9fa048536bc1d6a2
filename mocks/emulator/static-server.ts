import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { gzip as gzipCallback } from 'node:zlib'
import { COMMON_SECURITY_HEADERS, consolePolicy, fillNonce, NONCE_ATTRIBUTE, newNonce, setSecurityHeaders } from './security-headers'

const gzip = promisify(gzipCallback)

export interface StaticHandlerOptions {
  /** Directory holding the build (index.html, config.js, assets/). */
  root: string
  /** URL path the console is built for; must start and end with '/'. */
  basePath?: string
  /** When given, config.js is generated from this object instead of read from disk. */
  config?: Readonly<Record<string, unknown>>
  /** The Content-Security-Policy for a response's nonce; by default the console's, provider on the same origin. */
  policy?: (nonce: string) => string
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}

// png, ico and woff2 are already compressed: gzip would only cost time.
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.map', '.txt', '.xml'])

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'

/** Vite names its hashed outputs `assets/<name>-<hash>.<ext>`. */
const HASHED_ASSET = /^assets\/(?:[^/]+\/)*[^/]+-[\w-]{8,}\.[a-z0-9]+$/i

interface Representation {
  body: Buffer
  contentType: string
  etag: string
  compressible: boolean
  /** Holds the nonce placeholder: each response gets its own copy with a fresh nonce. */
  template: boolean
  /** Filled on the first request that accepts gzip, then reused. */
  gzipped?: Buffer
}

type Answer =
  | { kind: 'file'; file: Representation; cacheControl: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'text'; status: number; text: string }

const NOT_FOUND: Answer = { kind: 'text', status: 404, text: 'Not found' }

interface CachedFile extends Representation {
  mtimeMs: number
  size: number
}

const defaultPolicy = (nonce: string) => consolePolicy({ nonce })

export function createStaticHandler({ root, basePath = '/ui/iam/', config, policy = defaultPolicy }: StaticHandlerOptions): RequestListener {
  if (!basePath.startsWith('/') || !basePath.endsWith('/')) {
    throw new Error(`basePath must start and end with "/", got "${basePath}"`)
  }
  const rootDir = resolve(root)
  const files = new Map<string, CachedFile>()
  const configScript = config ? representation(Buffer.from(configSource(config)), '.js') : undefined

  async function readCached(relativePath: string): Promise<CachedFile | undefined> {
    const filePath = resolve(rootDir, ...relativePath.split('/'))
    // Second guard behind the segment check in relativePathOf: never leave the root.
    if (!filePath.startsWith(rootDir + sep)) return undefined
    const info = await stat(filePath).catch(() => undefined)
    if (!info?.isFile()) return undefined
    const cached = files.get(filePath)
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached
    const fresh = { ...representation(await readFile(filePath), extname(filePath)), mtimeMs: info.mtimeMs, size: info.size }
    files.set(filePath, fresh)
    return fresh
  }

  /** Decides what a request gets; `send` and friends then write it. */
  async function answer(req: IncomingMessage): Promise<Answer> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return { kind: 'text', status: 405, text: 'Method not allowed' }
    const url = new URL(req.url ?? '/', 'http://localhost')
    const outsideBase = url.pathname === '/' || url.pathname === basePath.slice(0, -1)
    if (basePath !== '/' && outsideBase) return { kind: 'redirect', location: basePath + url.search }
    if (!url.pathname.startsWith(basePath)) return NOT_FOUND

    const relativePath = relativePathOf(url.pathname.slice(basePath.length))
    if (relativePath === undefined) return NOT_FOUND

    if (configScript && relativePath === 'config.js') return { kind: 'file', file: configScript, cacheControl: REVALIDATE }
    const file = await readCached(relativePath || 'index.html')
    if (file) return { kind: 'file', file, cacheControl: HASHED_ASSET.test(relativePath) ? IMMUTABLE : REVALIDATE }
    // A missing script or style (a stale chunk after a deploy) must stay a 404, not become HTML.
    if (relativePath.startsWith('assets/')) return NOT_FOUND
    // A page of the build named without its extension (silent-renew.html, decision 014).
    const page = await readCached(`${relativePath}.html`)
    if (page) return { kind: 'file', file: page, cacheControl: REVALIDATE }
    const index = await readCached('index.html')
    return index ? { kind: 'file', file: index, cacheControl: REVALIDATE } : NOT_FOUND
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Every answer carries the policy, so even a file opened on its own (an SVG) is confined.
    const nonce = newNonce()
    setSecurityHeaders(res, { ...COMMON_SECURITY_HEADERS, 'Content-Security-Policy': policy(nonce) })
    const result = await answer(req)
    if (result.kind === 'file') {
      await send(req, res, result.file, result.cacheControl, nonce)
    } else if (result.kind === 'redirect') {
      res.writeHead(302, { Location: result.location, 'Cache-Control': REVALIDATE })
      res.end()
    } else {
      if (result.status === 405) res.setHeader('Allow', 'GET, HEAD')
      sendText(res, result.status, result.text)
    }
  }

  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('static server:', error)
      if (!res.headersSent) sendText(res, 500, 'Internal server error')
      else res.destroy()
    })
  }
}

/**
 * Decodes the path below basePath. Returns undefined for anything that could reach
 * outside the root (dot segments, encoded separators into dot segments, NUL) or that
 * names a hidden file.
 */
function relativePathOf(encoded: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(encoded)
  } catch {
    return undefined
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined
  const segments = decoded.split('/')
  if (segments.some((segment) => segment.startsWith('.'))) return undefined
  return segments.filter((segment) => segment !== '').join('/')
}

function configSource(config: Readonly<Record<string, unknown>>): string {
  return `window.__IAM_CONFIG__ = ${JSON.stringify(config, null, 2)};\n`
}

function representation(body: Buffer, extension: string): Representation {
  return {
    body,
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    etag: createHash('sha256').update(body).digest('base64url').slice(0, 27),
    compressible: COMPRESSIBLE.has(extension),
    template: extension === '.html' && body.includes(NONCE_ATTRIBUTE),
  }
}

async function send(req: IncomingMessage, res: ServerResponse, file: Representation, cacheControl: string, nonce: string): Promise<void> {
  if (file.template) {
    await sendTemplate(req, res, file, nonce)
    return
  }
  const useGzip = file.compressible && acceptsGzip(req.headers['accept-encoding'])
  let body = file.body
  if (useGzip) {
    file.gzipped ??= await gzip(file.body, { level: 9 })
    body = file.gzipped
  }
  // Each encoding is a different representation, so it gets its own validator.
  const etag = `"${file.etag}${useGzip ? '-gz' : ''}"`
  res.setHeader('Content-Type', file.contentType)
  res.setHeader('Cache-Control', cacheControl)
  res.setHeader('ETag', etag)
  if (file.compressible) res.setHeader('Vary', 'Accept-Encoding')
  if (useGzip) res.setHeader('Content-Encoding', 'gzip')
  const validators = req.headers['if-none-match']?.split(',').map((value) => value.trim()) ?? []
  if (validators.includes(etag)) {
    res.writeHead(304)
    res.end()
    return
  }
  res.setHeader('Content-Length', body.length)
  res.writeHead(200)
  res.end(req.method === 'HEAD' ? undefined : body)
}

/**
 * index.html with this response's nonce. No validator on purpose: a 304 would pair the cached
 * page's old nonce with the new policy, and every style would be refused.
 */
async function sendTemplate(req: IncomingMessage, res: ServerResponse, file: Representation, nonce: string): Promise<void> {
  const page = Buffer.from(fillNonce(file.body.toString('utf8'), nonce))
  const useGzip = acceptsGzip(req.headers['accept-encoding'])
  const body = useGzip ? await gzip(page) : page
  res.setHeader('Content-Type', file.contentType)
  res.setHeader('Cache-Control', REVALIDATE)
  res.setHeader('Vary', 'Accept-Encoding')
  if (useGzip) res.setHeader('Content-Encoding', 'gzip')
  res.setHeader('Content-Length', body.length)
  res.writeHead(200)
  res.end(req.method === 'HEAD' ? undefined : body)
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': REVALIDATE,
    'Content-Length': Buffer.byteLength(text) + 1,
  })
  res.end(`${text}\n`)
}

/** True when Accept-Encoding allows gzip: named or through `*`, with a non-zero q. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined)
    weights.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const weight = weights.get('gzip') ?? weights.get('x-gzip') ?? weights.get('*') ?? 0
  return weight > 0
}

/** Listens on host:port and resolves with the bound port (useful with port 0). */
export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening)
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is already in use on ${host}; set PORT to a free port.`, { cause: error })
          : error,
      )
    }
    const onListening = () => {
      server.off('error', onError)
      resolvePort((server.address() as AddressInfo).port)
    }
    server.once('error', onError)
    server.once('listening', onListening)
    server.listen(port, host)
  })
}

/**
 * Stops the server and ends every connection still open rather than waiting for it. Node drops
 * only idle keep-alive connections on close; a socket a browser opened ahead and has not used yet,
 * or a request a test holds, kept a stop waiting until the browser let go (30 s, a test timeout).
 */
export function close(server: Server): Promise<void> {
  return new Promise((resolveClose, reject) => {
    server.close((error) => (error ? reject(error) : resolveClose()))
    server.closeAllConnections()
  })
}
