// msw's worker script for the modes whose bundle may start the in-browser mock service
// (docs/decisions/002-mock-mode.md). A production build leaves this plugin out, so it carries
// neither msw nor the worker file.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

const require = createRequire(import.meta.url)
const workerSource = () => readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8')

/** Serves the worker in development, emits it beside the build, and switches the demo build to mock mode. */
export function mockServiceWorker(mode: string): Plugin {
  return {
    name: 'iam-mock-service-worker',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!req.url?.endsWith('/mockServiceWorker.js')) {
          next()
          return
        }
        res.setHeader('Content-Type', 'text/javascript')
        res.end(workerSource())
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: workerSource() })
    },
    writeBundle(options) {
      if (mode !== 'demo') return
      // The offline demo is the same build with mock mode switched on in its config.js.
      const file = resolve(options.dir ?? 'dist-demo', 'config.js')
      const source = readFileSync(file, 'utf8')
      const demo = source.replace('mock: false', 'mock: true')
      if (demo === source) throw new Error('public/config.js no longer holds "mock: false"')
      writeFileSync(file, demo)
    },
  }
}
