/** Wrong passwords for one login name that lock it (SPEC.md §8 code 10, 'user locked out'). */
export const MAX_FAILED_ATTEMPTS = 5
/** How long a lockout lasts, and how long a failure is remembered after the one before it. */
export const LOCKOUT_MS = 5 * 60 * 1000

/** What a password check amounted to: only a wrong password counts, only a proven one resets. */
export type Verdict = 'wrong-password' | 'right-password' | 'other'

export type AttemptOutcome<T> = { locked: true } | { locked: false; result: T }

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
 * The lockout table of the login POST and the password call (docs/decisions/013-login-lockout.md).
 * It is keyed by the name typed, known or not, so a lockout says nothing about which accounts
 * exist. Entries live at most LOCKOUT_MS past their last change, so the table cannot grow
 * without bound.
 */
export class LoginAttempts {
  /** In order of last change, so expired entries gather at the front, where the sweep looks. */
  private readonly entries = new Map<string, Entry>()

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Runs `check` for `login` unless the name is locked out. Checks under way count as failures
   * until they finish: a burst of parallel guesses gets no more tries than one after another.
   * The failure that reaches the limit locks the name, and reports `locked` itself.
   */
  async attempt<T>(login: string, check: () => Promise<{ verdict: Verdict; result: T }>): Promise<AttemptOutcome<T>> {
    const key = loginKey(login)
    const entry = this.current(key)
    if (entry && (entry.lockedUntil !== undefined || entry.failures + entry.inFlight >= MAX_FAILED_ATTEMPTS)) {
      return { locked: true }
    }
    const tracked = this.touch(key, entry ?? { failures: 0, inFlight: 0, lockedUntil: undefined, expiresAt: 0 })
    tracked.inFlight++
    let verdict: Verdict = 'other'
    try {
      const { verdict: checked, result } = await check()
      verdict = checked
      if (verdict !== 'wrong-password') return { locked: false, result }
      tracked.failures++
      if (tracked.failures < MAX_FAILED_ATTEMPTS) return { locked: false, result }
      // A guess that was under way when the lockout began does not make it longer.
      tracked.lockedUntil ??= this.now() + LOCKOUT_MS
      return { locked: true }
    } finally {
      tracked.inFlight--
      this.settle(key, tracked, verdict)
    }
  }

  /** Whether `login` is locked out now. */
  isLocked(login: string): boolean {
    return this.current(loginKey(login))?.lockedUntil !== undefined
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
      // The lockout is over: the name starts again with a clean count.
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

  private settle(key: string, entry: Entry, verdict: Verdict): void {
    if (verdict === 'right-password' && entry.lockedUntil === undefined) {
      // Proven: the count starts again. Checks still under way keep the entry.
      entry.failures = 0
    }
    if (entry.failures === 0 && entry.inFlight === 0 && entry.lockedUntil === undefined) {
      this.entries.delete(key)
      return
    }
    this.touch(key, entry)
  }
}
