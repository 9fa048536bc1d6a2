// `npm run bench`: how much JavaScript each route of the production build makes a browser
// download, gzip-compressed as production would serve it. Reports figures; never judges them.
import { readdir, readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser } from '@playwright/test'
import { close, createStaticHandler, listen } from '../../mocks/emulator/static-server'
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/support/chromium'
import { REPO_ROOT, viteBuild } from '../../mocks/emulator/vite-build'

export const BENCH_ROUTES = [
  '/ui/iam/',
  '/ui/iam/login',
  '/ui/iam/forcelogin',
  '/ui/iam/providers',
  '/ui/iam/roles',
  '/ui/iam/pagenotfound',
  '/ui/iam/change-password',
  '/ui/iam/identities/users',
  '/ui/iam/identities/serviceusers',
  '/ui/iam/settings/authentication',
] as const

const DIST = join(REPO_ROOT, 'dist')
const LARGEST_CHUNKS_SHOWN = 5
const SETTLE_TIMEOUT_MS = 30_000

interface RouteFigures {
  route: string
  jsRequests: number
  jsGzipBytes: number
  note: string
}

interface ChunkFigures {
  file: string
  rawBytes: number
  gzipBytes: number
}

const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1)

async function measureRoute(browser: Browser, baseUrl: string, route: string): Promise<RouteFigures> {
  // A fresh context per route: nothing cached from the previous one.
  const context = await browser.newContext()
  const page = await context.newPage()
  const bodySizes: Promise<number>[] = []
  page.on('requestfinished', (request) => {
    if (!new URL(request.url()).pathname.endsWith('.js')) return
    // responseBodySize is the body as it crossed the wire, i.e. the gzip bytes.
    bodySizes.push(request.sizes().then((sizes) => sizes.responseBodySize))
  })
  let note = ''
  try {
    // networkidle waits for the lazily loaded route chunks as well as the entry.
    await page.goto(baseUrl + route, { waitUntil: 'networkidle', timeout: SETTLE_TIMEOUT_MS })
    const landedOn = new URL(page.url()).pathname
    if (landedOn !== route) note = `ended at ${landedOn}`
  } catch (error) {
    note = error instanceof Error ? error.message.split('\n')[0] ?? 'failed' : 'failed'
  }
  const sizes = await Promise.all(bodySizes)
  await context.close()
  return { route, jsRequests: sizes.length, jsGzipBytes: sizes.reduce((sum, size) => sum + size, 0), note }
}

async function listJsFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.js')).map((entry) => join(entry.parentPath, entry.name))
}

async function buildChunks(): Promise<ChunkFigures[]> {
  const files = await listJsFiles(DIST)
  const chunks = await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file)
      // Level 9, as the static server compresses.
      return { file: relative(DIST, file), rawBytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length }
    }),
  )
  return chunks.sort((a, b) => b.gzipBytes - a.gzipBytes)
}

function printRoutes(figures: RouteFigures[]): void {
  const width = Math.max(...figures.map((figure) => figure.route.length), 'route'.length)
  console.log(`\n${'route'.padEnd(width)}  JS requests  JS gzip KB  note`)
  for (const { route, jsRequests, jsGzipBytes, note } of figures) {
    console.log(`${route.padEnd(width)}  ${String(jsRequests).padStart(11)}  ${kilobytes(jsGzipBytes).padStart(10)}  ${note}`)
  }
}

function printBuild(chunks: ChunkFigures[]): void {
  const total = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0)
  const totalRaw = chunks.reduce((sum, chunk) => sum + chunk.rawBytes, 0)
  console.log(`\nTotal JS of the build: ${kilobytes(total)} KB gzip (${kilobytes(totalRaw)} KB raw) in ${chunks.length} files`)
  console.log(`Largest chunks (KB gzip / raw):`)
  for (const chunk of chunks.slice(0, LARGEST_CHUNKS_SHOWN)) {
    console.log(`  ${kilobytes(chunk.gzipBytes).padStart(7)} / ${kilobytes(chunk.rawBytes).padStart(7)}  ${chunk.file}`)
  }
}

async function main(): Promise<void> {
  try {
    await viteBuild()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
  const server = createServer(createStaticHandler({ root: DIST }))
  const port = await listen(server, 0)
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
  try {
    const figures: RouteFigures[] = []
    for (const route of BENCH_ROUTES) figures.push(await measureRoute(browser, `http://127.0.0.1:${port}`, route))
    printRoutes(figures)
    printBuild(await buildChunks())
  } finally {
    await browser.close()
    await close(server)
  }
}

await main()
