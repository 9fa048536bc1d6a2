import { useSyncExternalStore } from 'react'
import { currentSession } from './auth-controller'
import { subscribeToSession } from './token-storage'

/** The signed-in user's e-mail from the identity token, kept current across tabs. */
export function useSessionEmail(): string | undefined {
  return useSyncExternalStore(subscribeToSession, () => currentSession()?.email)
}

/** The signed-in user's login name (`preferred_username`) from the identity token, kept current across tabs. */
export function useSessionUsername(): string | undefined {
  return useSyncExternalStore(subscribeToSession, () => currentSession()?.username)
}
