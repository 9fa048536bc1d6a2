import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { close, createStaticHandler, listen } from '../../mocks/emulator/static-server'
import { REPO_ROOT, viteBuild } from '../../mocks/emulator/vite-build'

/**
 * Builds the offline demo once and serves it on a free port. Workers inherit this
 * process's environment and re-read playwright.config.ts, which is how E2E_BASE_URL
 * becomes `use.baseURL` there.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_SKIP_BUILD === '1') {
    console.log('E2E_SKIP_BUILD=1: testing the existing dist-demo/ build.')
  } else {
    await viteBuild('demo')
  }
  const root = join(REPO_ROOT, 'dist-demo')
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error('dist-demo/index.html is missing: run `npm run build:demo` or unset E2E_SKIP_BUILD.')
  }
  const server = createServer(createStaticHandler({ root }))
  const port = await listen(server, 0)
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`
  return () => close(server)
}
