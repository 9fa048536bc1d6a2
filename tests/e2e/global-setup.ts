import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { DIST_DEMO, demoHandler } from '../../mocks/emulator/demo-server'
import { close, listen } from '../../mocks/emulator/static-server'
import { REPO_ROOT, viteBuild } from '../../mocks/emulator/vite-build'

const DIST = join(REPO_ROOT, 'dist')

function assertBuilt(root: string, command: string): void {
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`${join(root, 'index.html')} is missing: run \`${command}\` or unset E2E_SKIP_BUILD.`)
  }
}

/**
 * Builds the production console and the offline demo once, and serves the demo on a free port
 * (E2E_DEMO_URL; workers inherit this process's environment). Each worker runs its own
 * emulator over dist/ (support/fixtures.ts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_SKIP_BUILD === '1') {
    console.log('E2E_SKIP_BUILD=1: testing the existing dist/ and dist-demo/ builds.')
  } else {
    // One after the other: both builds regenerate the route tree, and two cores are better spent on one.
    await viteBuild()
    await viteBuild('demo')
  }
  assertBuilt(DIST, 'npm run build')
  assertBuilt(DIST_DEMO, 'npm run build:demo')

  const demo = createServer(demoHandler())
  const demoPort = await listen(demo, 0)
  process.env.E2E_DEMO_URL = `http://127.0.0.1:${demoPort}`

  return () => close(demo)
}
