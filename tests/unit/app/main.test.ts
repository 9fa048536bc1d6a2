// The page's entry (src/main.ts, decision 014): what it starts, and in which task.
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { EarlySignIn } from '../../../src/core/auth/early-sign-in'
import { beginFormSignIn } from '../../../src/core/auth/sign-in-state'
import { STORAGE_KEYS } from '../../../src/core/auth/storage-keys'

const entry = vi.hoisted(() => {
  const early: EarlySignIn = {}
  return { early, startConsole: vi.fn(), shellImported: vi.fn(), reactDomImported: vi.fn(), startEarlySignIn: vi.fn() }
})

vi.mock('../../../src/core/auth/early-sign-in', () => ({ startEarlySignIn: entry.startEarlySignIn }))
vi.mock('../../../src/app/start-console', () => ({ startConsole: entry.startConsole }))

/**
 * Waits through Node's own turns (module loading included) until `condition` holds or `ms` have
 * passed. Only the page's setTimeout is faked, so waiting never runs its timers. Loading React DOM
 * afresh took over 5 s on a loaded CI machine, so what must come is given most of the test's time.
 */
async function until(condition: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms
  while (!condition() && Date.now() < end) await new Promise((resolve) => setImmediate(resolve))
}

/** Long enough for what would follow in the same task to have run. */
const SAME_TASK_MS = 100

/** Runs of the entry in the current test. */
let runs = 0

async function runEntry(): Promise<void> {
  runs += 1
  vi.resetModules()
  await import('../../../src/main')
}

beforeEach(() => {
  // Registered afresh for every test: each import after vi.resetModules then runs its factory.
  vi.doMock('../../../src/console/shell/AppShell', () => {
    entry.shellImported()
    return { AppShell: () => null }
  })
  vi.doMock('react-dom/client', async (importOriginal) => {
    entry.reactDomImported()
    return importOriginal()
  })
  vi.useFakeTimers({ toFake: ['setTimeout'] })
  entry.reactDomImported.mockReset()
  entry.early = {}
  entry.startEarlySignIn.mockImplementation(() => entry.early)
  window.history.replaceState(null, '', '/ui/iam/identities/users')
})

afterEach(async () => {
  // Each run's chain must have reached its timer (dropped with the fake clock) or the console: one
  // still loading React DOM would otherwise start the console in the middle of the next test.
  await until(() => vi.getTimerCount() + entry.startConsole.mock.calls.length >= runs)
  runs = 0
  vi.useRealTimers()
})

it('sets React DOM up in one task and starts the console in a later one', async () => {
  await runEntry()
  // React DOM is set up, and the console waits for a timer, that is for a later task.
  await until(() => vi.getTimerCount() > 0)
  expect(entry.reactDomImported).toHaveBeenCalled()
  expect(vi.getTimerCount()).toBeGreaterThan(0)
  expect(entry.startConsole).not.toHaveBeenCalled()

  vi.runOnlyPendingTimers()
  await until(() => entry.startConsole.mock.calls.length > 0)
  expect(entry.startConsole).toHaveBeenCalledWith(entry.early, undefined)
})

it("fetches the shell's code when a signed-in screen restores its session, and only then", async () => {
  await runEntry()
  await until(() => entry.reactDomImported.mock.calls.length > 0)
  await until(() => entry.shellImported.mock.calls.length > 0, SAME_TASK_MS)
  expect(entry.shellImported).not.toHaveBeenCalled()

  entry.early = { restoring: Promise.resolve(null) }
  await runEntry()
  await until(() => entry.shellImported.mock.calls.length > 0)
  expect(entry.shellImported).toHaveBeenCalledOnce()
})

it("takes a token response and the tab's state out before anything else, and starts no early sign-in for it", async () => {
  const state = beginFormSignIn()
  const fragment = `access_token=at&expires_in=300&id_token=h.p.s&state=${state}&token_type=Bearer`
  window.history.replaceState(null, '', `/ui/iam/#${fragment}`)
  let addressWhenImported = ''
  let stateWhenImported: string | null = 'not imported'
  // Through the one mock of React DOM: Vitest resolves two mocks of one module queued together in
  // parallel, so a second one here would win or lose at random.
  entry.reactDomImported.mockImplementation(() => {
    addressWhenImported = window.location.href
    stateWhenImported = sessionStorage.getItem(STORAGE_KEYS.signInState)
  })
  await runEntry()
  // Synchronously, as the entry runs: no module it imports later ever sees the fragment, and the
  // state is used up even if the console's code never arrives.
  expect(window.location.hash).toBe('')
  expect(window.location.pathname).toBe('/ui/iam/')
  await until(() => addressWhenImported !== '')
  expect(addressWhenImported).not.toContain('access_token')
  expect(stateWhenImported).toBeNull()
  expect(entry.startEarlySignIn).not.toHaveBeenCalled()

  // The console starts a task later (the first test): each turn runs what timers are due.
  await until(() => {
    vi.runOnlyPendingTimers()
    return entry.startConsole.mock.calls.length > 0
  })
  expect(entry.startConsole).toHaveBeenCalledWith({}, { fields: Object.fromEntries(new URLSearchParams(fragment)), expectedState: state })
})
