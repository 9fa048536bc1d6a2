/** The console's base path (docs/product/serving-and-config.md). */
export const BASE_PATH = '/ui/iam'

/** Route constants (docs/product/shell-and-routes.md), relative to the base path. */
export const PATHS = {
  home: '/',
  callback: '/callback',
  silentRenew: '/silent-renew',
  login: '/login',
  forceLogin: '/forcelogin',
  providers: '/providers',
  roles: '/roles',
  pageNotFound: '/pagenotfound',
  changePassword: '/change-password',
  identities: '/identities',
  users: '/identities/users',
  groups: '/identities/groups',
  serviceUsers: '/identities/serviceusers',
  addServiceAccount: '/identities/addserviceaccount',
  manageCertificates: '/identities/managecertificates',
  settings: '/settings',
  authentication: '/settings/authentication',
  addSamlProvider: '/settings/addsamlprovider',
  ldapProviders: '/settings/ldapproviders',
} as const

/**
 * Every settings path shows the Authentication page, but one containing /ldapproviders, which shows
 * a notice that the feature is being built (docs/product/settings.md).
 */
export function showsLdapNotice(pathname: string): boolean {
  return pathname.includes('/ldapproviders')
}

/** Whether a path shows the Authentication page: the settings area's own, or any other of its paths but the notice. */
export function showsAuthenticationPage(pathname: string): boolean {
  const inSettings = pathname === PATHS.settings || pathname.startsWith(`${PATHS.settings}/`)
  return inSettings && !showsLdapNotice(pathname)
}

/** Where a signed-in user lands by default. */
export const DEFAULT_SIGNED_IN_PATH = PATHS.identities

/** Paths that never start a sign-in (docs/product/sign-in.md). */
const UNPROTECTED_PATHS: readonly string[] = [
  PATHS.providers,
  PATHS.login,
  PATHS.addServiceAccount,
  PATHS.changePassword,
  PATHS.callback,
  PATHS.silentRenew,
  PATHS.forceLogin,
  PATHS.pageNotFound,
]

/** The route part of a path under the base path ('/ui/iam/login/' → '/login'). */
export function routePath(pathname: string): string {
  const inside = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) : pathname
  const trimmed = inside.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** A router location ('/settings?page=2') as a full path ('/ui/iam/settings?page=2'). */
export function withBasePath(href: string): string {
  const inside = href === BASE_PATH || href.startsWith(`${BASE_PATH}/`) || href.startsWith(`${BASE_PATH}?`)
  return inside ? href : `${BASE_PATH}${href.startsWith('/') ? href : `/${href}`}`
}

export function isUnprotectedPath(pathname: string): boolean {
  return UNPROTECTED_PATHS.includes(routePath(pathname))
}

/** Browsers read '\\' as '/' and drop control characters in URLs: both hide where a link goes. */
function hasBackslashOrControl(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code === 0x5c || code < 0x20 || code === 0x7f) return true
  }
  return false
}

/**
 * A return address is honoured only when it is a path under the base path on this origin;
 * anything else (other hosts, protocol-relative URLs, scripts, encoded tricks) is refused,
 * so a crafted link cannot send a signed-in user off the console. Its fragment is dropped: no page
 * of the console keeps anything there, and a fragment is where a token response travels, which is
 * taken only as the answer to a sign-in this tab started (docs/product/sign-in.md).
 */
export function safeReturnPath(candidate: unknown, origin = window.location.origin): string | undefined {
  if (typeof candidate !== 'string' || candidate === '' || hasBackslashOrControl(candidate)) return undefined
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return undefined
  let url: URL
  try {
    url = new URL(candidate, origin)
  } catch {
    return undefined
  }
  if (url.origin !== origin) return undefined
  const inside = url.pathname === BASE_PATH || url.pathname.startsWith(`${BASE_PATH}/`)
  if (!inside) return undefined
  return `${url.pathname}${url.search}`
}
