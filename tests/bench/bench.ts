// `npm run bench`: builds the production console, serves it gzip-compressed by the local IAM
// emulator (a real sign-in, the API, seed data) and measures it against BUDGETS: JS bytes per
// screen and for the whole build, API requests of the users list, how fast clicks answer
// (interactions, at full and a quarter CPU speed), Lighthouse scores.
// Exits 1 when a byte or request budget is over or could not be measured, or when an interaction
// was not measured or its median is beyond twice its budget; scores are not gated.
import { mkdir, writeFile } from 'node:fs/promises'
import { availableParallelism, loadavg } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type Cookie } from '@playwright/test'
import { createEmulator } from '../../mocks/emulator/emulator'
import { REPO_ROOT, viteBuild } from '../../mocks/emulator/vite-build'
import { browserOutputs, closeWithinLimit } from '../e2e/support/browser-processes'
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/support/chromium'
import { BUDGETS, KILOBYTE, atLeast, atMost, exactly, failsBench, formatMarkdown, formatTable, type Figure } from './budgets'
import { describeRuns, formatInteractionMarkdown, formatInteractionTable, gatedCpuRates, interactionsFail, type InteractionResult } from './interaction-table'
import { interactionsNotMeasured, measureInteractions } from './interactions'
import { describeQuiet, waitForQuietMachine, type Quiet } from './quiet-machine'
import { runLighthouse, type LighthouseRun } from './lighthouse'
import { runAgainIfUnmeasured } from './run-again'
import { catalogueChunks, measureBuildJs, measureLoginJs, noteWhenShown, recordJs, type BuildJs, type JsTransfer, type LoginJs } from './measure-js'
import {
  CONNECTORS_PATH,
  FILTER_TEXT,
  USERS_LIST,
  USERS_PATH,
  USERS_ROW_SELECTOR,
  countCalls,
  describeCalls,
  describeFilters,
  openUsersList,
  pageAndFilter,
  recordApiCalls,
  type ApiCall,
  type UsersListActions,
} from './requests'
import { signInForCookies, watchNetwork } from './session'

const DIST = join(REPO_ROOT, 'dist')
const RESULTS = join(REPO_ROOT, 'test-results')
const MARKDOWN_REPORT = join(RESULTS, 'bench.md')
const LARGEST_CHUNKS_SHOWN = 5

type Outcome<T> = { ok: true; value: T } | { ok: false; problem: string }

const problemOf = (error: unknown) => (error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error))

/** Runs one measurement; a failure becomes a 'not measured' figure with its reason, not a crash. */
async function attempt<T>(what: string, measure: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await measure() }
  } catch (error) {
    console.error(`bench: ${what} failed: ${problemOf(error)}`)
    return { ok: false, problem: problemOf(error) }
  }
}

interface UsersJourney extends UsersListActions {
  js: JsTransfer
  landedOn: string
  open: ApiCall[]
}

/**
 * A new context holding only the provider's cookies (no token, no storage, cold HTTP cache)
 * opens the users list: the sign-in runs through the callback by itself. Then pages and filters.
 */
async function usersJourney(browser: Browser, origin: string, cookies: Cookie[]): Promise<UsersJourney> {
  const context = await browser.newContext({ baseURL: origin, storageState: { cookies, origins: [] } })
  try {
    const js = recordJs(context)
    const rowsShown = await noteWhenShown(context, USERS_ROW_SELECTOR)
    const api = recordApiCalls(context)
    const network = watchNetwork(context)
    const page = await context.newPage()
    const landedOn = await openUsersList(page, network)
    const open = api.take()
    // The list's cost is the code it needs to paint; what it preloads after painting is not.
    const jsTotal = await js.total(await rowsShown.shownAt(page))
    return { js: jsTotal, landedOn, open, ...(await pageAndFilter(page, network, api)) }
  } finally {
    await context.close()
  }
}

interface Measurements {
  build: Outcome<BuildJs>
  login: Outcome<LoginJs>
  users: Outcome<UsersJourney>
  interactions: InteractionResult[]
  /** How idle the machine was when the interactions started. */
  quiet: Quiet
  lighthouse: ScoredPage[]
}

type BrowserMeasurements = Pick<Measurements, 'login' | 'users' | 'interactions' | 'quiet'> & { cookies: Cookie[] | undefined }

async function measureInBrowser(origin: string): Promise<BrowserMeasurements> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
  const outputs = browserOutputs()
  try {
    const login = await attempt('the login page', () => measureLoginJs(browser, origin))
    const cookies = await attempt('signing in', () => signInForCookies(browser, origin))
    const users = cookies.ok ? await attempt('the users list', () => usersJourney(browser, origin, cookies.value)) : cookies
    const quiet = await waitForQuietMachine()
    const interactions = cookies.ok ? await attempt('the interactions', () => measureInteractions(browser, origin, cookies.value)) : cookies
    return {
      quiet,
      login,
      users,
      interactions: interactions.ok ? interactions.value : interactionsNotMeasured(interactions.problem),
      cookies: cookies.ok ? cookies.value : undefined,
    }
  } finally {
    await closeWithinLimit(browser, outputs)
  }
}

/**
 * The pages Lighthouse scores. The users list is measured as Lighthouse measures any page behind a
 * sign-in: in a browser the administrator has used the console in (docs/decisions/014-bundle-split.md). The same
 * page opened with a sign-in redirect on the way is measured too, and printed for comparison.
 */
const LIGHTHOUSE_PAGES = [
  { name: 'login', path: '/ui/iam/login', visit: 'visitor', performance: BUDGETS.lighthouse.loginPerformance },
  { name: 'users list', path: USERS_LIST, visit: 'returning', performance: BUDGETS.lighthouse.usersListPerformance },
  { name: 'users list with sign-in redirect', path: USERS_LIST, visit: 'signing in', performance: undefined },
] as const

type LighthousePage = (typeof LIGHTHOUSE_PAGES)[number]

interface ScoredPage {
  page: LighthousePage
  run: LighthouseRun
}

/** A run per page; a signed-in page needs the provider's cookies, or it is not run. */
async function lighthouseRuns(origin: string, cookies: Cookie[] | undefined): Promise<ScoredPage[]> {
  const scored: ScoredPage[] = []
  for (const page of LIGHTHOUSE_PAGES) {
    const target = { name: page.name, url: `${origin}${page.path}`, expectedPath: page.path }
    if (page.visit === 'visitor') scored.push({ page, run: await runAgainIfUnmeasured(() => runLighthouse(target)) })
    else if (!cookies) scored.push({ page, run: { target, problem: 'not run: signing in failed', warnings: [] } })
    else {
      const signedIn = { ...target, cookies, returning: page.visit === 'returning' }
      scored.push({ page, run: await runAgainIfUnmeasured(() => runLighthouse(signedIn)) })
    }
  }
  return scored
}

async function measureAll(): Promise<Measurements> {
  const build = await attempt('reading the build', () => measureBuildJs(DIST))
  // No test controls: the seed (72 users, 5 a page) already has a page 2 and a user to filter for.
  const emulator = await createEmulator({ port: 0, console: { kind: 'static', root: DIST } })
  try {
    const { login, users, interactions, quiet, cookies } = await measureInBrowser(emulator.url)
    // Playwright's Chromium is closed by now: Lighthouse's throttled runs get both cores.
    return { build, login, users, interactions, quiet, lighthouse: await lighthouseRuns(emulator.url, cookies) }
  } finally {
    await emulator.close()
  }
}

const KB = 'KB' as const

function byteFigures({ build, login, users }: Measurements): Figure[] {
  const filesNote = (transfer: JsTransfer) => `${String(transfer.files)} JS files`
  return [
    {
      label: 'JS to show /ui/iam/login',
      unit: KB,
      value: login.ok ? login.value.bytes : undefined,
      budget: atMost(BUDGETS.loginJsKb),
      gated: true,
      note: login.ok ? [filesNote(login.value), login.value.note].filter(Boolean).join('; ') : login.problem,
    },
    {
      label: 'JS to show the users list after sign-in',
      unit: KB,
      value: users.ok ? users.value.js.bytes : undefined,
      budget: atMost(BUDGETS.usersListJsKb),
      gated: true,
      note: users.ok ? `${filesNote(users.value.js)}; ended on ${users.value.landedOn}` : users.problem,
    },
    {
      label: 'JS the production build ships',
      unit: KB,
      value: build.ok ? build.value.gzipBytes : undefined,
      budget: atMost(BUDGETS.buildJsKb),
      gated: true,
      note: build.ok ? `${String(build.value.chunks.length)} files, gzip -9` : build.problem,
    },
    {
      label: 'Mock-only files in the production build',
      unit: 'files',
      value: build.ok ? build.value.mockOnly.length : undefined,
      budget: exactly(BUDGETS.mockOnlyFiles),
      gated: true,
      note: build.ok ? build.value.mockOnly.join(', ') : build.problem,
    },
  ]
}

function requestFigures({ users }: Measurements): Figure[] {
  const budgets = BUDGETS.requests
  const figure = (
    label: string,
    calls: (journey: UsersJourney) => ApiCall[],
    path: string,
    budget: Figure['budget'],
    note: (journey: UsersJourney) => string,
  ): Figure => ({
    label,
    unit: 'requests',
    value: users.ok ? countCalls(calls(users.value), 'GET', path) : undefined,
    budget,
    gated: true,
    note: users.ok ? note(users.value) : users.problem,
  })
  const sent = (calls: readonly ApiCall[]) => `sent: ${describeCalls(calls)}`
  return [
    figure(
      'Opening the users list: GET users',
      (journey) => journey.open,
      USERS_PATH,
      exactly(budgets.openUsers),
      (journey) => sent(journey.open),
    ),
    figure(
      'Opening the users list: GET connectors',
      (journey) => journey.open,
      CONNECTORS_PATH,
      exactly(budgets.openConnectors),
      () => 'same opening',
    ),
    figure(
      'Going to page 2: GET users',
      (journey) => journey.nextPage,
      USERS_PATH,
      exactly(budgets.nextPageUsers),
      (journey) => sent(journey.nextPage),
    ),
    figure(
      `Typing '${FILTER_TEXT}' fast: GET users`,
      (journey) => journey.filter.calls,
      USERS_PATH,
      atMost(budgets.filterUsers),
      ({ filter }) =>
        `typed in ${filter.typingMs.toFixed(0)} ms${filter.attempt > 1 ? ` (attempt ${String(filter.attempt)})` : ''}; ` +
        `filters sent: ${describeFilters(filter.calls)}`,
    ),
  ]
}

function lighthouseFigures(scored: readonly ScoredPage[]): Figure[] {
  const budgets = BUDGETS.lighthouse
  return scored.flatMap(({ page, run }) => {
    if (page.performance === undefined) return []
    const score = (label: string, value: number | undefined, limit: number, note?: string): Figure => ({
      label: `Lighthouse ${run.target.name}: ${label}`,
      unit: 'score',
      value: run.scores ? value : undefined,
      budget: atLeast(limit),
      gated: false,
      ...(note ? { note } : {}),
    })
    // The path only: the emulator's port changes from run to run, and the table goes into the README.
    const measured = run.problem ?? `measured ${run.finalUrl ? new URL(run.finalUrl).pathname : '?'}`
    return [
      score('performance', run.scores?.performance, page.performance, measured),
      score('accessibility', run.scores?.accessibility, budgets.accessibility),
      score('best practices', run.scores?.bestPractices, budgets.bestPractices),
    ]
  })
}

function printBuild(build: BuildJs): void {
  const kilobytes = (bytes: number) => (bytes / KILOBYTE).toFixed(1)
  console.log(
    `\nTotal JS of the build: ${kilobytes(build.gzipBytes)} KB gzip (${kilobytes(build.rawBytes)} KB raw) in ${String(build.chunks.length)} files`,
  )
  console.log(`Mock-only files left out: ${build.mockOnly.length === 0 ? 'none' : build.mockOnly.join(', ')}`)
  console.log('Largest chunks (KB gzip / raw):')
  for (const chunk of build.chunks.slice(0, LARGEST_CHUNKS_SHOWN)) {
    console.log(`  ${kilobytes(chunk.gzipBytes).padStart(7)} / ${kilobytes(chunk.rawBytes).padStart(7)}  ${chunk.file}`)
  }
  // Loaded only when chosen, so in no budget above: printed to be watched.
  console.log('Catalogues of the other languages (KB gzip / raw):')
  for (const { language, chunk } of catalogueChunks(build)) {
    const size = chunk ? `${kilobytes(chunk.gzipBytes).padStart(7)} / ${kilobytes(chunk.rawBytes).padStart(7)}  ${chunk.file}` : 'not found'
    console.log(`  ${language}: ${size}`)
  }
}

function printLighthouseDetails(scored: readonly ScoredPage[]): void {
  console.log('')
  for (const { run } of scored) {
    console.log(`Lighthouse ${run.target.name}: requested ${run.target.url}, measured ${run.finalUrl ?? '(no page)'}`)
    const performance = run.scores?.performance
    if (run.metrics) console.log(`Lighthouse ${run.target.name}: performance ${performance?.toFixed(2) ?? '?'}; ${run.metrics}`)
    if (run.problem) console.log(`Lighthouse ${run.target.name}: ${run.problem}`)
    for (const warning of run.warnings) console.log(`Lighthouse ${run.target.name} warned: ${warning}`)
  }
}

/** The JSON reports beside the table, for a look at what a score is made of. */
async function writeLighthouseReports(scored: readonly ScoredPage[]): Promise<void> {
  for (const { run } of scored) {
    if (run.report) await writeFile(join(RESULTS, `lighthouse-${run.target.name.replace(/\W+/g, '-')}.json`), run.report)
  }
}

async function main(): Promise<number> {
  const started = Date.now()
  // Read first: a mistyped setting stops the bench before minutes of measuring.
  const gatedRates = gatedCpuRates(process.env.BENCH_GATED_CPU_RATES)
  const [loadAtStart = 0] = loadavg()
  try {
    await viteBuild()
  } catch (error) {
    console.error(problemOf(error))
    return 1
  }
  const measurements = await measureAll()
  const figures = [...byteFigures(measurements), ...requestFigures(measurements), ...lighthouseFigures(measurements.lighthouse)]

  console.log(`\n${formatTable(figures)}`)
  console.log(`\n${formatInteractionTable(measurements.interactions)}`)
  if (measurements.build.ok) printBuild(measurements.build.value)
  console.log(`\nEvery run (ms from the pointer going down to the answer painted):\n  ${describeRuns(measurements.interactions).join('\n  ')}`)
  printLighthouseDetails(measurements.lighthouse)
  // Lighthouse simulates a slow phone from the CPU time it observes: a busy machine lowers the scores.
  console.log(`Load average (1 min) at the start: ${loadAtStart.toFixed(1)} on ${String(availableParallelism())} cores`)
  console.log(describeQuiet(measurements.quiet))
  await mkdir(RESULTS, { recursive: true })
  await writeFile(MARKDOWN_REPORT, `${formatMarkdown(figures)}\n\n${formatInteractionMarkdown(measurements.interactions)}\n`)
  await writeLighthouseReports(measurements.lighthouse)
  console.log(`\nTable written to ${MARKDOWN_REPORT}, Lighthouse reports beside it (${((Date.now() - started) / 1000).toFixed(0)} s)`)

  console.log(`Interaction medians that decide the exit: CPU ${gatedRates.map((rate) => `${String(rate)}x`).join(' and ')}`)
  const failed = failsBench(figures) || interactionsFail(measurements.interactions, gatedRates)
  console.log(
    failed
      ? 'bench: a byte or request budget is over, an interaction is beyond twice its budget, or one was not measured'
      : 'bench: every byte and request budget holds, and no gated interaction median is beyond twice its budget',
  )
  return failed ? 1 : 0
}

process.exitCode = await main()
