import { execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { REPO_ROOT } from '../../../mocks/emulator/vite-build'

export const NGINX = '/usr/sbin/nginx'
export const DEPLOY_CONFIG = join(REPO_ROOT, 'deploy', 'nginx.conf')

export interface RunningNginx {
  /** e.g. http://127.0.0.1:41234, or https://… with TLS */
  url: string
  stop(): Promise<void>
}

/** A certificate and its key, PEM files, for the TLS variant of the configuration. */
export interface TlsFiles {
  certificate: string
  key: string
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

/**
 * deploy/nginx.conf with its two TEST-SUBSTITUTED lines pointed at this run; fails if they moved.
 * With `upstream` (e.g. http://127.0.0.1:41235), its sample #PROXY lines are enabled, sending the
 * IAM service's paths there, as a deployer enables them.
 */
export function siteConfig(deployConfig: string, port: number, root: string, tls?: TlsFiles, upstream?: string): string {
  const substitutions: [RegExp, string][] = [
    [/^(\s*)root \/srv\/iam-console;(.*# TEST-SUBSTITUTED.*)$/m, `$1root ${root};$2`],
    ...(tls ? tlsSubstitutions(port, tls) : [[/^(\s*)listen 8080;(.*# TEST-SUBSTITUTED.*)$/m, `$1listen 127.0.0.1:${String(port)};$2`] as [RegExp, string]]),
    ...(upstream
      ? ([
          [/^(\s*)#PROXY (location \^~ \/api\/iam\/ \{ proxy_pass )http:\/\/iam-service;/m, `$1$2${upstream};`],
          [/^(\s*)#PROXY (location \^~ \/PrismGateway\/ \{ proxy_pass )http:\/\/prism-gateway;/m, `$1$2${upstream};`],
        ] as [RegExp, string][])
      : []),
  ]
  return substitutions.reduce((config, [line, replacement]) => {
    if (!line.test(config)) throw new Error(`deploy/nginx.conf no longer has the line ${String(line)}`)
    return config.replace(line, replacement)
  }, deployConfig)
}

/** The TLS variant as docs/deploy.md describes it: the plain listen line gone, every #TLS line enabled. */
function tlsSubstitutions(port: number, tls: TlsFiles): [RegExp, string][] {
  return [
    [/^\s*listen 8080;.*# TEST-SUBSTITUTED.*\n/m, ''],
    [/^(\s*)#TLS listen 443 ssl;$/m, `$1listen 127.0.0.1:${String(port)} ssl;`],
    [/^(\s*)#TLS ssl_certificate (\s*)\S+;$/m, `$1ssl_certificate $2${tls.certificate};`],
    [/^(\s*)#TLS ssl_certificate_key \S+;$/m, `$1ssl_certificate_key ${tls.key};`],
    [/^(\s*)#TLS (add_header Strict-Transport-Security .*)$/m, '$1$2'],
  ]
}

/** A throwaway self-signed certificate for 127.0.0.1, made by openssl in `dir`. */
async function selfSignedCertificate(dir: string): Promise<TlsFiles> {
  const files = { certificate: join(dir, 'tls.crt'), key: join(dir, 'tls.key') }
  await promisify(execFile)('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-keyout', files.key, '-out', files.certificate,
  ])
  return files
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

/** Whether something accepts connections on the port: TLS or not, nginx is then up. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolveAccepts) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolveAccepts(true)
    })
    socket.once('error', () => resolveAccepts(false))
  })
}

async function waitUntilServing(url: string, port: number, exited: Promise<string>): Promise<void> {
  const deadline = Date.now() + 15_000
  let stopped: string | undefined
  void exited.then((reason) => (stopped = reason))
  while (Date.now() < deadline) {
    if (stopped !== undefined) throw new Error(`nginx stopped before serving: ${stopped}`)
    if (await accepts(port)) return
    await new Promise((resolveWait) => setTimeout(resolveWait, 100))
  }
  throw new Error(`nginx did not answer on ${url} within 15 s`)
}

/**
 * Runs Debian's nginx in the foreground with deploy/nginx.conf serving `dist` (the production
 * build) under /ui/iam/, on a free 127.0.0.1 port, with pid, logs and temp files in a temp
 * directory that `stop()` removes. With `tls`, the configuration's TLS variant over a
 * self-signed certificate; with `upstream`, its sample proxy of the IAM service to that address.
 */
export async function startNginx({
  dist = join(REPO_ROOT, 'dist'),
  tls = false,
  upstream,
}: { dist?: string; tls?: boolean; upstream?: string } = {}): Promise<RunningNginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: install Debian's nginx (apt-get install -y nginx).`)
  const prefix = await mkdtemp(join(tmpdir(), 'iam-nginx-'))
  // nginx's workers drop root for `nobody`, which must reach the files through the prefix.
  await chmod(prefix, 0o755)
  const site = join(prefix, 'site')
  await mkdir(join(site, 'ui'), { recursive: true })
  await symlink(dist, join(site, 'ui', 'iam'))
  const port = await freePort()
  const tlsFiles = tls ? await selfSignedCertificate(prefix) : undefined
  await writeFile(join(prefix, 'site.conf'), siteConfig(await readFile(DEPLOY_CONFIG, 'utf8'), port, site, tlsFiles, upstream))
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

  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${String(port)}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGQUIT: a graceful stop; the master takes its workers with it.
      child.kill('SIGQUIT')
      await exited
    }
    await rm(prefix, { recursive: true, force: true })
  }
  try {
    await waitUntilServing(url, port, exited)
  } catch (error) {
    const log = await readFile(join(prefix, 'error.log'), 'utf8').catch(() => '')
    await stop()
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${log}`, { cause: error })
  }
  return { url, stop }
}
