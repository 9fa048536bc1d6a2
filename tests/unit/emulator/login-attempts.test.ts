// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import {
  LOCKOUT_MS,
  LoginAttempts,
  MAX_FAILURES_PER_ADDRESS,
  type AttemptOutcome,
  type Verdict,
} from '../../../mocks/emulator/login-attempts'

/** The address most tests guess from, and another one (documentation ranges, RFC 5737). */
const HERE = '192.0.2.1'
const ELSEWHERE = '198.51.100.7'

/** A table on a clock the test moves by hand. */
function table() {
  let now = 1_000_000
  const attempts = new LoginAttempts(() => now)
  return {
    attempts,
    advance: (ms: number) => {
      now += ms
    },
  }
}

/** One attempt whose check says `verdict`; answers 'locked' or the check's result. */
async function tryOnce(attempts: LoginAttempts, login: string, verdict: Verdict, address = HERE): Promise<string> {
  const outcome = await attempts.attempt(login, address, () => Promise.resolve({ verdict, result: verdict }))
  return outcome.locked ? 'locked' : outcome.result
}

async function fail(attempts: LoginAttempts, login: string, times: number, address = HERE): Promise<string[]> {
  const answers: string[] = []
  for (let index = 0; index < times; index++) answers.push(await tryOnce(attempts, login, 'wrong-password', address))
  return answers
}

/** A wrong password for each of `names`, one after another, from `address`. */
async function spray(attempts: LoginAttempts, names: string[], address = HERE): Promise<string[]> {
  const answers: string[] = []
  for (const name of names) answers.push(await tryOnce(attempts, name, 'wrong-password', address))
  return answers
}

const names = (count: number, prefix = 'user') => Array.from({ length: count }, (_, index) => `${prefix}.${String(index)}`)

const wrongOutcome = (attempts: LoginAttempts, login: string, address = HERE): Promise<AttemptOutcome<string>> =>
  attempts.attempt(login, address, () => Promise.resolve({ verdict: 'wrong-password' as const, result: 'wrong' }))

describe('the lockout table: one name from one address', () => {
  it('locks a name at the fifth wrong password, which reports the lockout and its full length itself', async () => {
    const { attempts } = table()
    expect(await fail(attempts, 'admin', 4)).toEqual(Array<string>(4).fill('wrong-password'))
    expect(await wrongOutcome(attempts, 'admin')).toEqual({ locked: true, retryAfterMs: LOCKOUT_MS })
    expect(attempts.isLocked('admin', HERE)).toBe(true)
  })

  it('tells how long the lockout has left', async () => {
    const { attempts, advance } = table()
    await fail(attempts, 'admin', 5)
    advance(2 * 60 * 1000)
    expect(await wrongOutcome(attempts, 'admin')).toEqual({ locked: true, retryAfterMs: LOCKOUT_MS - 2 * 60 * 1000 })
  })

  it('refuses a locked name without running the check, right password or not, until five minutes have passed', async () => {
    const { attempts, advance } = table()
    await fail(attempts, 'admin', 5)
    const check = vi.fn(() => Promise.resolve({ verdict: 'right-password' as const, result: 'in' }))
    advance(LOCKOUT_MS - 1)
    expect(await attempts.attempt('admin', HERE, check)).toEqual({ locked: true, retryAfterMs: 1 })
    expect(check).not.toHaveBeenCalled()

    advance(1)
    expect(await attempts.attempt('admin', HERE, check)).toEqual({ locked: false, result: 'in' })
    expect(check).toHaveBeenCalledOnce()
    expect(attempts.isLocked('admin', HERE)).toBe(false)
  })

  it('gives a fresh count after a lockout, and a guess during the lockout does not make it longer', async () => {
    const { attempts, advance } = table()
    await fail(attempts, 'admin', 5)
    advance(LOCKOUT_MS - 1000)
    expect(await tryOnce(attempts, 'admin', 'wrong-password')).toBe('locked')
    advance(1000)
    expect(await fail(attempts, 'admin', 4)).toEqual(Array<string>(4).fill('wrong-password'))
  })

  it('starts the count again after a right password', async () => {
    const { attempts } = table()
    await fail(attempts, 'admin', 4)
    expect(await tryOnce(attempts, 'admin', 'right-password')).toBe('right-password')
    expect(await fail(attempts, 'admin', 4)).toEqual(Array<string>(4).fill('wrong-password'))
    expect(await tryOnce(attempts, 'admin', 'wrong-password')).toBe('locked')
  })

  it('neither counts nor forgives an outcome that is neither (an inactive account, a failed call)', async () => {
    const { attempts } = table()
    await fail(attempts, 'admin', 4)
    expect(await tryOnce(attempts, 'admin', 'other')).toBe('other')
    expect(await tryOnce(attempts, 'admin', 'wrong-password')).toBe('locked')
  })

  it('forgets failures five minutes after the last one', async () => {
    const { attempts, advance } = table()
    await fail(attempts, 'admin', 4)
    advance(LOCKOUT_MS)
    expect(await fail(attempts, 'admin', 4)).toEqual(Array<string>(4).fill('wrong-password'))
    expect(await tryOnce(attempts, 'admin', 'wrong-password')).toBe('locked')
  })

  it('keys by the name as the login reads it: trimmed and case-insensitive, known or not', async () => {
    const { attempts } = table()
    await fail(attempts, ' Admin ', 2)
    await fail(attempts, 'ADMIN', 2)
    expect(await tryOnce(attempts, 'admin', 'wrong-password')).toBe('locked')
    expect(attempts.isLocked('someone.else', HERE)).toBe(false)
    await fail(attempts, 'no.such.user', 5)
    expect(attempts.isLocked('No.Such.User', HERE)).toBe(true)
  })

  it('gives a burst of parallel guesses no more checks than guesses made one by one', async () => {
    const { attempts } = table()
    const check = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      return { verdict: 'wrong-password' as const, result: 'wrong' }
    })
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => attempts.attempt('admin', HERE, check)))
    expect(check).toHaveBeenCalledTimes(5)
    expect(outcomes.filter((outcome) => !outcome.locked)).toHaveLength(4)
    expect(attempts.isLocked('admin', HERE)).toBe(true)
  })

  it('frees the place of a check that throws, without counting it', async () => {
    const { attempts } = table()
    await fail(attempts, 'admin', 4)
    await expect(attempts.attempt('admin', HERE, () => Promise.reject(new Error('store down')))).rejects.toThrow('store down')
    expect(await tryOnce(attempts, 'admin', 'right-password')).toBe('right-password')
  })

  it('forgets every lockout on clear (the test controls reset)', async () => {
    const { attempts } = table()
    await fail(attempts, 'admin', 5)
    attempts.clear()
    expect(attempts.isLocked('admin', HERE)).toBe(false)
    expect(await tryOnce(attempts, 'admin', 'right-password')).toBe('right-password')
  })
})

describe('the lockout table: names and addresses', () => {
  it('locks a name only for the address its wrong passwords came from', async () => {
    const { attempts } = table()
    await fail(attempts, 'admin', 5, ELSEWHERE)
    expect(attempts.isLocked('admin', ELSEWHERE)).toBe(true)
    expect(attempts.isLocked('admin', HERE)).toBe(false)
    expect(await tryOnce(attempts, 'admin', 'right-password')).toBe('right-password')
    expect(await fail(attempts, 'admin', 4)).toEqual(Array<string>(4).fill('wrong-password'))
  })

  it('never lets repeated bursts from one address keep the name locked for another', async () => {
    const { attempts, advance } = table()
    for (let burst = 0; burst < 3; burst++) {
      await fail(attempts, 'admin', 5, ELSEWHERE)
      expect(await tryOnce(attempts, 'admin', 'right-password')).toBe('right-password')
      advance(LOCKOUT_MS)
    }
  })

  it(`locks an address for every name at its ${String(MAX_FAILURES_PER_ADDRESS)}th wrong password, whatever the names`, async () => {
    const { attempts } = table()
    const answers = await spray(attempts, names(MAX_FAILURES_PER_ADDRESS))
    expect(answers.slice(0, -1)).toEqual(Array<string>(MAX_FAILURES_PER_ADDRESS - 1).fill('wrong-password'))
    expect(answers.at(-1)).toBe('locked')
    // Every name, tried before or not, the right password included, without its check being run.
    const check = vi.fn(() => Promise.resolve({ verdict: 'right-password' as const, result: 'in' }))
    expect(await attempts.attempt('admin', HERE, check)).toEqual({ locked: true, retryAfterMs: LOCKOUT_MS })
    expect(check).not.toHaveBeenCalled()
    expect(attempts.isLocked('never.tried', HERE)).toBe(true)
    // Other addresses are not concerned.
    expect(await tryOnce(attempts, 'admin', 'right-password', ELSEWHERE)).toBe('right-password')
  })

  it('ends the address lockout after five minutes, however often it was tried meanwhile', async () => {
    const { attempts, advance } = table()
    await spray(attempts, names(MAX_FAILURES_PER_ADDRESS))
    advance(LOCKOUT_MS - 1000)
    expect(await tryOnce(attempts, 'admin', 'wrong-password')).toBe('locked')
    advance(1000)
    expect(await spray(attempts, names(MAX_FAILURES_PER_ADDRESS - 1, 'other'))).toEqual(
      Array<string>(MAX_FAILURES_PER_ADDRESS - 1).fill('wrong-password'),
    )
  })

  it('does not forgive the address for a right password, as it does the name', async () => {
    const { attempts } = table()
    await spray(attempts, names(MAX_FAILURES_PER_ADDRESS - 1))
    // The guesser's own account, logged into between guesses.
    expect(await tryOnce(attempts, 'own.account', 'right-password')).toBe('right-password')
    expect(await tryOnce(attempts, 'one.more', 'wrong-password')).toBe('locked')
  })

  it('forgets the failures of an address five minutes after its last one', async () => {
    const { attempts, advance } = table()
    await spray(attempts, names(MAX_FAILURES_PER_ADDRESS - 1))
    advance(LOCKOUT_MS)
    expect(await spray(attempts, names(MAX_FAILURES_PER_ADDRESS - 1, 'later'))).toEqual(
      Array<string>(MAX_FAILURES_PER_ADDRESS - 1).fill('wrong-password'),
    )
  })

  it('gives a parallel burst over many names no more checks than the address limit', async () => {
    const { attempts } = table()
    const check = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      return { verdict: 'wrong-password' as const, result: 'wrong' }
    })
    const outcomes = await Promise.all(names(3 * MAX_FAILURES_PER_ADDRESS).map((name) => attempts.attempt(name, HERE, check)))
    expect(check).toHaveBeenCalledTimes(MAX_FAILURES_PER_ADDRESS)
    expect(outcomes.filter((outcome) => !outcome.locked)).toHaveLength(MAX_FAILURES_PER_ADDRESS - 1)
    expect(attempts.isLocked('anyone', HERE)).toBe(true)
  })
})
