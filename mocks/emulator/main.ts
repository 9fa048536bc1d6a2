// `npm start`: builds the offline demo and serves it on 127.0.0.1 until interrupted.
import type { ChildProcess } from 'node:child_process'
import { createServer, type RequestListener } from 'node:http'
import { join } from 'node:path'
import { close, createStaticHandler, listen } from './static-server'
import { REPO_ROOT, viteBuild } from './vite-build'

const DEFAULT_PORT = 9440

function portFromEnvironment(): number {
  const raw = process.env.PORT ?? String(DEFAULT_PORT)
  const port = Number(raw)
  if (!/^\d+$/.test(raw) || port > 65535) throw new Error(`PORT must be a number from 0 to 65535, got "${raw}".`)
  return port
}

let runningBuild: ChildProcess | undefined

async function main(): Promise<void> {
  const port = portFromEnvironment()
  // Until the build is done the port answers 503, so a second `npm start` fails fast on the
  // port before it can rebuild the files the first one is serving.
  let handler: RequestListener = (_req, res) => {
    res.writeHead(503, { 'Retry-After': '5', 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('The IAM console is still being built; try again in a few seconds.\n')
  }
  const server = createServer((req, res) => {
    handler(req, res)
  })
  const boundPort = await listen(server, port)

  const stop = () => {
    // A SIGTERM from outside the terminal's process group would otherwise leave vite running.
    runningBuild?.kill('SIGTERM')
    close(server).then(
      () => process.exit(0),
      () => process.exit(0),
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)

  await viteBuild('demo', (child) => {
    runningBuild = child
  })
  runningBuild = undefined
  handler = createStaticHandler({ root: join(REPO_ROOT, 'dist-demo') })
  console.log(`IAM console (offline demo) at http://127.0.0.1:${boundPort}/ui/iam/`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
