import { randomBytes } from 'node:crypto'

export const PRE_AUTH_COOKIE = 'iam_preauth'
export const PRE_AUTH_TTL_SECONDS = 60

interface Entry {
  accountId: string
  expiresAt: number
}

/**
 * Remembers, for a minute, who logged in on the login page opened directly (with no sign-in
 * under way), so the console's own sign-in redirect that follows can finish without asking
 * again. Each entry is used at most once: after a logout, an old cookie must not sign anyone in.
 */
export class PreAuthentications {
  private readonly entries = new Map<string, Entry>()

  constructor(private readonly now: () => number = Date.now) {}

  /** Returns the random id to put in the cookie. */
  create(accountId: string): string {
    this.dropExpired()
    const id = randomBytes(32).toString('base64url')
    this.entries.set(id, { accountId, expiresAt: this.now() + PRE_AUTH_TTL_SECONDS * 1000 })
    return id
  }

  /** The account the id stands for, if it is known and fresh; the id is forgotten either way. */
  take(id: string): string | undefined {
    const entry = this.entries.get(id)
    this.entries.delete(id)
    return entry && entry.expiresAt > this.now() ? entry.accountId : undefined
  }

  clear(): void {
    this.entries.clear()
  }

  private dropExpired(): void {
    const now = this.now()
    for (const [id, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(id)
  }
}

/** HttpOnly so page scripts never see it; Lax so it rides along the top-level sign-in redirects. */
export function preAuthCookie(id: string, path: string): string {
  return `${PRE_AUTH_COOKIE}=${id}; Path=${path}; Max-Age=${PRE_AUTH_TTL_SECONDS}; HttpOnly; SameSite=Lax`
}

export function clearedPreAuthCookie(path: string): string {
  return `${PRE_AUTH_COOKIE}=; Path=${path}; Max-Age=0; HttpOnly; SameSite=Lax`
}
