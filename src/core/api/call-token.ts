import { getStoredIdToken } from '../auth/token-storage'

/**
 * Where API calls take their Bearer token: the stored one, until the page's start hands over the
 * sign-in controller's `tokenForCall`, which may first restore a session another tab took away.
 */
let tokenSource: () => Promise<string | undefined> = () => Promise.resolve(getStoredIdToken())

export function takeCallTokensFrom(source: () => Promise<string | undefined>): void {
  tokenSource = source
}

export function callToken(): Promise<string | undefined> {
  return tokenSource()
}
