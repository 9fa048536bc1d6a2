import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REPO_ROOT } from '../../mocks/emulator/vite-build'
import { BROWSER_CLOSE_LIMIT_MS, stillRuns } from './support/browser-processes'
import { TEST_BROWSER_LAUNCH_OPTIONS } from './support/chromium'
import { expect, test } from './support/fixtures'

// The browser tests' own machinery: a run whose every test passed must end, even when a browser
// leaves a process behind that keeps its output open (support/browser-processes.ts).

const PLAYWRIGHT_CLI = join(REPO_ROOT, 'node_modules', '@playwright', 'test', 'cli.js')
const LINGERING_RUN_CONFIG = join(REPO_ROOT, 'tests', 'e2e', 'browser-close', 'playwright.config.ts')

/**
 * A browser that starts, beside the headless shell, a process in a session of its own that keeps
 * the browser's output, as the whole browser's crash reporter does, and writes that process's id.
 */
function lingeringBrowser(pidFile: string): string {
  return [
    '#!/bin/sh',
    // Descriptors 3 and 4 are Playwright's pipe to the browser: the crash reporter does not keep them.
    `setsid sleep 600 3>&- 4>&- &`,
    `echo $! > '${pidFile}'`,
    `exec ${TEST_BROWSER_LAUNCH_OPTIONS.executablePath} "$@"`,
    '',
  ].join('\n')
}

test('a run whose browser leaves a process holding its output still ends, and that process is killed', async () => {
  test.setTimeout(120_000)
  const folder = await mkdtemp(join(tmpdir(), 'iam-lingering-browser-'))
  const pidFile = join(folder, 'lingering.pid')
  const executable = join(folder, 'chromium')
  await writeFile(executable, lingeringBrowser(pidFile), { mode: 0o755 })

  // Its own process group, so that a run that never ends can be stopped whole.
  const run = spawn(process.execPath, [PLAYWRIGHT_CLI, 'test', '--config', LINGERING_RUN_CONFIG], {
    cwd: REPO_ROOT,
    env: { ...process.env, LINGERING_BROWSER: executable, LINGERING_BROWSER_OUTPUT: join(folder, 'results') },
    detached: true,
  })
  let output = ''
  run.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  run.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exitCode = new Promise<number | null>((resolveExit) => run.on('exit', resolveExit))
  // Without the deadline, Playwright would wait for the browser's output to close forever.
  let waiting: NodeJS.Timeout | undefined
  const givenUp = new Promise<'still running'>((resolveLater) => {
    waiting = setTimeout(() => resolveLater('still running'), BROWSER_CLOSE_LIMIT_MS + 40_000)
  })
  const ended = await Promise.race([exitCode, givenUp])
  clearTimeout(waiting)
  const lingering = Number(await readFile(pidFile, 'utf8').catch(() => '0'))
  try {
    expect(ended, output).toBe(0)
    expect(output).toContain('1 passed')
    expect(output).toMatch(/A browser's process \(\d+\) still held its output 10 s after its close began: killed it\./)
    expect(lingering).toBeGreaterThan(0)
    expect(stillRuns(lingering)).toBe(false)
  } finally {
    if (run.pid !== undefined && run.exitCode === null) process.kill(-run.pid, 'SIGKILL')
    if (lingering > 0 && stillRuns(lingering)) process.kill(lingering, 'SIGKILL')
    await rm(folder, { recursive: true, force: true })
  }
})
