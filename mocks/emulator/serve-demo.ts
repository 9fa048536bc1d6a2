// `npm run demo`: serves the offline demo (dist-demo/) on 127.0.0.1 under /ui/iam/, where its files
// expect to be, until interrupted. It builds the demo first when there is none yet or a source is
// newer than it; `npm run build:demo` rebuilds it by hand.
import { createServer } from 'node:http'
import { DEFAULT_DEMO_PASSWORD, DEMO_ADMIN_USERNAME } from '../seed'
import { demoBuildIsStale, demoHandler } from './demo-server'
import { portFromEnvironment } from './port'
import { close, listen } from './static-server'
import { viteBuild } from './vite-build'

const DEFAULT_PORT = 9441

async function main(): Promise<void> {
  const port = portFromEnvironment(DEFAULT_PORT)
  if (await demoBuildIsStale()) await viteBuild('demo')
  const server = createServer(demoHandler())
  const bound = await listen(server, port)
  const stop = () => {
    close(server).then(
      () => process.exit(0),
      () => process.exit(0),
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  console.log(`Offline demo at http://127.0.0.1:${String(bound)}/ui/iam/`)
  console.log(`Sign in as ${DEMO_ADMIN_USERNAME} / ${DEFAULT_DEMO_PASSWORD} (everything runs in the browser; a reload starts afresh)`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
