import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { createStaticHandler } from './static-server'
import { sendText } from './http-utils'
import { consolePolicy, devConsolePolicy } from './security-headers'
import { REPO_ROOT } from './vite-build'

/** Where the console's files come from: a finished build, or Vite's dev server with hot reload. */
export type ConsoleSource = { kind: 'static'; root: string } | { kind: 'vite' }

export interface ConsoleHost {
  handle: (req: IncomingMessage, res: ServerResponse) => void
  close: () => Promise<void>
}

/**
 * `authority` is the OpenID provider the console signs in with; the policy lets the console reach
 * it. `allowedHosts` are the extra Host names the emulator answers (host-check.ts); Vite's
 * hot-reload socket, which does not pass through the emulator's check, gets them too.
 */
export async function createConsoleHost(
  source: ConsoleSource,
  httpServer: Server,
  authority: string,
  allowedHosts: readonly string[] = [],
): Promise<ConsoleHost> {
  if (source.kind === 'static') {
    // The build's own config.js is served as it is: its defaults follow location.origin.
    const handle = createStaticHandler({ root: source.root, policy: (nonce) => consolePolicy({ nonce, authority }) })
    return { handle, close: () => Promise.resolve() }
  }

  // Loaded only here: the static console (npm start, the tests) needs none of Vite.
  const { createServer } = await import('vite')
  const vite = await createServer({
    root: REPO_ROOT,
    appType: 'spa',
    // The hot-reload socket shares the emulator's port, so the page needs no second origin.
    // Vite's own allow-list takes names without a port; it always allows localhost and addresses.
    server: { middlewareMode: true, ws: { server: httpServer }, allowedHosts: allowedHosts.map((entry) => entry.replace(/:\d+$/, '')) },
  })
  // Vite's dev pages need inline scripts and styles and keep the nonce placeholder (decision 012).
  const devPolicy = devConsolePolicy({ authority })
  return {
    handle: (req, res) => {
      res.setHeader('Content-Security-Policy', devPolicy)
      vite.middlewares(req, res, (error?: unknown) => {
        if (error) console.error('vite:', error)
        sendText(res, error ? 500 : 404, error ? 'Internal server error' : 'Not found')
      })
    },
    close: () => vite.close(),
  }
}
