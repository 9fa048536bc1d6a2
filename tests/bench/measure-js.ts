// JavaScript bytes: what a browser downloads (gzip, as served) and what the build ships.
import { readdir, readFile } from 'node:fs/promises'
import { basename, join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { LANGUAGES } from '../../src/core/i18n/language'
import { SETTLE_TIMEOUT_MS, watchNetwork } from './session'

export interface JsTransfer {
  /** Sum over distinct files of the bytes as they crossed the wire (gzip). */
  bytes: number
  /** Distinct JS URLs fetched. */
  files: number
}

export interface JsRecorder {
  /** The JS fetched so far; with `startedBefore` (epoch ms), only requests started before then. */
  total(startedBefore?: number): Promise<JsTransfer>
}

const isScript = (url: string) => /\.m?js$/.test(new URL(url).pathname)

/**
 * Records every JS response of a context. A file fetched twice (the entry loads again on the
 * sign-in callback) counts once, at its largest transfer: a revalidation or cache hit moves ~0 bytes.
 */
export function recordJs(context: BrowserContext): JsRecorder {
  const sizes: Promise<{ url: string; bytes: number; startedAt: number }>[] = []
  context.on('requestfinished', (request) => {
    if (!isScript(request.url())) return
    const { startTime } = request.timing()
    // responseBodySize is the body as it crossed the wire, i.e. the gzip bytes.
    sizes.push(request.sizes().then((measured) => ({ url: request.url(), bytes: measured.responseBodySize, startedAt: startTime })))
  })
  return {
    async total(startedBefore = Infinity) {
      const largest = new Map<string, number>()
      for (const { url, bytes, startedAt } of await Promise.all(sizes)) {
        if (startedAt < startedBefore) largest.set(url, Math.max(bytes, largest.get(url) ?? 0))
      }
      return { bytes: [...largest.values()].reduce((sum, bytes) => sum + bytes, 0), files: largest.size }
    },
  }
}

type Stamped = Window & { benchFirstShownAt?: number }

/**
 * Notes in every page of the context the moment (epoch ms, as Playwright times requests) an
 * element matching `selector` first enters the document: React has committed the screen and the
 * browser paints it next. Code a screen preloads once it has painted starts after this moment.
 */
export async function noteWhenShown(context: BrowserContext, selector: string): Promise<{ shownAt(page: Page): Promise<number> }> {
  await context.addInitScript((wanted: string) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(wanted)) return
      ;(window as Stamped).benchFirstShownAt = performance.timeOrigin + performance.now()
      observer.disconnect()
    })
    observer.observe(document, { childList: true, subtree: true })
  }, selector)
  return {
    async shownAt(page) {
      const at = await page.evaluate(() => (window as Stamped).benchFirstShownAt)
      if (at === undefined) throw new Error(`${selector} was never seen entering the page`)
      return at
    },
  }
}

export interface LoginJs extends JsTransfer {
  /** Set when the seeded terms banner did not show, so its code may be missing from the figure. */
  note?: string
}

/** A fresh context (empty cache) opens the login page; counts its JS once the form shows and the network is idle. */
export async function measureLoginJs(browser: Browser, origin: string): Promise<LoginJs> {
  const context = await browser.newContext({ baseURL: origin })
  try {
    const js = recordJs(context)
    const network = watchNetwork(context)
    const page = await context.newPage()
    await page.goto('/ui/iam/login', { waitUntil: 'networkidle', timeout: SETTLE_TIMEOUT_MS })
    // includeHidden: the terms banner's modal hides the form from the accessibility tree, not from view.
    await page.getByRole('button', { name: 'Log In', includeHidden: true }).waitFor({ timeout: SETTLE_TIMEOUT_MS })
    // The seed switches the banner on: its code is part of what the login page costs.
    const banner = await page
      .getByRole('dialog', { name: 'Terms and Conditions' })
      .waitFor({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false)
    await network.quiet()
    return { ...(await js.total()), ...(banner ? {} : { note: 'the terms banner did not show' }) }
  } finally {
    await context.close()
  }
}

export interface ChunkFigures {
  file: string
  rawBytes: number
  gzipBytes: number
}

export interface BuildJs {
  /** Largest first; mock-only files left out. */
  chunks: ChunkFigures[]
  gzipBytes: number
  rawBytes: number
  /** Files of the in-browser mock service found in the build (a production build should have none). */
  mockOnly: string[]
}

/** msw's worker file, and strings only the mock service's code carries (msw's log prefix, its global). */
const MOCK_WORKER_FILE = 'mockServiceWorker.js'
const MOCK_MARKERS = ['[MSW]', 'mockServiceWorker', '__IAM_MOCK__']

async function listJsFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name)).map((entry) => join(entry.parentPath, entry.name))
}

/** Every .js under dist/, gzip level 9 as the static server compresses, mock-only files set apart. */
export async function measureBuildJs(dist: string): Promise<BuildJs> {
  const chunks: ChunkFigures[] = []
  const mockOnly: string[] = []
  for (const file of await listJsFiles(dist)) {
    const source = await readFile(file)
    const name = relative(dist, file)
    const text = source.toString('utf8')
    if (basename(file) === MOCK_WORKER_FILE || MOCK_MARKERS.some((marker) => text.includes(marker))) {
      mockOnly.push(name)
      continue
    }
    chunks.push({ file: name, rawBytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length })
  }
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes)
  return {
    chunks,
    gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    rawBytes: chunks.reduce((sum, chunk) => sum + chunk.rawBytes, 0),
    mockOnly,
  }
}

/** The chunk of each language but English, which the build names after its catalogue (src/core/i18n/de.ts → de-<hash>.js). */
export function catalogueChunks(build: BuildJs): { language: string; chunk?: ChunkFigures }[] {
  return Object.keys(LANGUAGES)
    .filter((language) => language !== 'en')
    .map((language) => ({ language, chunk: build.chunks.find((chunk) => new RegExp(`(^|/)${language}-[\\w-]+\\.js$`).test(chunk.file)) }))
}
