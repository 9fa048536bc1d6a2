// How fast clicks answer: a fresh browser context per run signs in, opens the users list and
// clicks through the console as a person would, at full CPU speed and on a CPU four times slower.
import { setTimeout as sleep } from 'node:timers/promises'
import type { Browser, Cookie, Locator, Page } from '@playwright/test'
import { ADMIN, acceptTermsIfShown } from '../e2e/support/sign-in'
import { timeClick, type Answer, type Shown } from './interaction-timing'
import { CPU_RATES, byCpuRate, type CpuRate, type InteractionResult, type Timings } from './interaction-table'
import { USERS_LIST } from './requests'
import { SETTLE_TIMEOUT_MS } from './session'

/** Runs per CPU rate; the median of five shrugs off one slow run of a shared machine. */
export const RUNS = 5

/**
 * A person reads a screen for a moment before clicking on: this long after each answer. Code
 * the console loads in the background while the screen is read counts as ready for the click;
 * nothing waits for the network to go quiet.
 */
const THINK_MS = 1000

interface Step {
  name: string
  /** Untimed, before the think time: what the screen needs first, e.g. a selected row. */
  prepare?: (page: Page) => Promise<void>
  target: (page: Page) => Locator
  answer: Answer
  /** Untimed, after the answer: closes what the click opened, for the next step. */
  close?: (page: Page) => Promise<void>
}

const dialog = (name: string): Shown => ({ css: '[role="dialog"]', name })
const heading = (name: string): Shown => ({ css: 'h1', name })
/** Rows of a table that has stopped loading: a row's checkbox is there once its rows are. */
const rowsOf = (table: string): Shown => ({ css: `table[aria-label="${table}"][aria-busy="false"] tbody input[type="checkbox"]` })

/** includeHidden: right after a sign-in the terms banner's modal hides the list from the accessibility tree. */
const usersTable = (page: Page) => page.getByRole('table', { name: 'Users', includeHidden: true })

const closeWith = (key: 'Escape', name: string) => async (page: Page) => {
  await page.keyboard.press(key)
  await page.getByRole('dialog', { name }).waitFor({ state: 'hidden' })
}

const CERTIFICATES_OF = 'backup-agent'

/** The journey, in order; names as the e2e tests find them (role and accessible name). */
const STEPS: readonly Step[] = [
  {
    name: "Open 'Create Local User', first time",
    target: (page) => page.getByRole('button', { name: 'Create Local User' }),
    answer: [dialog('Create Local User')],
    close: async (page) => {
      const create = page.getByRole('dialog', { name: 'Create Local User' })
      await create.getByRole('button', { name: 'Cancel' }).click()
      await create.waitFor({ state: 'hidden' })
    },
  },
  {
    name: "Open 'Create Local User' again",
    target: (page) => page.getByRole('button', { name: 'Create Local User' }),
    answer: [dialog('Create Local User')],
    close: closeWith('Escape', 'Create Local User'),
  },
  {
    name: 'Select a user',
    target: (page) => usersTable(page).getByRole('checkbox', { name: `Select ${ADMIN.username}`, exact: true }),
    answer: [{ css: 'button:not([disabled])', name: 'Update' }],
  },
  {
    name: 'Next page of users',
    // The pager shows above and below the table; either pages.
    target: (page) => page.getByRole('button', { name: 'Go to next page' }).first(),
    // Page 1 has no previous page: with its button enabled and rows shown, the rows are page 2's.
    answer: [rowsOf('Users'), { css: 'button[title="Go to previous page"]:not([disabled])' }],
  },
  {
    name: 'Open the account menu',
    target: (page) => page.getByRole('banner').getByRole('button', { name: ADMIN.email, exact: true }),
    answer: [{ css: '[role="menu"]', name: ADMIN.email }],
    close: async (page) => {
      await page.keyboard.press('Escape')
      await page.getByRole('menu').waitFor({ state: 'hidden' })
    },
  },
  {
    name: 'Go to Service Accounts',
    target: (page) => page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Service Accounts' }),
    // The heading counts the accounts ('Viewing 6 of all service accounts'); its section is named by it.
    answer: [{ css: 'section[aria-label$=" of all service accounts"] h1' }, rowsOf('Service accounts')],
  },
  {
    name: "Open 'Create Service Account', first time",
    target: (page) => page.getByRole('button', { name: 'Create Service Account' }),
    answer: [dialog('Create Service Account')],
    close: closeWith('Escape', 'Create Service Account'),
  },
  {
    name: "Open 'Manage Certificates', first time",
    // It manages the certificates of the one selected account.
    prepare: (page) => page.getByRole('checkbox', { name: `Select ${CERTIFICATES_OF}`, exact: true }).check(),
    target: (page) => page.getByRole('button', { name: 'Manage Certificates' }),
    answer: [dialog(`Manage ${CERTIFICATES_OF}'s Certificates`)],
    close: closeWith('Escape', `Manage ${CERTIFICATES_OF}'s Certificates`),
  },
  {
    name: 'Go to IAM Settings',
    target: (page) => page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'IAM Settings' }),
    answer: [heading('Authentication'), rowsOf('SAML Identity Providers'), rowsOf('Directory Providers')],
  },
  {
    name: "Open 'Add SAML Provider', first time",
    target: (page) => page.getByRole('region', { name: 'SAML Identity Providers' }).getByRole('button', { name: 'Add SAML Provider' }),
    answer: [dialog('Configure a New Provider')],
    close: closeWith('Escape', 'Configure a New Provider'),
  },
  {
    name: "Open 'Add Directory Provider', first time",
    target: (page) => page.getByRole('region', { name: 'Directory Providers' }).getByRole('button', { name: 'Add Directory Provider' }),
    answer: [dialog('Add Directory')],
  },
]

const problemOf = (error: unknown) => (error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error))

/** A run's durations in step order, up to the step that failed, if one did. */
interface Run {
  durations: number[]
  /** `where`: the step's name, or what came before the first step. */
  failure?: { step: number; where: string; problem: string }
}

/**
 * One run in a new context holding only the provider's cookies: a cold HTTP cache, no storage,
 * the sign-in runs by itself. The CPU is slowed before anything loads, so the sign-in, the code
 * loading and any background preloading all run at that speed.
 */
async function oneRun(browser: Browser, origin: string, cookies: Cookie[], rate: CpuRate): Promise<Run> {
  const context = await browser.newContext({ baseURL: origin, storageState: { cookies, origins: [] } })
  const durations: number[] = []
  try {
    const page = await context.newPage()
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate })
    try {
      await page.goto(USERS_LIST, { timeout: SETTLE_TIMEOUT_MS })
      await usersTable(page).locator('tbody tr').first().getByRole('checkbox', { includeHidden: true }).waitFor({ timeout: SETTLE_TIMEOUT_MS })
      await acceptTermsIfShown(page)
    } catch (error) {
      return { durations, failure: { step: 0, where: 'opening the users list', problem: problemOf(error) } }
    }
    for (const [index, step] of STEPS.entries()) {
      try {
        await step.prepare?.(page)
        await sleep(THINK_MS)
        durations.push(await timeClick(page, step.target(page), step.answer))
      } catch (error) {
        return { durations, failure: { step: index, where: step.name, problem: problemOf(error) } }
      }
      try {
        await step.close?.(page)
      } catch (error) {
        // The step was measured; the ones after it were not.
        return { durations, failure: { step: index + 1, where: `closing after ${step.name}`, problem: problemOf(error) } }
      }
    }
    return { durations }
  } finally {
    await context.close()
  }
}

/** A step is measured at a rate when every run measured it; else the first run's reason why not. */
function timingsOf(step: number, runs: readonly Run[]): Timings {
  for (const [index, run] of runs.entries()) {
    const { failure } = run
    if (!failure || failure.step > step) continue
    const which = `run ${String(index + 1)}`
    if (failure.step === step && failure.where === STEPS[step]?.name) return { ok: false, problem: `${which}: ${failure.problem}` }
    return { ok: false, problem: `${which} stopped before it, at ${failure.where}: ${failure.problem}` }
  }
  return { ok: true, durations: runs.map((run) => run.durations[step] ?? NaN) }
}

/** Every step at every CPU rate, `runs` fresh contexts each. */
export async function measureInteractions(browser: Browser, origin: string, cookies: Cookie[], runs = RUNS): Promise<InteractionResult[]> {
  const byRate = new Map<CpuRate, Run[]>()
  for (const rate of CPU_RATES) {
    const done: Run[] = []
    for (let run = 1; run <= runs; run++) {
      const result = await oneRun(browser, origin, cookies, rate)
      const { failure } = result
      if (failure) console.error(`bench: interactions at CPU ${String(rate)}x, run ${String(run)}, ${failure.where}: ${failure.problem}`)
      done.push(result)
    }
    byRate.set(rate, done)
  }
  return STEPS.map((step, index) => ({
    name: step.name,
    byRate: byCpuRate((rate) => timingsOf(index, byRate.get(rate) ?? [])),
  }))
}

/** Every step, not measured for one reason (e.g. signing in failed). */
export function interactionsNotMeasured(problem: string): InteractionResult[] {
  return STEPS.map((step) => ({ name: step.name, byRate: byCpuRate(() => ({ ok: false, problem })) }))
}
