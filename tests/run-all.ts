// `npm test`: lint, typecheck, unit tests and browser tests, every step even after a failure,
// then one summary whose last line is `N passed, N failed`.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { unhandledErrorsIn } from './vitest-output'

const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url))
const UNIT_REPORT = join(REPO_ROOT, 'test-results', 'unit.json')
const E2E_REPORT = join(REPO_ROOT, 'test-results', 'e2e.json') // written by playwright.config.ts
const bin = (name: string) => join(REPO_ROOT, 'node_modules', '.bin', name)

interface TestCounts {
  passed: number
  failed: number
  /** Where each failure is, printed again in the summary: a long log's end is often all CI shows. */
  failures?: string[]
}

interface Step {
  name: string
  command: string
  args: string[]
  /** Reads the step's JSON report (and its printed output); steps without one count as a single check. */
  readCounts?: (output: string) => TestCounts | undefined
}

interface StepResult {
  name: string
  ok: boolean
  seconds: number
  counts: TestCounts | undefined
}

function readJson(file: string): unknown {
  if (!existsSync(file)) return undefined
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

interface VitestReport {
  numPassedTests?: number
  numFailedTests?: number
  testResults?: { name?: string; status?: string; assertionResults?: { status?: string; fullName?: string }[] }[]
}

const inRepo = (file = '') => file.replace(REPO_ROOT, '')

function readVitestCounts(output: string): TestCounts | undefined {
  const report = readJson(UNIT_REPORT) as VitestReport | undefined
  if (!report) return undefined
  // A test file that fails to load has no failed tests of its own; count it as one failure.
  const files = report.testResults ?? []
  const brokenFiles = files.filter(
    (file) => file.status === 'failed' && !file.assertionResults?.some((test) => test.status === 'failed'),
  )
  const failures = files.flatMap((file) =>
    (file.assertionResults ?? []).filter((test) => test.status === 'failed').map((test) => `${inRepo(file.name)} › ${test.fullName}`),
  )
  const unhandled = unhandledErrorsIn(output)
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles.length + unhandled.length,
    failures: [...failures, ...brokenFiles.map((file) => `${inRepo(file.name)} (did not load)`), ...unhandled],
  }
}

interface PlaywrightSuite {
  title?: string
  file?: string
  suites?: PlaywrightSuite[]
  specs?: { title?: string; line?: number; tests?: { status?: string }[] }[]
}

function unexpectedIn(suite: PlaywrightSuite, titles: string[] = []): string[] {
  const path = suite.file && suite.title === suite.file ? titles : [...titles, suite.title ?? '']
  const here = (suite.specs ?? [])
    .filter((spec) => spec.tests?.some((test) => test.status === 'unexpected'))
    .map((spec) => [`${suite.file}:${spec.line}`, ...path.filter(Boolean), spec.title].join(' › '))
  return [...here, ...(suite.suites ?? []).flatMap((child) => unexpectedIn(child, path))]
}

function readPlaywrightCounts(): TestCounts | undefined {
  const report = readJson(E2E_REPORT) as
    | { stats?: { expected?: number; flaky?: number; unexpected?: number }; suites?: PlaywrightSuite[] }
    | undefined
  if (!report?.stats) return undefined
  // A flaky test passed on its retry: it counts as passed, as Playwright's exit code does.
  const { expected = 0, flaky = 0, unexpected = 0 } = report.stats
  return { passed: expected + flaky, failed: unexpected, failures: (report.suites ?? []).flatMap((suite) => unexpectedIn(suite)) }
}

const STEPS: Step[] = [
  { name: 'lint', command: 'npm', args: ['run', 'lint'] },
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
  {
    name: 'unit',
    command: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${UNIT_REPORT}`],
    readCounts: readVitestCounts,
  },
  { name: 'e2e', command: bin('playwright'), args: ['test'], readCounts: readPlaywrightCounts },
]

/** Runs a step with its output shown as it comes, and kept for the step's reader. */
function run(command: string, args: string[]): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: ['inherit', 'pipe', 'pipe'] })
    const chunks: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => {
      chunks.push(chunk)
      process.stdout.write(chunk)
    })
    child.stderr.on('data', (chunk: Buffer) => {
      chunks.push(chunk)
      process.stderr.write(chunk)
    })
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`)
      resolveRun({ ok: false, output: '' })
    })
    child.on('close', (code) => resolveRun({ ok: code === 0, output: Buffer.concat(chunks).toString('utf8') }))
  })
}

async function runStep(step: Step): Promise<StepResult> {
  console.log(`\n━━ ${step.name}: ${[step.command.replace(REPO_ROOT, ''), ...step.args].join(' ')}\n`)
  const started = performance.now()
  const { ok, output } = await run(step.command, step.args)
  const seconds = (performance.now() - started) / 1000
  return { name: step.name, ok, seconds, counts: step.readCounts?.(output) }
}

/**
 * A step that failed without a failing test in its report (a crash, a broken global
 * setup, a lint error) still counts as one failure, so the totals never hide it.
 */
function countsOf(result: StepResult): TestCounts {
  const counts = result.counts ?? { passed: 0, failed: 0 }
  return { passed: counts.passed, failed: !result.ok && counts.failed === 0 ? 1 : counts.failed }
}

function printSummary(results: StepResult[]): void {
  console.log('\n━━ summary\n')
  for (const result of results) {
    const tests = result.counts ? `  ${result.counts.passed} passed, ${result.counts.failed} failed` : ''
    console.log(`  ${result.name.padEnd(10)} ${result.ok ? 'ok    ' : 'FAILED'}  ${result.seconds.toFixed(1).padStart(6)} s${tests}`)
  }
  for (const failure of results.flatMap((result) => result.counts?.failures ?? [])) console.log(`  ✗ ${failure}`)
}

async function main(): Promise<void> {
  // A report left over from an earlier run must not be counted as this run's.
  for (const report of [UNIT_REPORT, E2E_REPORT]) rmSync(report, { force: true })
  const results: StepResult[] = []
  for (const step of STEPS) results.push(await runStep(step))

  printSummary(results)
  const testsRun = results.reduce((sum, { counts }) => sum + (counts ? counts.passed + counts.failed : 0), 0)
  if (testsRun === 0) console.log('\nNo test ran.')
  const passed = results.reduce((sum, result) => sum + countsOf(result).passed, 0)
  const failed = results.reduce((sum, result) => sum + countsOf(result).failed, 0)
  console.log(`\n${passed} passed, ${failed} failed`)
  process.exitCode = results.every((result) => result.ok) && testsRun > 0 ? 0 : 1
}

await main()
