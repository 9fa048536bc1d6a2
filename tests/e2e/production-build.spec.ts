import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { close, createStaticHandler, listen } from '../../mocks/emulator/static-server'
import { REPO_ROOT } from '../../mocks/emulator/vite-build'
import { DEMO_ISSUER } from '../../src/core/auth/demo-session'
import { watchPageErrors } from './support/console-page'

const DIST = join(REPO_ROOT, 'dist')

function builtScripts(): { file: string; source: string }[] {
  const assets = join(DIST, 'assets')
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, source: readFileSync(join(assets, file), 'utf8') }))
}

// The global setup built dist/; the emulator serves it too, so it is only read here.
test.describe('the production build', () => {
  let server: Server | undefined
  let origin = ''

  test.beforeAll(async () => {
    // Configured for mock mode on purpose: the build must refuse it without breaking.
    server = createServer(createStaticHandler({ root: DIST, config: { mock: true, mockDelayMs: 0 } }))
    origin = `http://127.0.0.1:${await listen(server, 0)}`
  })

  test.afterAll(async () => {
    if (server) await close(server)
  })

  test('contains neither msw nor its worker, and its config.js leaves mock mode off', () => {
    expect(existsSync(join(DIST, 'mockServiceWorker.js'))).toBe(false)
    for (const { file, source } of builtScripts()) {
      expect(source, file).not.toContain('mockServiceWorker')
      expect(source, file).not.toContain('[MSW]')
    }
    expect(readFileSync(join(DIST, 'config.js'), 'utf8')).toContain('mock: false')
  })

  test("makes no tokens: the offline demo's unsigned sign-in is not in it", () => {
    for (const { file, source } of builtScripts()) expect(source, file).not.toContain(DEMO_ISSUER)
  })

  test("index.html preloads React's and the console's files, which the entry loads only with import()", () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8')
    const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/ui\/iam\/assets\/(.+?)-[\w-]{8}\.js"/g)].map(([, name]) => name)
    expect(preloaded).toEqual(expect.arrayContaining(['framework', 'app']))
  })

  test('configured for mock mode, it says the mock service is not built in and still starts', async ({ page }) => {
    const errors = watchPageErrors(page)
    await page.goto(`${origin}/ui/iam/login`)
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible()
    expect(errors.pageErrors).toEqual([])
    expect(errors.consoleErrors).toContainEqual(expect.stringContaining('this build does not include the mock service'))
  })
})
