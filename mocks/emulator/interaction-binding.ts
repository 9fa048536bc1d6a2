import { randomBytes } from 'node:crypto'

export const BINDING_COOKIE = 'iam_interaction'

interface Entry {
  uid: string
  expiresAt: number
}

/**
 * Which sign-in interaction each browser started. The interaction's uid travels in the login
 * page's address, where anyone can put any uid: a link to the login page with the uid of a sign-in
 * someone else started would otherwise let the victim's login finish the other person's sign-in
 * (docs/emulator.md, 'Binding the login to its browser'). The login post therefore has to carry,
 * besides the uid, a random binding that only the browser which started the sign-in was given.
 */
export class InteractionBindings {
  private readonly entries = new Map<string, Entry>()

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * A fresh random binding to `uid` until `expiresAt` (ms), for the cookie. It replaces any binding
   * the sign-in had: one per sign-in, the newest, so coming back to the login step again and again
   * neither keeps older bindings alive nor grows the table.
   */
  bind(uid: string, expiresAt: number): string {
    this.dropExpired()
    for (const [id, entry] of this.entries) if (entry.uid === uid) this.entries.delete(id)
    const id = randomBytes(32).toString('base64url')
    this.entries.set(id, { uid, expiresAt })
    return id
  }

  /** Whether `id` is a live binding to exactly `uid`. */
  binds(id: string, uid: string): boolean {
    const entry = this.entries.get(id)
    return entry !== undefined && entry.uid === uid && entry.expiresAt > this.now()
  }

  /** The sign-in is finished: the binding has served its purpose. */
  release(id: string): void {
    this.entries.delete(id)
  }

  clear(): void {
    this.entries.clear()
  }

  private dropExpired(): void {
    const now = this.now()
    for (const [id, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(id)
  }
}

/**
 * HttpOnly so page scripts never see it; Lax so it rides along the login form's own top-level
 * POST but not a post from another site; limited to the login post, the one place that reads it.
 */
export function bindingCookie(id: string, path: string, maxAgeSeconds: number): string {
  return `${BINDING_COOKIE}=${id}; Path=${path}; Max-Age=${String(maxAgeSeconds)}; HttpOnly; SameSite=Lax`
}

export function clearedBindingCookie(path: string): string {
  return `${BINDING_COOKIE}=; Path=${path}; Max-Age=0; HttpOnly; SameSite=Lax`
}
