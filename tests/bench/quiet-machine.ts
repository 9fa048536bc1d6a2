// Timings taken on a machine still busy with what ran before (a test suite, a build) say more
// about that work than about the console: the bench lets the CPUs settle first.
import { readFile } from 'node:fs/promises'
import { setTimeout as sleep } from 'node:timers/promises'

/** Idle when at least this share of CPU time went unused over a sample. */
export const QUIET_IDLE_SHARE = 0.8
const SAMPLE_MS = 1000
/** Past this the bench measures anyway, and says how busy the machine was. */
const LONGEST_WAIT_MS = 60_000

interface CpuTimes {
  idle: number
  total: number
}

/** The machine's CPU times so far, from the first line of /proc/stat; undefined where there is none. */
export function parseCpuTimes(stat: string): CpuTimes | undefined {
  const fields = /^cpu\s+(.*)$/m.exec(stat)?.[1]?.trim().split(/\s+/).map(Number)
  if (!fields || fields.length < 4 || fields.some((field) => !Number.isFinite(field))) return undefined
  // user nice system idle iowait …: idle and iowait are time the CPUs had nothing to run.
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0)
  return { idle, total: fields.reduce((sum, field) => sum + field, 0) }
}

/** The share of CPU time unused between two readings. */
export function idleShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total
  return total > 0 ? (after.idle - before.idle) / total : 1
}

async function readCpuTimes(): Promise<CpuTimes | undefined> {
  try {
    return parseCpuTimes(await readFile('/proc/stat', 'utf8'))
  } catch {
    return undefined
  }
}

export interface Quiet {
  /** The unused share of CPU time over the last sample, if the system tells it. */
  idleShare?: number
  waitedMs: number
}

/** Waits until the CPUs are mostly idle over a one-second sample, or a minute has passed. */
export async function waitForQuietMachine(): Promise<Quiet> {
  const started = Date.now()
  let before = await readCpuTimes()
  if (!before) return { waitedMs: 0 }
  for (;;) {
    await sleep(SAMPLE_MS)
    const after = await readCpuTimes()
    if (!after) return { waitedMs: Date.now() - started }
    const share = idleShare(before, after)
    if (share >= QUIET_IDLE_SHARE || Date.now() - started >= LONGEST_WAIT_MS) return { idleShare: share, waitedMs: Date.now() - started }
    before = after
  }
}

export function describeQuiet({ idleShare, waitedMs }: Quiet): string {
  const waited = `after waiting ${(waitedMs / 1000).toFixed(0)} s`
  if (idleShare === undefined) return `CPU use before the interactions: not known (no /proc/stat), ${waited}`
  const idle = `${(idleShare * 100).toFixed(0)}% idle`
  if (idleShare >= QUIET_IDLE_SHARE) return `CPUs before the interactions: ${idle} ${waited}`
  return `CPUs before the interactions: still busy (${idle}) ${waited}; timings may be high`
}
