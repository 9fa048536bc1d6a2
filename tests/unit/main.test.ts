// The page's entry (src/main.ts, decision 023): what it starts, and in which task.
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { EarlySignIn } from '../../src/auth/early-sign-in'

const entry = vi.hoisted(() => {
  const early: EarlySignIn = {}
  return { early, startConsole: vi.fn(), shellImported: vi.fn(), reactDomImported: vi.fn() }
})

vi.mock('../../src/auth/early-sign-in', () => ({ startEarlySignIn: () => entry.early }))
vi.mock('../../src/start-console', () => ({ startConsole: entry.startConsole }))
vi.mock('../../src/components/shell/AppShell', () => {
  entry.shellImported()
  return { AppShell: () => null }
})
vi.mock('react-dom/client', async (importOriginal) => {
  entry.reactDomImported()
  return importOriginal()
})

/**
 * Waits through Node's own turns (module loading included) until `condition` holds, at most
 * `turns` of them. Only the page's setTimeout is faked, so waiting never runs its timers.
 */
async function until(condition: () => boolean, turns = 500): Promise<void> {
  for (let turn = 0; turn < turns && !condition(); turn++) await new Promise((resolve) => setImmediate(resolve))
}

async function runEntry(): Promise<void> {
  vi.resetModules()
  await import('../../src/main')
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] })
  entry.early = {}
  window.history.replaceState(null, '', '/ui/iam/identities/users')
})

afterEach(() => {
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
  expect(entry.startConsole).toHaveBeenCalledWith(entry.early)
})

it("fetches the shell's code when a signed-in screen restores its session, and only then", async () => {
  await runEntry()
  await until(() => entry.reactDomImported.mock.calls.length > 0)
  await until(() => entry.shellImported.mock.calls.length > 0, 50)
  expect(entry.shellImported).not.toHaveBeenCalled()

  entry.early = { restoring: Promise.resolve(null) }
  await runEntry()
  await until(() => entry.shellImported.mock.calls.length > 0)
  expect(entry.shellImported).toHaveBeenCalledOnce()
})
