// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { LOCKOUT_MS, LoginAttempts, type Verdict } from '../../../mocks/emulator/login-attempts'

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
async function tryOnce(attempts: LoginAttempts, login: string, verdict: Verdict): Promise<string> {
  const outcome = await attempts.attempt(login, () => Promise.resolve({ verdict, result: verdict }))
  return outcome.locked ? 'locked' : outcome.result
}

async function fail(attempts: LoginAttempts, login: string, times: number): Promise<string[]> {
  const answers: string[] = []
  for (let index = 0; index < times; index++) answers.push(await tryOnce(attempts, login, 'wrong-password'))
  return answers
}

describe('the lockout table', () => {
  it('locks a name at the fifth wrong password, which reports the lockout itself', async () => {
    const { attempts } = table()
    expect(await fail(attempts, 'admin', 5)).toEqual([...Array<string>(4).fill('wrong-password'), 'locked'])
    expect(attempts.isLocked('admin')).toBe(true)
  })

  it('refuses a locked name without running the check, right password or not, until five minutes have passed', async () => {
    const { attempts, advance } = table()
    await fail(attempts, 'admin', 5)
    const check = vi.fn(() => Promise.resolve({ verdict: 'right-password' as const, result: 'in' }))
    advance(LOCKOUT_MS - 1)
    expect(await attempts.attempt('admin', check)).toEqual({ locked: true })
    expect(check).not.toHaveBeenCalled()

    advance(1)
    expect(await attempts.attempt('admin', check)).toEqual({ locked: false, result: 'in' })
    expect(check).toHaveBeenCalledOnce()
    expect(attempts.isLocked('admin')).toBe(false)
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
    expect(attempts.isLocked('someone.else')).toBe(false)
    await fail(attempts, 'no.such.user', 5)
    expect(attempts.isLocked('No.Such.User')).toBe(true)
  })

  it('gives a burst of parallel guesses no more checks than guesses made one by one', async () => {
    const { attempts } = table()
    const check = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      return { verdict: 'wrong-password' as const, result: 'wrong' }
    })
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => attempts.attempt('admin', check)))
    expect(check).toHaveBeenCalledTimes(5)
    expect(outcomes.filter((outcome) => !outcome.locked)).toHaveLength(4)
    expect(attempts.isLocked('admin')).toBe(true)
  })

  it('frees the place of a check that throws, without counting it', async () => {
    const { attempts } = table()
    await fail(attempts, 'admin', 4)
    await expect(attempts.attempt('admin', () => Promise.reject(new Error('store down')))).rejects.toThrow('store down')
    expect(await tryOnce(attempts, 'admin', 'right-password')).toBe('right-password')
  })

  it('forgets every lockout on clear (the test controls reset)', async () => {
    const { attempts } = table()
    await fail(attempts, 'admin', 5)
    attempts.clear()
    expect(attempts.isLocked('admin')).toBe(false)
    expect(await tryOnce(attempts, 'admin', 'right-password')).toBe('right-password')
  })
})
