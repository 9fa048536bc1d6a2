import { useMemo, useSyncExternalStore } from 'react'
import { currentSession } from './auth-controller'
import { readClaims, type IdTokenClaims } from './id-token-claims'
import { subscribeToSession } from './token-storage'

/**
 * The claims of the signed-in user's identity token, kept current across tabs: for telling who
 * is signed in (the header, the users list's self-protection), never for trusting anyone.
 */
export function useSessionClaims(): IdTokenClaims | undefined {
  // The token itself is the snapshot: a string, so an unchanged session renders nothing again.
  const idToken = useSyncExternalStore(subscribeToSession, () => currentSession()?.idToken)
  return useMemo(() => (idToken === undefined ? undefined : readClaims(idToken)), [idToken])
}
