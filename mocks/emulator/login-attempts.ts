/**
 * Wrong passwords for one login name from one client address that lock that name for that
 * address (the 'user locked out' code 10, docs/decisions/013-login-lockout.md).
 */
export const MAX_FAILURES_PER_NAME = 5
/**
 * Wrong passwords from one client address, whatever the names, that lock the address for every
 * name: four users behind one address can each use up their own five tries before it bites, while
 * a guesser who spreads one password over many names gets 20 names per lockout instead of all.
 */
export const MAX_FAILURES_PER_ADDRESS = 20
/** How long a lockout lasts, and how long a failure is remembered after the one before it. */
export const LOCKOUT_MS = 5 * 60 * 1000

/** What a password check amounted to: only a wrong password counts, only a proven one resets. */
export type Verdict = 'wrong-password' | 'right-password' | 'other'

export type AttemptOutcome<T> = { locked: true; retryAfterMs: number } | { locked: false; result: T }

interface Entry {
  failures: number
  /** Checks under way: each may still turn out a failure. */
  inFlight: number
  lockedUntil: number | undefined
  /** When the entry is forgotten: a while after its last failure, or when its lockout ends. */
  expiresAt: number
}

/** The login names are case-insensitive and trimmed, as the login POST reads them. */
export function loginKey(login: string): string {
  return login.trim().toLowerCase()
}

/**
 * Failures counted by one key, up to `limit`. Entries live at most LOCKOUT_MS past their last
 * change, so the table cannot grow without bound.
 */
class FailureCounts {
  /** In order of last change, so expired entries gather at the front, where the sweep looks. */
  private readonly entries = new Map<string, Entry>()

  constructor(
    private readonly limit: number,
    private readonly now: () => number,
  ) {}

  /** How long `key` must wait before it may try again; 0 when it may try now. */
  waitFor(key: string): number {
    const entry = this.current(key)
    if (!entry) return 0
    if (entry.lockedUntil !== undefined) return Math.max(entry.lockedUntil - this.now(), 1)
    // The checks under way may still reach the limit; until they finish, no more are let through,
    // or a burst of parallel guesses would all pass this test before any of them failed.
    return entry.failures + entry.inFlight >= this.limit ? LOCKOUT_MS : 0
  }

  /** A check for `key` starts. */
  begin(key: string): Entry {
    const entry = this.touch(key, this.current(key) ?? { failures: 0, inFlight: 0, lockedUntil: undefined, expiresAt: 0 })
    entry.inFlight++
    return entry
  }

  /** A wrong password: returns when the lockout ends, if this failure reached the limit or one is on. */
  fail(entry: Entry): number | undefined {
    entry.failures++
    // A guess that was under way when the lockout began does not make it longer.
    if (entry.failures >= this.limit) entry.lockedUntil ??= this.now() + LOCKOUT_MS
    return entry.lockedUntil
  }

  /** The check has finished; `forgive` starts the count again (unless locked). */
  end(key: string, entry: Entry, forgive: boolean): void {
    entry.inFlight--
    if (forgive && entry.lockedUntil === undefined) entry.failures = 0
    if (entry.failures === 0 && entry.inFlight === 0 && entry.lockedUntil === undefined) {
      this.entries.delete(key)
      return
    }
    this.touch(key, entry)
  }

  clear(): void {
    this.entries.clear()
  }

  /** The live entry for `key`, after forgetting every entry that has expired. */
  private current(key: string): Entry | undefined {
    const now = this.now()
    for (const [staleKey, entry] of this.entries) {
      if (entry.expiresAt > now) break
      // An entry with checks under way is kept: they will settle it.
      if (entry.inFlight === 0) this.entries.delete(staleKey)
    }
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.lockedUntil !== undefined && entry.lockedUntil <= now && entry.inFlight === 0) {
      // The lockout is over: the key starts again with a clean count.
      this.entries.delete(key)
      return undefined
    }
    return entry
  }

  /** Moves the entry to the back of the table with a fresh expiry. */
  private touch(key: string, entry: Entry): Entry {
    this.entries.delete(key)
    entry.expiresAt = entry.lockedUntil ?? this.now() + LOCKOUT_MS
    this.entries.set(key, entry)
    return entry
  }
}

/**
 * The lockout table of the login POST and the password call (docs/decisions/013-login-lockout.md).
 * Failures count per (login name, client address) pair, so guesses from one address never lock
 * the name for a user elsewhere; and per address across all names, against one password tried on
 * many names. A name is keyed as typed, known or not, so a lockout says nothing about which
 * accounts exist. A locked address creates no entries, so one address holds at most
 * MAX_FAILURES_PER_ADDRESS + 1 of them at a time.
 */
export class LoginAttempts {
  private readonly byName: FailureCounts
  private readonly byAddress: FailureCounts

  constructor(private readonly now: () => number = Date.now) {
    this.byName = new FailureCounts(MAX_FAILURES_PER_NAME, now)
    this.byAddress = new FailureCounts(MAX_FAILURES_PER_ADDRESS, now)
  }

  /**
   * Runs `check` for `login` from `address` unless the pair or the address is locked out. Checks
   * under way count as failures until they finish: a burst of parallel guesses gets no more tries
   * than one after another. The failure that reaches a limit locks, and reports `locked` itself.
   */
  async attempt<T>(login: string, address: string, check: () => Promise<{ verdict: Verdict; result: T }>): Promise<AttemptOutcome<T>> {
    const nameKey = pairKey(login, address)
    const wait = Math.max(this.byAddress.waitFor(address), this.byName.waitFor(nameKey))
    if (wait > 0) return { locked: true, retryAfterMs: wait }
    const name = this.byName.begin(nameKey)
    const source = this.byAddress.begin(address)
    let verdict: Verdict = 'other'
    try {
      const checked = await check()
      verdict = checked.verdict
      if (verdict !== 'wrong-password') return { locked: false, result: checked.result }
      const ends = [this.byName.fail(name), this.byAddress.fail(source)].filter((end) => end !== undefined)
      if (ends.length === 0) return { locked: false, result: checked.result }
      return { locked: true, retryAfterMs: Math.max(Math.max(...ends) - this.now(), 1) }
    } finally {
      this.byName.end(nameKey, name, verdict === 'right-password')
      // Never forgiven by a right password: a guesser who owns one account could otherwise log
      // into it between guesses and spray other names for ever.
      this.byAddress.end(address, source, false)
    }
  }

  /** Whether `login` from `address` is locked out now. */
  isLocked(login: string, address: string): boolean {
    return this.byAddress.waitFor(address) > 0 || this.byName.waitFor(pairKey(login, address)) > 0
  }

  clear(): void {
    this.byName.clear()
    this.byAddress.clear()
  }
}

/** Addresses never hold a newline, so the first one splits the key unambiguously. */
function pairKey(login: string, address: string): string {
  return `${address}\n${loginKey(login)}`
}
