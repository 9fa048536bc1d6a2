import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { createEmulator } from '../../mocks/emulator/emulator'
import { close, createStaticHandler, listen } from '../../mocks/emulator/static-server'
import { REPO_ROOT, viteBuild } from '../../mocks/emulator/vite-build'

const DIST = join(REPO_ROOT, 'dist')
const DIST_DEMO = join(REPO_ROOT, 'dist-demo')

function assertBuilt(root: string, command: string): void {
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`${join(root, 'index.html')} is missing: run \`${command}\` or unset E2E_SKIP_BUILD.`)
  }
}

/**
 * Builds the production console and the offline demo once, then serves the first through the
 * local IAM emulator (with its test controls) and the second statically, each on a free port.
 * Workers inherit this process's environment and re-read playwright.config.ts, which is how
 * E2E_BASE_URL (the emulator) becomes `use.baseURL` there; E2E_DEMO_URL is the demo's origin.
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

  const emulator = await createEmulator({ port: 0, testControls: true, console: { kind: 'static', root: DIST } })
  const demo = createServer(createStaticHandler({ root: DIST_DEMO }))
  const demoPort = await listen(demo, 0)
  process.env.E2E_BASE_URL = emulator.url
  process.env.E2E_DEMO_URL = `http://127.0.0.1:${demoPort}`

  return async () => {
    await Promise.all([emulator.close(), close(demo)])
  }
}
