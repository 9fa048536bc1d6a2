import { z } from 'zod/mini'
import { currentSession } from '../../core/auth/auth-controller'

/** The login page's query string (docs/product/login.md); a value that does not fit is dropped. */
export const loginSearchSchema = z.object({
  error: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
  success: z.catch(z.optional(z.union([z.boolean(), z.string()])), undefined),
  redirect: z.catch(z.optional(z.string().check(z.maxLength(2000))), undefined),
  /** Seconds a lockout has left (with the locked code); the router reads a bare number as one. */
  retry_after: z.catch(z.optional(z.union([z.number(), z.string().check(z.maxLength(20))])), undefined),
  /** The sign-in interaction the provider is waiting on; posted back with the credentials. */
  interaction: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  /** The connector the offline demo was asked to sign in through, which it cannot (mocks/seed.ts). */
  connector: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
})
export type LoginSearch = z.infer<typeof loginSearchSchema>

/** The page comes after a password change and says the new password was created. */
export function announcesNewPassword(search: LoginSearch): boolean {
  return search.success === true || search.success === 'true'
}

/**
 * The page shows whoever may be signed in (docs/product/login.md): a provider waits on this sign-in
 * interaction for the credentials, or the page is to say that the new password was created.
 */
export function showsToEveryone(search: LoginSearch): boolean {
  return Boolean(search.interaction) || announcesNewPassword(search)
}

/** A signed-in visitor is sent on without seeing the page, unless it shows to everyone. */
export function sendsVisitorOn(search: LoginSearch): boolean {
  return !showsToEveryone(search) && currentSession() !== undefined
}
