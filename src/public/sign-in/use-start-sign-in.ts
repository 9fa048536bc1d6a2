import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { BASE_PATH, DEFAULT_SIGNED_IN_PATH } from '../../core/paths'

/**
 * The 'Login' button of a page that offers to sign in again: it starts the sign-in redirect. When
 * the redirect cannot start (the sign-in client's code or the provider's discovery document did not
 * arrive), `failed` says so, for the page to tell the user; pressing again tries again.
 */
export function useStartSignIn(): { start: () => void; failed: boolean } {
  const { auth } = useRouteContext({ from: '__root__' })
  const [failed, setFailed] = useState(false)
  const start = () => {
    setFailed(false)
    auth.signIn(`${BASE_PATH}${DEFAULT_SIGNED_IN_PATH}`).catch(() => setFailed(true))
  }
  return { start, failed }
}
