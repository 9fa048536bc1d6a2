import { BASE_PATH, PATHS } from '../../core/paths'

/** The failed-login code the service sends the browser back with (docs/product/login.md). */
const LOGIN_FAILED = 'AUTHN_ERR_7'

/**
 * Where the offline demo's login page goes after credentials that are not the demo account's:
 * itself with the service's failed-login code, as a full page load, as after a real post. The
 * `redirect` it was opened with is kept; the login page checks it again when it is used.
 */
export function demoLoginFailedAddress(redirect: string | undefined): string {
  const search = new URLSearchParams({ error: LOGIN_FAILED })
  if (redirect !== undefined) search.set('redirect', redirect)
  return `${BASE_PATH}${PATHS.login}?${search.toString()}`
}
