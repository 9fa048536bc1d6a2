import type { TokenResponse } from '../api/schemas'

/** The issuer the demo's unsigned tokens name; a production build must not contain it. */
export const DEMO_ISSUER = 'iam-console-demo'
const DEMO_LIFETIME_SECONDS = 8 * 60 * 60

/**
 * The offline demo's one account: its mock service's seeded administrator (mocks/seed.ts), and the
 * tokens that sign it in. Only the demo's mock service makes one (`demoAccount`), so a production
 * build, which cannot start that service, carries no code that makes tokens.
 */
export interface DemoAccount {
  username: string
  /**
   * The password the login page names: the seed's, until it is changed in this tab. A password the
   * user chose is never shown, nor kept in clear: it may be one they use elsewhere.
   */
  password: string | undefined
  /** Whether `password` is the account's password now, as the demo's mock service holds it. */
  checkPassword: (password: string) => Promise<boolean>
  signIn: () => TokenResponse
}

/** The demo's administrator, as its mock service seeds it. */
interface DemoAdmin {
  username: string
  email: string
}

/** The account of the demo's administrator, with its password as the demo's mock service holds it. */
export function demoAccount(admin: DemoAdmin, password: Pick<DemoAccount, 'password' | 'checkPassword'>): DemoAccount {
  return { username: admin.username, ...password, signIn: () => demoTokens(admin) }
}

/**
 * Whether the login form's credentials are the demo account's, compared as the service compares
 * a login name (case and surrounding spaces aside). Everything runs in the browser, so this is no
 * protection: it lets the demo's login page answer as the real one does.
 */
export async function isDemoAccount(account: DemoAccount, username: string, password: string): Promise<boolean> {
  return username.trim().toLowerCase() === account.username.toLowerCase() && (await account.checkPassword(password))
}

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/**
 * The offline demo has no OpenID provider: its sign-in hands out an unsigned token for the
 * demo administrator. The mock service never checks tokens, and a real service would refuse
 * this one, so it cannot stand in for a real sign-in anywhere else.
 */
function demoTokens({ username, email }: DemoAdmin, now = Date.now()): TokenResponse {
  const issuedAt = Math.floor(now / 1000)
  const claims = {
    iss: DEMO_ISSUER,
    aud: 'iam-ui',
    sub: username,
    email,
    preferred_username: username,
    iat: issuedAt,
    exp: issuedAt + DEMO_LIFETIME_SECONDS,
  }
  const idToken = `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(claims)}.`
  return { access_token: 'demo', expires_in: DEMO_LIFETIME_SECONDS, id_token: idToken, token_type: 'Bearer' }
}
