import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { createStaticHandler } from './static-server'
import { sendText } from './http-utils'
import { REPO_ROOT } from './vite-build'

/** Where the console's files come from: a finished build, or Vite's dev server with hot reload. */
export type ConsoleSource = { kind: 'static'; root: string } | { kind: 'vite' }

export interface ConsoleHost {
  handle: (req: IncomingMessage, res: ServerResponse) => void
  close: () => Promise<void>
}

export async function createConsoleHost(source: ConsoleSource, httpServer: Server): Promise<ConsoleHost> {
  if (source.kind === 'static') {
    // The build's own config.js is served as it is: its defaults follow location.origin.
    const handle = createStaticHandler({ root: source.root })
    return { handle, close: () => Promise.resolve() }
  }

  // Loaded only here: the static console (npm start, the tests) needs none of Vite.
  const { createServer } = await import('vite')
  const vite = await createServer({
    root: REPO_ROOT,
    appType: 'spa',
    // The hot-reload socket shares the emulator's port, so the page needs no second origin.
    server: { middlewareMode: true, ws: { server: httpServer } },
  })
  return {
    handle: (req, res) => {
      vite.middlewares(req, res, (error?: unknown) => {
        if (error) console.error('vite:', error)
        sendText(res, error ? 500 : 404, error ? 'Internal server error' : 'Not found')
      })
    },
    close: () => vite.close(),
  }
}
