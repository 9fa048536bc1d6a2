// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import type { LighthouseRun } from '../../bench/lighthouse'
import { runAgainIfUnmeasured } from '../../bench/run-again'

const target = { name: 'users list', url: 'http://127.0.0.1:1/ui/iam/identities/users', expectedPath: '/ui/iam/identities/users' }
const scored: LighthouseRun = {
  target,
  scores: { performance: 0.9, accessibility: 1, bestPractices: 1 },
  warnings: ['a warning of the run'],
}
const unmeasured: LighthouseRun = {
  target,
  problem: 'NO_NAVSTART: Something went wrong with recording the trace over your page load.',
  runtimeError: 'NO_NAVSTART',
  warnings: [],
}

describe('a Lighthouse run that could not measure the page', () => {
  it('is made once more, and the second run stands with a warning naming the first failure', async () => {
    const run = vi.fn<() => Promise<LighthouseRun>>().mockResolvedValueOnce(unmeasured).mockResolvedValueOnce(scored)
    const result = await runAgainIfUnmeasured(run)
    expect(run).toHaveBeenCalledTimes(2)
    expect(result.scores).toEqual(scored.scores)
    expect(result.warnings).toEqual(['run again after NO_NAVSTART', 'a warning of the run'])
  })

  it('is made only once more: a second failure is reported as it is', async () => {
    const run = vi.fn<() => Promise<LighthouseRun>>().mockResolvedValue(unmeasured)
    const result = await runAgainIfUnmeasured(run)
    expect(run).toHaveBeenCalledTimes(2)
    expect(result.problem).toBe(unmeasured.problem)
    expect(result.scores).toBeUndefined()
  })

  it('is not run again when it measured the page, or failed for another reason (a wrong page, no browser)', async () => {
    for (const first of [scored, { target, problem: 'Lighthouse ended on /ui/iam/login, not /ui/iam/identities/users', warnings: [] }]) {
      const run = vi.fn<() => Promise<LighthouseRun>>().mockResolvedValue(first)
      expect(await runAgainIfUnmeasured(run)).toBe(first)
      expect(run).toHaveBeenCalledTimes(1)
    }
  })
})
