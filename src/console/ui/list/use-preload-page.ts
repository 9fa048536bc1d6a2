import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'

/** The search keys that hold a list's page number, e.g. 'page' or 'samlPage'. */
type PageKey<Search> = { [Key in keyof Search]: Search[Key] extends number ? Key : never }[keyof Search]

/**
 * Reads a page of a list ahead, as the router's links read their screen on intent (decision 029):
 * the router's own preloading of this address with another page in `key`. The route's loader
 * starts the read and the query cache keeps it fresh, so the click that follows shows the rows at
 * once and asks the service for nothing more. The same function from render to render.
 */
export function usePreloadPage<Search extends object>(key: PageKey<Search>): (page: number) => void {
  const router = useRouter()
  return useCallback(
    (page: number) =>
      // A failed read ahead is no error here: the click reads again and shows the failure.
      void router.preloadRoute({ to: '.', search: (previous: object) => ({ ...previous, [key]: page }) }).catch(() => undefined),
    [router, key],
  )
}
