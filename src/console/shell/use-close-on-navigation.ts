import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * Closes what the shell holds open over the page (the account menu, the narrow screen's drawer) as
 * soon as the router moves: Back, Forward or a link would otherwise change the page under it. A
 * subscription rather than a read of the location, so a filter typed or a page turned does not
 * render the shell again. `close` must keep its identity.
 */
export function useCloseOnNavigation(close: () => void): void {
  const router = useRouter()
  useEffect(() => router.subscribe('onBeforeNavigate', close), [router, close])
}
