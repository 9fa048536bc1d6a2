import { apiEditSource, apiQuery, endpointKey } from '../../core/api/endpoint-options'
import { toPageInput, type PageSearch } from '../ui/list/list-search'

/*
 * The reads of the Authentication page. The route's loader and the lists read the same options;
 * a failure the loader met is shown (Retry offers another try) rather than fetched again when
 * a list mounts, which would double every failed call.
 */

/** One page of SAML providers. */
export function samlProvidersQuery(page: PageSearch) {
  return { ...apiQuery('GET_SAML_IDENTITY_PROVIDERS', toPageInput(page)), retryOnMount: false }
}

/** Every cached page of SAML providers, whatever its page and size. */
export const ALL_SAML_PROVIDERS_KEY = endpointKey('GET_SAML_IDENTITY_PROVIDERS')

/** One page of directories (the service does not sort them; the list does). */
export function directoriesQuery(page: PageSearch) {
  return { ...apiQuery('GET_DIRECTORY_SERVICES', toPageInput(page)), retryOnMount: false }
}

/** Every cached page of directories, whatever its page and size. */
export const ALL_DIRECTORIES_KEY = endpointKey('GET_DIRECTORY_SERVICES')

/** The provider the update form starts from, read anew each time it opens; nothing to add one. */
export function storedSamlProviderQuery(idpId: string | undefined) {
  return apiEditSource('GET_SAML_IDP', { idp_id: idpId ?? '' }, idpId !== undefined)
}

/** The directory the update form starts from, read anew each time it opens; nothing to add one. */
export function storedDirectoryQuery(dirId: string | undefined) {
  return apiEditSource('GET_DIRECTORY_SERVICE', { dir_id: dirId ?? '' }, dirId !== undefined)
}
