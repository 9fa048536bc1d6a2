import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import type { Browser } from '@playwright/test'

// Playwright's close of a browser ends only when every process holding the browser's standard
// output and error has let go of them, and it waits without a limit. Its own kill reaches the
// browser's process group, but not processes Chromium starts in a session of their own, such as
// the whole browser's crash reporter (chrome_crashpad_handler), which keeps both. When one of
// those lingers, every test has passed and the run still never ends
// (docs/decisions/041-browser-close-has-a-deadline.md).

/**
 * How long a browser may take to close. It closes in well under a second; once its tests or
 * measurements are over, nothing is lost by ending what is left of it.
 */
export const BROWSER_CLOSE_LIMIT_MS = 10_000

/** What a launched browser writes its output into: the sockets behind its descriptors 1 and 2. */
export type BrowserOutputs = readonly string[]

const OUTPUT_DESCRIPTORS = [1, 2]

function pids(): number[] {
  try {
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
  } catch {
    return [] // no process table to read: not Linux, where the tests run
  }
}

/** The fields after the command's name in /proc/PID/stat: state, parent, group, …; none once it ended. */
function statOf(pid: number): string[] {
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
    // The command's name, in parentheses, may hold spaces and parentheses itself.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    return []
  }
}

/** Whether the process runs: a zombie has ended and let go of everything it held. */
export function stillRuns(pid: number): boolean {
  const state = statOf(pid)[0]
  return state !== undefined && state !== 'Z'
}

function outputsOf(pid: number): string[] {
  return OUTPUT_DESCRIPTORS.flatMap((descriptor) => {
    try {
      return [readlinkSync(`/proc/${String(pid)}/fd/${String(descriptor)}`)]
    } catch {
      return []
    }
  })
}

function launchedByPlaywright(pid: number): boolean {
  try {
    return readFileSync(`/proc/${String(pid)}/cmdline`, 'utf8').split('\0').includes('--remote-debugging-pipe')
  } catch {
    return false
  }
}

/**
 * The outputs of the browsers Playwright has launched from this process and that still run: its
 * children that were given the pipe Playwright drives a browser through.
 */
export function browserOutputs(): BrowserOutputs {
  return pids()
    .filter((pid) => statOf(pid)[1] === String(process.pid) && launchedByPlaywright(pid))
    .flatMap(outputsOf)
}

/**
 * Once `milliseconds` have passed, kills every other process that still holds one of these
 * outputs. When the browsers have closed by then it finds none, and its timer never keeps this
 * process alive.
 */
export function killOutputHoldersAfter(outputs: BrowserOutputs, milliseconds: number): void {
  const timer = setTimeout(() => {
    const holders = pids().filter(
      (pid) => pid !== process.pid && stillRuns(pid) && outputsOf(pid).some((output) => outputs.includes(output)),
    )
    for (const pid of holders) {
      console.error(`A browser's process (${String(pid)}) still held its output ${String(milliseconds / 1000)} s after its close began: killed it.`)
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        // it ended meanwhile
      }
    }
  }, milliseconds)
  timer.unref()
}

/** Closes a browser this process launched, with its outputs taken just after the launch. */
export async function closeWithinLimit(browser: Browser, outputs: BrowserOutputs): Promise<void> {
  killOutputHoldersAfter(outputs, BROWSER_CLOSE_LIMIT_MS)
  await browser.close()
}
