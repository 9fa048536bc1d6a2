import { z } from 'zod/mini'
import { keepLastResult } from '../utils/last-result'

/** The claims the console reads from an identity token. */
const idTokenClaimsSchema = z.looseObject({
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  iat: z.optional(z.number()),
  sub: z.optional(z.string()),
  email: z.optional(z.string()),
  name: z.optional(z.string()),
  preferred_username: z.optional(z.string()),
})
export type IdTokenClaims = z.infer<typeof idTokenClaimsSchema>

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/')
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
  return JSON.parse(new TextDecoder().decode(bytes))
}

/**
 * The claims of a stored token, for showing who is signed in; never for trusting a token. A token
 * is trusted only because it came from the sign-in client or passed `verifyFragmentSignIn`. The
 * header and the users list ask on every render, so a token is decoded again only when it changes.
 */
export const readClaims = keepLastResult((token: string): Readonly<IdTokenClaims> | undefined => {
  const payload = token.split('.')[1]
  if (payload === undefined) return undefined
  try {
    const claims = idTokenClaimsSchema.safeParse(decodeSegment(payload))
    return claims.success ? claims.data : undefined
  } catch {
    return undefined
  }
})
