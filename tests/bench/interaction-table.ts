// How the interaction timings of `npm run bench` are summed up, judged and printed.
// Pure: no browser, no file system, so tests/unit/bench can check it.
import { BUDGETS, markdownCell } from './budgets'

/** How many times slower than the machine the CPU runs (Chrome's CPU throttling). */
export type CpuRate = keyof typeof BUDGETS.interactionMs
export const CPU_RATES: readonly CpuRate[] = [1, 4]

/** A value for each CPU rate. */
export function byCpuRate<T>(make: (rate: CpuRate) => T): Record<CpuRate, T> {
  // Object.fromEntries types its keys as strings; CPU_RATES lists exactly the keys of CpuRate.
  return Object.fromEntries(CPU_RATES.map((rate) => [rate, make(rate)])) as Record<CpuRate, T>
}

/** One interaction at one CPU rate: the duration of every run, or why it could not be measured. */
export type Timings = { ok: true; durations: readonly number[] } | { ok: false; problem: string }

export interface InteractionResult {
  name: string
  byRate: Record<CpuRate, Timings>
}

export interface Summary {
  median: number
  worst: number
}

export function summarize(durations: readonly number[]): Summary {
  if (durations.length === 0) throw new Error('no durations to summarize')
  const sorted = [...durations].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2
  return { median, worst: sorted[sorted.length - 1] ?? NaN }
}

/** 'over' is printed and passes; 'FAIL' (far over, or not measured) fails the bench. */
export type InteractionVerdict = 'ok' | 'over' | 'FAIL'

const SEVERITY: Record<InteractionVerdict, number> = { ok: 0, over: 1, FAIL: 2 }

export function judgeTimings(rate: CpuRate, timings: Timings): InteractionVerdict {
  if (!timings.ok || timings.durations.length === 0) return 'FAIL'
  const { median } = summarize(timings.durations)
  const budget = BUDGETS.interactionMs[rate]
  if (median > budget * BUDGETS.interactionFailMultiple) return 'FAIL'
  return median > budget ? 'over' : 'ok'
}

/** The worse verdict of the interaction's CPU rates. */
export function judgeInteraction(result: InteractionResult): InteractionVerdict {
  return CPU_RATES.map((rate) => judgeTimings(rate, result.byRate[rate])).reduce((worse, verdict) =>
    SEVERITY[verdict] > SEVERITY[worse] ? verdict : worse,
  )
}

/** Whether a median at one of `gatedRates` is beyond twice its budget, or was not measured. */
export function interactionsFail(results: readonly InteractionResult[], gatedRates: readonly CpuRate[] = CPU_RATES): boolean {
  return results.some((result) => gatedRates.some((rate) => judgeTimings(rate, result.byRate[rate]) === 'FAIL'))
}

/**
 * The CPU rates whose medians decide the bench's exit, from BENCH_GATED_CPU_RATES ('1', '1,4');
 * every rate when it is not set. `.ci/run` gates full speed only (decision 030).
 */
export function gatedCpuRates(setting: string | undefined): CpuRate[] {
  if (setting === undefined || setting.trim() === '') return [...CPU_RATES]
  return setting.split(',').map((part) => {
    const rate = CPU_RATES.find((known) => String(known) === part.trim())
    if (rate === undefined) throw new Error(`BENCH_GATED_CPU_RATES: '${part}' is not one of ${CPU_RATES.join(', ')}`)
    return rate
  })
}

const ms = (value: number) => `${value.toFixed(0)} ms`

function timingsCell(timings: Timings): string {
  if (!timings.ok) return `not measured: ${timings.problem}`
  const { median, worst } = summarize(timings.durations)
  return `${ms(median)} (${ms(worst)})`
}

const HEADER = ['interaction', ...CPU_RATES.flatMap((rate) => [`CPU ${String(rate)}x median (worst)`, 'budget']), 'verdict']

/** One row per interaction: its name, median (worst) and budget at each CPU rate, and the verdict. */
export function interactionRows(results: readonly InteractionResult[]): string[][] {
  return results.map((result) => [
    result.name,
    ...CPU_RATES.flatMap((rate) => [timingsCell(result.byRate[rate]), `≤ ${ms(BUDGETS.interactionMs[rate])}`]),
    judgeInteraction(result),
  ])
}

/** A plain-text table for the terminal, in columns. */
export function formatInteractionTable(results: readonly InteractionResult[]): string {
  const rows = [HEADER, ...interactionRows(results)]
  const widths = HEADER.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)))
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd()).join('\n')
}

/** The same table as markdown, for test-results/bench.md. */
export function formatInteractionMarkdown(results: readonly InteractionResult[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(markdownCell).join(' | ')} |`
  // The timings right-aligned, as the byte figures are.
  const alignment = ['---', ...CPU_RATES.flatMap(() => ['---:', '---']), '---']
  return [line(HEADER), line(alignment), ...interactionRows(results).map(line)].join('\n')
}

/** Every run's duration, a line per interaction and rate: what the medians are made of. */
export function describeRuns(results: readonly InteractionResult[]): string[] {
  return results.flatMap((result) =>
    CPU_RATES.map((rate) => {
      const timings = result.byRate[rate]
      const runs = timings.ok ? timings.durations.map((duration) => duration.toFixed(0)).join(', ') : 'not measured'
      return `${result.name} at CPU ${String(rate)}x: ${runs}${timings.ok ? ' ms' : ''}`
    }),
  )
}
