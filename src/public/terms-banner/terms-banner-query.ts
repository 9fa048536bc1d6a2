import type { QueryClient } from '@tanstack/react-query'
import type { RouterContext } from '../../core/router-context'
import { apiQuery, readAhead } from '../../core/api/endpoint-options'
import { wasBannerAccepted } from './terms-banner-storage'

/** The server's banner settings, read once per page load. */
export const termsQuery = () => ({
  ...apiQuery('GET_SYSTEM_CONFIG', {}, { failureShownByScreen: true }),
  staleTime: Infinity,
})

/**
 * Starts reading the banner settings while the page's code still loads, so the banner does not
 * wait for the page to render first. Nothing to read once this session accepted the terms.
 */
export function prefetchTerms(queryClient: QueryClient): void {
  if (!wasBannerAccepted()) readAhead(queryClient.query(termsQuery()))
}

/** The shell greets the first page after a sign-in with the banner (docs/product/terms-banner.md): read it as the shell loads. */
export function prefetchShellTerms({ auth, queryClient }: RouterContext): void {
  if (auth.signedInOnThisPageLoad) prefetchTerms(queryClient)
}
