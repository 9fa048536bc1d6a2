// `npm start`: builds the production console and serves it through the local IAM emulator on
// 127.0.0.1 until interrupted. `npm run dev` (--dev): no build; Vite serves the console with hot reload.
import type { ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { DEFAULT_DEMO_PASSWORD } from '../seed'
import { createEmulator, type Emulator } from './emulator'
import { portFromEnvironment } from './port'
import { REPO_ROOT, viteBuild } from './vite-build'

const DEFAULT_PORT = 9440

/** IAM_ALLOWED_HOSTS: further Host names the emulator answers, comma-separated (docs/emulator.md). */
function allowedHostsFromEnvironment(): string[] {
  return (process.env.IAM_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
}

let emulator: Emulator | undefined
let runningBuild: ChildProcess | undefined

function stop(): void {
  // A SIGTERM from outside the terminal's process group would otherwise leave vite running.
  runningBuild?.kill('SIGTERM')
  const closing = emulator?.close() ?? Promise.resolve()
  closing.then(
    () => process.exit(0),
    () => process.exit(0),
  )
}

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev')
  const port = portFromEnvironment(DEFAULT_PORT)
  const demoPassword = process.env.IAM_DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)

  // The port is claimed before the build: a second `npm start` then fails at once, before it
  // can rebuild the files the first one is serving. Console pages answer 503 until the build is done.
  let markBuilt: () => void = () => undefined
  const consoleReady = new Promise<void>((resolve) => {
    markBuilt = resolve
  })
  emulator = await createEmulator({
    port,
    demoPassword,
    allowedHosts: allowedHostsFromEnvironment(),
    console: dev ? { kind: 'vite' } : { kind: 'static', root: join(REPO_ROOT, 'dist') },
    ...(dev ? {} : { consoleReady }),
  })

  if (!dev) {
    await viteBuild(undefined, (child) => {
      runningBuild = child
    })
    runningBuild = undefined
    markBuilt()
  }
  console.log(`IAM console at ${emulator.url}/ui/iam/${dev ? ' (Vite dev server, hot reload)' : ''}`)
  console.log(`Sign in as admin / ${demoPassword}`)
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  await emulator?.close()
  process.exit(1)
})
