import { takeSignInState } from './sign-in-state'

/** The fields a token response in the address fragment may carry; any of them marks one. */
const TOKEN_FIELDS = ['access_token', 'id_token']

const holdsTokens = (params: URLSearchParams) => TOKEN_FIELDS.some((field) => params.has(field))

/** Whether an address fragment (`#…`) carries a token response. */
export function fragmentHoldsTokens(hash: string): boolean {
  return holdsTokens(new URLSearchParams(hash.replace(/^#/, '')))
}

/**
 * Takes a token response out of the address: the fragment leaves the address bar (and the
 * history entry) before anything else runs, so it is never kept in history, shown, or sent on.
 * Token fields in the query leave with it, unread: only a fragment carries a response, and a
 * sign-in would otherwise carry them on as the address to come back to.
 * Returns the fragment's fields, unchecked, or undefined when it holds no token response.
 */
export function takeFragmentTokens(location: Location = window.location): Record<string, string> | undefined {
  const address = new URL(location.href)
  const fragmentTokens = fragmentHoldsTokens(address.hash)
  const queryTokens = holdsTokens(address.searchParams)
  if (!fragmentTokens && !queryTokens) return undefined
  // Only a query that held tokens is written again: the rest of the address stays as it was spelled.
  if (queryTokens) for (const field of TOKEN_FIELDS) address.searchParams.delete(field)
  const fields = fragmentTokens ? Object.fromEntries(new URLSearchParams(address.hash.slice(1))) : undefined
  if (fragmentTokens) address.hash = ''
  window.history.replaceState(window.history.state, '', `${address.pathname}${address.search}${address.hash}`)
  return fields
}

/** A token response the page loaded with, and the `state` this tab had stored for it. */
export interface FragmentSignIn {
  fields: Record<string, string>
  /** The tab's stored state if it was fresh; taken, and so used up, with the response. */
  expectedState: string | undefined
}

/**
 * The entry's first step (docs/product/sign-in.md): takes a token response out of the address and,
 * with it, the tab's stored state, before any other code loads. Whatever happens next (the
 * console's code not arriving, say), that state has answered its one response.
 */
export function takeFragmentSignIn(now = Date.now()): FragmentSignIn | undefined {
  const fields = takeFragmentTokens()
  return fields && { fields, expectedState: takeSignInState(now) }
}

/**
 * A token response that reaches the address while the page runs (a same-document link, or one
 * pasted over the address) answers no login form of this page: the form's post loads a new page.
 * It is taken out of the address and refused, so it never switches the signed-in user, and the
 * tab's pending `state` is used up with it. One already in the address when this starts came
 * after the entry took out what the page loaded with (while the console's code loaded), and is
 * refused the same way. Returns the unsubscribe function.
 */
export function refuseLaterFragmentTokens(onRefused: () => void): () => void {
  const refuse = () => {
    if (takeFragmentTokens() === undefined) return
    takeSignInState()
    onRefused()
  }
  window.addEventListener('hashchange', refuse)
  refuse()
  return () => window.removeEventListener('hashchange', refuse)
}
