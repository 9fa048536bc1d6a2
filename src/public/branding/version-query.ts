import type { QueryClient } from '@tanstack/react-query'
import { apiQuery, readAhead } from '../../core/api/endpoint-options'

/**
 * The version reply, which carries the titles and colours of the branded pages: login and
 * providers (docs/product/login.md 'Branding and version'). A failure leaves the default look.
 */
export const versionQuery = () => ({
  ...apiQuery('GET_PRISM_VERSION', {}, { failureShownByScreen: true }),
  staleTime: Infinity,
})

/** Starts the version call while a branded page's code still loads, instead of after its first render. */
export function prefetchBranding(queryClient: QueryClient): void {
  readAhead(queryClient.query(versionQuery()))
}
