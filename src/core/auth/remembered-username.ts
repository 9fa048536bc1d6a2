import { z } from 'zod/mini'
import { STORAGE_KEYS } from './storage-keys'

/**
 * The longest username kept. No account has a longer one, and a longer value is no reason to park
 * arbitrary text in storage: it is not kept at all (docs/product/storage.md).
 */
export const MAX_REMEMBERED_USERNAME_LENGTH = 256

/** What may come back from storage: written by this console, but storage is the page's to edit. */
const rememberedSchema = z.string().check(z.maxLength(MAX_REMEMBERED_USERNAME_LENGTH), z.refine((value) => value.trim() !== ''))

/**
 * Keeps `username` for this tab (`iam.username`), so that the login page after a failed attempt
 * and the change-password page can offer it again (docs/product/login.md). A blank or over-long
 * one is not kept, and replaces whatever was kept before.
 */
export function rememberUsername(username: string): void {
  try {
    if (rememberedSchema.safeParse(username).success) sessionStorage.setItem(STORAGE_KEYS.username, username)
    else sessionStorage.removeItem(STORAGE_KEYS.username)
  } catch {
    // Blocked storage: the field is simply not filled in next time.
  }
}

/** The username kept for this tab, if a valid one is there. It is only ever a field's first value. */
export function rememberedUsername(): string | undefined {
  try {
    const parsed = rememberedSchema.safeParse(sessionStorage.getItem(STORAGE_KEYS.username))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** After a real sign-in the username has done its job (docs/product/storage.md). */
export function forgetRememberedUsername(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEYS.username)
  } catch {
    // Blocked storage held nothing.
  }
}
