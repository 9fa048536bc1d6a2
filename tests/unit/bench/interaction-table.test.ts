// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { BUDGETS } from '../../bench/budgets'
import {
  describeRuns,
  formatInteractionMarkdown,
  formatInteractionTable,
  interactionRows,
  gatedCpuRates,
  interactionsFail,
  judgeInteraction,
  judgeTimings,
  summarize,
  type InteractionResult,
  type Timings,
} from '../../bench/interaction-table'

const measured = (...durations: number[]): Timings => ({ ok: true, durations })
const notMeasured = (problem: string): Timings => ({ ok: false, problem })

const interaction = (name: string, atFullSpeed: Timings, atQuarterSpeed: Timings): InteractionResult => ({
  name,
  byRate: { 1: atFullSpeed, 4: atQuarterSpeed },
})

/** Five runs whose median is `median`, with one slow run that must not count as the median. */
const runsWithMedian = (median: number) => measured(median - 10, 5000, median, median - 1, median + 1)

describe('the interaction budgets', () => {
  it('are 100 ms at full CPU speed and 200 ms at a quarter of it, failing beyond twice', () => {
    expect(BUDGETS.interactionMs).toEqual({ 1: 100, 4: 200 })
    expect(BUDGETS.interactionFailMultiple).toBe(2)
  })
})

describe('summarize', () => {
  it('takes the middle run of an odd count as the median, whatever the order, and the slowest as the worst', () => {
    expect(summarize([300, 20, 50, 40, 35])).toEqual({ median: 40, worst: 300 })
  })

  it('takes the mean of the two middle runs of an even count', () => {
    expect(summarize([10, 40, 20, 1000])).toEqual({ median: 30, worst: 1000 })
  })

  it('refuses to summarize no runs', () => {
    expect(() => summarize([])).toThrow(/no durations/)
  })
})

describe('judgeTimings', () => {
  it('is ok up to the budget, over just above it', () => {
    expect(judgeTimings(1, runsWithMedian(100))).toBe('ok')
    expect(judgeTimings(1, runsWithMedian(101))).toBe('over')
    expect(judgeTimings(4, runsWithMedian(200))).toBe('ok')
    expect(judgeTimings(4, runsWithMedian(201))).toBe('over')
  })

  it('passes a median of exactly twice the budget as over, and fails one above it', () => {
    expect(judgeTimings(1, runsWithMedian(200))).toBe('over')
    expect(judgeTimings(1, runsWithMedian(200.5))).toBe('FAIL')
    expect(judgeTimings(4, runsWithMedian(400))).toBe('over')
    expect(judgeTimings(4, runsWithMedian(400.5))).toBe('FAIL')
  })

  it('judges the median, not the one slow run', () => {
    expect(judgeTimings(1, measured(50, 60, 5000))).toBe('ok')
  })

  it('fails an interaction that could not be measured', () => {
    expect(judgeTimings(1, notMeasured('no answer painted within 10 s of the click'))).toBe('FAIL')
    expect(judgeTimings(1, measured())).toBe('FAIL')
  })
})

describe('interactionsFail', () => {
  it('passes when every median is within its budget', () => {
    expect(interactionsFail([interaction('a', runsWithMedian(90), runsWithMedian(190))])).toBe(false)
  })

  it('passes medians over the budget but not beyond twice it: they are printed as over', () => {
    const overAtBoth = interaction('a', runsWithMedian(180), runsWithMedian(390))
    expect(judgeInteraction(overAtBoth)).toBe('over')
    expect(interactionsFail([overAtBoth])).toBe(false)
  })

  it('fails when one median at one rate is beyond twice its budget', () => {
    const slowWhenThrottled = interaction('b', runsWithMedian(40), runsWithMedian(450))
    expect(judgeInteraction(slowWhenThrottled)).toBe('FAIL')
    expect(interactionsFail([interaction('a', runsWithMedian(40), runsWithMedian(90)), slowWhenThrottled])).toBe(true)
  })

  it('fails when one interaction at one rate was not measured', () => {
    const unmeasured = interaction('b', runsWithMedian(40), notMeasured('run 2: the dialog never showed'))
    expect(judgeInteraction(unmeasured)).toBe('FAIL')
    expect(interactionsFail([interaction('a', runsWithMedian(40), runsWithMedian(90)), unmeasured])).toBe(true)
  })
  it('judges only the rates it is told to gate; an ungated rate is still printed as FAIL', () => {
    const slowWhenThrottled = interaction('b', runsWithMedian(40), runsWithMedian(450))
    expect(interactionsFail([slowWhenThrottled], [1])).toBe(false)
    expect(judgeInteraction(slowWhenThrottled)).toBe('FAIL')
    expect(interactionsFail([interaction('c', runsWithMedian(250), runsWithMedian(150))], [1])).toBe(true)
    expect(interactionsFail([interaction('d', notMeasured('no answer'), runsWithMedian(150))], [1])).toBe(true)
  })
})

describe('gatedCpuRates', () => {
  it('gates every rate unless told otherwise', () => {
    expect(gatedCpuRates(undefined)).toEqual([1, 4])
    expect(gatedCpuRates('')).toEqual([1, 4])
  })

  it('reads a list of rates, and refuses one it does not measure', () => {
    expect(gatedCpuRates('1')).toEqual([1])
    expect(gatedCpuRates(' 1, 4 ')).toEqual([1, 4])
    expect(() => gatedCpuRates('2')).toThrow("BENCH_GATED_CPU_RATES: '2' is not one of 1, 4")
  })
})

describe('the interactions table', () => {
  const results = [
    interaction("Open 'Create Local User', first time", measured(310.4, 290, 480.6, 305, 299), measured(650, 700, 640, 820, 660)),
    interaction('Select a user', measured(20, 31, 25, 22, 28), measured(80, 90, 120, 85, 95)),
    interaction('Go to IAM Settings', measured(95, 90, 99, 92, 97), notMeasured('run 3: no answer painted within 10 s of the click')),
  ]

  it('has one row per interaction: median (worst) and budget at each CPU rate, then the verdict', () => {
    expect(interactionRows(results)).toEqual([
      ["Open 'Create Local User', first time", '305 ms (481 ms)', '≤ 100 ms', '660 ms (820 ms)', '≤ 200 ms', 'FAIL'],
      ['Select a user', '25 ms (31 ms)', '≤ 100 ms', '90 ms (120 ms)', '≤ 200 ms', 'ok'],
      ['Go to IAM Settings', '95 ms (99 ms)', '≤ 100 ms', 'not measured: run 3: no answer painted within 10 s of the click', '≤ 200 ms', 'FAIL'],
    ])
  })

  it('lines the terminal table up in columns under its header', () => {
    const lines = formatInteractionTable(results).split('\n')
    expect(lines).toHaveLength(4)
    expect(lines[0]).toMatch(/^interaction\s+CPU 1x median \(worst\)\s+budget\s+CPU 4x median \(worst\)\s+budget\s+verdict$/)
    expect(lines[2]).toMatch(/^Select a user\s+25 ms \(31 ms\)\s+≤ 100 ms\s+90 ms \(120 ms\)\s+≤ 200 ms\s+ok$/)
    const start = (line: string | undefined, text: string) => (line ?? '').indexOf(text)
    expect(start(lines[2], '25 ms')).toBe(start(lines[0], 'CPU 1x'))
    expect(start(lines[2], 'ok')).toBe(start(lines[0], 'verdict'))
  })

  it('writes the same rows as markdown', () => {
    expect(formatInteractionMarkdown(results.slice(1, 2)).split('\n')).toEqual([
      '| interaction | CPU 1x median (worst) | budget | CPU 4x median (worst) | budget | verdict |',
      '| --- | ---: | --- | ---: | --- | --- |',
      '| Select a user | 25 ms (31 ms) | ≤ 100 ms | 90 ms (120 ms) | ≤ 200 ms | ok |',
    ])
  })

  it('lists every run behind each median', () => {
    expect(describeRuns(results.slice(1))).toEqual([
      'Select a user at CPU 1x: 20, 31, 25, 22, 28 ms',
      'Select a user at CPU 4x: 80, 90, 120, 85, 95 ms',
      'Go to IAM Settings at CPU 1x: 95, 90, 99, 92, 97 ms',
      'Go to IAM Settings at CPU 4x: not measured',
    ])
  })
})
