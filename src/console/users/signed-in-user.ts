import type { User } from '../../core/api/schemas'
import type { IdTokenClaims } from '../../core/auth/id-token-claims'

/** Names compared as the service compares usernames: whatever their case or Unicode form. */
const sameText = (a: string, b: string) => a.normalize('NFC').toLowerCase() === b.normalize('NFC').toLowerCase()

/**
 * Whether `user` is the one signed in, by the identity token's claims (docs/product/users.md
 * 'Who is signed in'):
 * - `sub` equal to the user's uuid, which the service gives and no one can choose;
 * - otherwise `preferred_username` equal to the username, which the service keeps unique;
 * - only when the token has no `preferred_username`, `email` equal to the user's e-mail address.
 *   An e-mail address is not unique, and a directory may let a user set theirs: with a username
 *   claim at hand, a user who copied the administrator's address still counts as someone else.
 */
export function isSignedInUser(user: User, claims: IdTokenClaims | undefined): boolean {
  if (!claims) return false
  if (claims.sub && claims.sub === user.uuid) return true
  if (claims.preferred_username) return sameText(claims.preferred_username, user.username)
  const email = user.additional_attributes?.email_address
  return Boolean(claims.email && email && sameText(claims.email, email))
}
