import { readdir, stat } from 'node:fs/promises'
import type { RequestListener } from 'node:http'
import { join } from 'node:path'
import { consolePolicy } from './security-headers'
import { createStaticHandler } from './static-server'
import { REPO_ROOT } from './vite-build'

/** Where `vite build --mode demo` writes the offline demo. */
export const DIST_DEMO = join(REPO_ROOT, 'dist-demo')

/** What the demo's build is made from, relative to the repository: a change to any of them calls for a new build. */
const DEMO_SOURCES = ['src', 'mocks', 'public', 'build', 'index.html', 'silent-renew.html', 'vite.config.ts', 'package-lock.json']

/**
 * The offline demo as any static host should serve it: `root` under /ui/iam/, every client route
 * answered with index.html, and the console's policy plus the Trusted Types policy of the demo's
 * mock service worker (docs/decisions/012-content-security-policy.md).
 */
export function demoHandler(root = DIST_DEMO): RequestListener {
  return createStaticHandler({ root, policy: (nonce) => consolePolicy({ nonce, mockService: true }) })
}

/** The latest modification time of `path`, a file or a folder searched through; 0 when it is missing. */
async function latestChange(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined)
  if (!info) return 0
  if (!info.isDirectory()) return info.mtimeMs
  const entries = await readdir(path)
  const times = await Promise.all(entries.map((entry) => latestChange(join(path, entry))))
  return Math.max(info.mtimeMs, ...times)
}

/**
 * Whether the demo must be built before it is served: it has never been built into `root`, or a
 * source changed after its last build (its index.html is written last).
 */
export async function demoBuildIsStale(root = DIST_DEMO, sources = DEMO_SOURCES.map((source) => join(REPO_ROOT, source))): Promise<boolean> {
  const built = await stat(join(root, 'index.html')).catch(() => undefined)
  if (!built) return true
  const changes = await Promise.all(sources.map(latestChange))
  return Math.max(...changes) > built.mtimeMs
}
