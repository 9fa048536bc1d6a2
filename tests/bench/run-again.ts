import type { LighthouseRun } from './lighthouse'

/**
 * A Lighthouse run, and a second one when Lighthouse could not measure the page: its trace
 * sometimes misses the page load on a busy machine (NO_NAVSTART), and its message then says to
 * run it again. The second run's result stands, with a warning saying it is a second one.
 */
export async function runAgainIfUnmeasured(run: () => Promise<LighthouseRun>): Promise<LighthouseRun> {
  const first = await run()
  if (first.runtimeError === undefined) return first
  const second = await run()
  return { ...second, warnings: [`run again after ${first.runtimeError}`, ...second.warnings] }
}
