import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REPO_ROOT } from '../../../mocks/emulator/vite-build'

export const NGINX = '/usr/sbin/nginx'
export const DEPLOY_CONFIG = join(REPO_ROOT, 'deploy', 'nginx.conf')

export interface RunningNginx {
  /** e.g. http://127.0.0.1:41234 */
  url: string
  stop(): Promise<void>
}

/** A port that was free a moment ago; nginx reports it clearly if another process took it since. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))))
    })
  })
}

/** deploy/nginx.conf with its two TEST-SUBSTITUTED lines pointed at this run; fails if they moved. */
export function siteConfig(deployConfig: string, port: number, root: string): string {
  const substitutions: [RegExp, string][] = [
    [/^(\s*)listen 8080;(.*# TEST-SUBSTITUTED.*)$/m, `$1listen 127.0.0.1:${String(port)};$2`],
    [/^(\s*)root \/srv\/iam-console;(.*# TEST-SUBSTITUTED.*)$/m, `$1root ${root};$2`],
  ]
  return substitutions.reduce((config, [line, replacement]) => {
    if (!line.test(config)) throw new Error(`deploy/nginx.conf no longer has the line ${String(line)}`)
    return config.replace(line, replacement)
  }, deployConfig)
}

/** The `http { }` around the site, as a deployer's nginx.conf has it; every path is in the temp prefix. */
function mainConfig(prefix: string): string {
  return `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 64; }
http {
  types {
    text/html html;
    text/css css;
    application/javascript js;
    application/json json;
    image/svg+xml svg;
  }
  default_type application/octet-stream;
  access_log ${prefix}/access.log;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/site.conf;
}
`
}

async function waitUntilServing(url: string, exited: Promise<string>): Promise<void> {
  const deadline = Date.now() + 15_000
  let stopped: string | undefined
  void exited.then((reason) => (stopped = reason))
  while (Date.now() < deadline) {
    if (stopped !== undefined) throw new Error(`nginx stopped before serving: ${stopped}`)
    const answered = await fetch(url, { redirect: 'manual' }).then(
      () => true,
      () => false,
    )
    if (answered) return
    await new Promise((resolveWait) => setTimeout(resolveWait, 100))
  }
  throw new Error(`nginx did not answer on ${url} within 15 s`)
}

/**
 * Runs Debian's nginx in the foreground with deploy/nginx.conf serving `dist` (the production
 * build) under /ui/iam/, on a free 127.0.0.1 port, with pid, logs and temp files in a temp
 * directory that `stop()` removes.
 */
export async function startNginx(dist = join(REPO_ROOT, 'dist')): Promise<RunningNginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: install Debian's nginx (apt-get install -y nginx).`)
  const prefix = await mkdtemp(join(tmpdir(), 'iam-nginx-'))
  // nginx's workers drop root for `nobody`, which must reach the files through the prefix.
  await chmod(prefix, 0o755)
  const site = join(prefix, 'site')
  await mkdir(join(site, 'ui'), { recursive: true })
  await symlink(dist, join(site, 'ui', 'iam'))
  const port = await freePort()
  await writeFile(join(prefix, 'site.conf'), siteConfig(await readFile(DEPLOY_CONFIG, 'utf8'), port, site))
  await writeFile(join(prefix, 'nginx.conf'), mainConfig(prefix))

  const child = spawn(NGINX, ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<string>((resolveExit) => {
    child.once('exit', (code, signal) => resolveExit(`${signal ?? `exit code ${String(code)}`} ${stderr.trim()}`))
    child.once('error', (error) => resolveExit(error.message))
  })

  const url = `http://127.0.0.1:${String(port)}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGQUIT: a graceful stop; the master takes its workers with it.
      child.kill('SIGQUIT')
      await exited
    }
    await rm(prefix, { recursive: true, force: true })
  }
  try {
    await waitUntilServing(`${url}/ui/iam/config.js`, exited)
  } catch (error) {
    const log = await readFile(join(prefix, 'error.log'), 'utf8').catch(() => '')
    await stop()
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${log}`, { cause: error })
  }
  return { url, stop }
}
