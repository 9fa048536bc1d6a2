import type { QueryClient } from '@tanstack/react-query'
import type { RouterContext } from '../../core/router-context'
import { apiQuery, readAhead } from '../../core/api/endpoint-options'
import { wasTermsBannerAccepted } from './terms-banner-storage'

/** The server's banner settings, read once per page load. */
export const termsBannerQuery = () => ({
  ...apiQuery('GET_SYSTEM_CONFIG', {}, { failureShownByScreen: true }),
  staleTime: Infinity,
})

/**
 * Starts reading the banner settings while the page's code still loads, so the banner does not
 * wait for the page to render first. Nothing to read once this session accepted the terms.
 */
export function prefetchTermsBanner(queryClient: QueryClient): void {
  if (!wasTermsBannerAccepted()) readAhead(queryClient.query(termsBannerQuery()))
}

/** The shell greets the first page after a sign-in with the banner (docs/product/terms-banner.md): read it as the shell loads. */
export function prefetchTermsBannerForShell({ auth, queryClient }: RouterContext): void {
  if (auth.signedInOnThisPageLoad) prefetchTermsBanner(queryClient)
}
