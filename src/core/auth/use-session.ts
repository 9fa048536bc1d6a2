import { useRouteContext } from '@tanstack/react-router'
import { useMemo, useSyncExternalStore } from 'react'
import { readClaims, type IdTokenClaims } from './id-token-claims'
import { subscribeToSession } from './token-storage'

/**
 * The claims of the identity token of the user this page acts as, kept current across tabs: for
 * telling who is signed in (the header, the users list's self-protection), never for trusting anyone.
 */
export function useSessionClaims(): IdTokenClaims | undefined {
  const auth = useRouteContext({ from: '__root__', select: (context) => context.auth })
  // The token itself is the snapshot: a string, so an unchanged session renders nothing again.
  const idToken = useSyncExternalStore(subscribeToSession, () => auth.idTokenShown())
  return useMemo(() => (idToken === undefined ? undefined : readClaims(idToken)), [idToken])
}
