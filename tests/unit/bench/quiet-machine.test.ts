// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { describeQuiet, idleShare, parseCpuTimes } from '../../bench/quiet-machine'

const STAT = `cpu  4705 356 584 3699 23 0 11 0 0 0
cpu0 1393 280 300 1800 10 0 6 0 0 0
intr 114930548 113199788 3 0 5 263 0 4 [...]`

describe('the quiet machine the interactions wait for', () => {
  it('reads idle and total CPU time from the first line of /proc/stat, iowait counting as idle', () => {
    expect(parseCpuTimes(STAT)).toEqual({ idle: 3699 + 23, total: 4705 + 356 + 584 + 3699 + 23 + 11 })
  })

  it('has nothing to say where the system gives no CPU line', () => {
    expect(parseCpuTimes('intr 1 2 3')).toBeUndefined()
    expect(parseCpuTimes('cpu  1 2 x 4')).toBeUndefined()
  })

  it('takes the idle share from the difference between two readings, not from the totals since boot', () => {
    const before = { idle: 1000, total: 2000 }
    expect(idleShare(before, { idle: 1180, total: 2200 })).toBeCloseTo(0.9)
    expect(idleShare(before, { idle: 1020, total: 2200 })).toBeCloseTo(0.1)
    expect(idleShare(before, before)).toBe(1)
  })

  it('says whether the machine was quiet, and warns when it never became so', () => {
    expect(describeQuiet({ idleShare: 0.93, waitedMs: 2100 })).toBe('CPUs before the interactions: 93% idle after waiting 2 s')
    expect(describeQuiet({ idleShare: 0.4, waitedMs: 60_200 })).toBe(
      'CPUs before the interactions: still busy (40% idle) after waiting 60 s; timings may be high',
    )
  })
})
