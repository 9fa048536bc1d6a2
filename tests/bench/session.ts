// Browser pieces the bench's journeys share: waiting for a quiet network, and signing in once
// to obtain the provider's session cookie.
import type { Browser, BrowserContext, Cookie, Request } from '@playwright/test'
import { ADMIN, acceptTermsIfShown, fillLogin } from '../e2e/support/sign-in'

/** How long the network must stay silent to count as idle; Playwright's `networkidle` uses 500 ms too. */
const QUIET_MS = 500
export const SETTLE_TIMEOUT_MS = 30_000

/** The provider's session cookie (oidc-provider's default name). */
const PROVIDER_SESSION_COOKIE = '_session'

export interface NetworkWatch {
  /** Resolves once no request of the context has been in flight for QUIET_MS. */
  quiet(): Promise<void>
}

/**
 * Follows every request of a context (pages and their frames, e.g. a silent-renew iframe).
 * Playwright's `networkidle` only follows a navigation; this also covers what a click or
 * typing starts after the page has loaded.
 */
export function watchNetwork(context: BrowserContext): NetworkWatch {
  const inFlight = new Set<Request>()
  let changed: () => void = () => undefined
  const settle = (request: Request) => {
    inFlight.delete(request)
    changed()
  }
  context.on('request', (request) => {
    inFlight.add(request)
    changed()
  })
  context.on('requestfinished', settle)
  context.on('requestfailed', settle)

  return {
    quiet: () =>
      new Promise<void>((resolve, reject) => {
        let quietTimer: ReturnType<typeof setTimeout> | undefined
        const giveUp = setTimeout(() => {
          finish()
          reject(
            new Error(`the network did not go quiet within ${String(SETTLE_TIMEOUT_MS / 1000)} s (${String(inFlight.size)} requests open)`),
          )
        }, SETTLE_TIMEOUT_MS)
        const finish = () => {
          clearTimeout(quietTimer)
          clearTimeout(giveUp)
          changed = () => undefined
        }
        // Every request that starts or ends restarts the quiet window.
        changed = () => {
          clearTimeout(quietTimer)
          if (inFlight.size === 0) {
            quietTimer = setTimeout(() => {
              finish()
              resolve()
            }, QUIET_MS)
          }
        }
        changed()
      }),
  }
}

/**
 * Signs in as the seeded administrator through the native login form and returns the context's
 * cookies, among them the provider's session: a new context holding only these is signed in at
 * the provider, but has no token, no storage and an empty HTTP cache.
 */
export async function signInForCookies(browser: Browser, origin: string): Promise<Cookie[]> {
  const context = await browser.newContext({ baseURL: origin })
  try {
    const page = await context.newPage()
    await page.goto('/ui/iam/login')
    await fillLogin(page, ADMIN.username, ADMIN.password)
    await page.waitForURL(/\/ui\/iam\/identities\/users$/, { timeout: SETTLE_TIMEOUT_MS })
    await acceptTermsIfShown(page)
    await page.getByRole('banner').getByText(ADMIN.email).waitFor({ timeout: SETTLE_TIMEOUT_MS })
    const cookies = await context.cookies()
    if (!cookies.some((cookie) => cookie.name === PROVIDER_SESSION_COOKIE)) {
      throw new Error(`signed in, but the provider set no ${PROVIDER_SESSION_COOKIE} cookie`)
    }
    return cookies
  } finally {
    await context.close()
  }
}
