// @vitest-environment node
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { createServer, get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoBuildIsStale, demoHandler } from '../../mocks/emulator/demo-server'
import { consolePolicy } from '../../mocks/emulator/security-headers'
import { close, listen } from '../../mocks/emulator/static-server'

/** A plain GET over Node's http, which the unit tests' request mocking does not intercept; no redirect is followed. */
function get(url: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    httpGet(url, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    }).on('error', reject)
  })
}

let workDir: string
const servers: Server[] = []
const EARLIER = new Date('2030-01-01T00:00:00Z')
const LATER = new Date('2030-01-02T00:00:00Z')

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'demo-server-'))
  await mkdir(join(workDir, 'src', 'deep'), { recursive: true })
  await mkdir(join(workDir, 'dist-demo'), { recursive: true })
})

afterAll(async () => {
  await Promise.all(servers.map((server) => close(server)))
  await rm(workDir, { recursive: true, force: true })
})

describe('npm run demo: when it builds first', () => {
  const dist = () => join(workDir, 'dist-demo')
  const sources = () => [join(workDir, 'src'), join(workDir, 'index.html'), join(workDir, 'missing.ts')]

  it('builds when there is no build yet', async () => {
    expect(await demoBuildIsStale(join(workDir, 'nowhere'), sources())).toBe(true)
  })

  it('serves the build as it is while no source is newer, and builds once one is', async () => {
    const source = join(workDir, 'src', 'deep', 'page.tsx')
    await writeFile(source, 'export {}')
    await writeFile(join(workDir, 'index.html'), '<!doctype html>')
    await writeFile(join(dist(), 'index.html'), '<!doctype html>')
    for (const path of [source, join(workDir, 'src', 'deep'), join(workDir, 'src'), join(workDir, 'index.html')]) await utimes(path, EARLIER, EARLIER)
    await utimes(join(dist(), 'index.html'), LATER, LATER)
    expect(await demoBuildIsStale(dist(), sources())).toBe(false)

    // A file deep in a source folder changes after the build.
    await utimes(source, new Date(LATER.getTime() + 1000), new Date(LATER.getTime() + 1000))
    expect(await demoBuildIsStale(dist(), sources())).toBe(true)
  })
})

describe('npm run demo: how it serves', () => {
  it('serves the demo under /ui/iam/ with the client-route fallback and the demo’s policy', async () => {
    const root = join(workDir, 'served')
    await mkdir(root, { recursive: true })
    await writeFile(join(root, 'index.html'), '<!doctype html><title>IAM UI</title><meta property="csp-nonce" nonce="__CSP_NONCE__">')
    const server = createServer(demoHandler(root))
    servers.push(server)
    const origin = `http://127.0.0.1:${String(await listen(server, 0))}`

    const route = await get(`${origin}/ui/iam/identities/users`)
    expect(route.status).toBe(200)
    expect(route.body).toContain('<title>IAM UI</title>')
    const nonce = /nonce="([^"]+)"/.exec(route.body)?.[1] ?? ''
    expect(nonce).not.toBe('__CSP_NONCE__')
    expect(route.headers['content-security-policy']).toBe(consolePolicy({ nonce, mockService: true }))

    const siteRoot = await get(`${origin}/`)
    expect(siteRoot.status).toBe(302)
    expect(siteRoot.headers.location).toBe('/ui/iam/')
  })
})
