import { useSyncExternalStore } from 'react'
import { currentSession } from './auth-controller'
import { subscribeToSession } from './token-storage'

/** The signed-in user's e-mail from the identity token, kept current across tabs. */
export function useSessionEmail(): string | undefined {
  return useSyncExternalStore(subscribeToSession, () => currentSession()?.email)
}
