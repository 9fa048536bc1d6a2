import { expect, type APIResponse, type Page } from '@playwright/test'
import { NONCE_PLACEHOLDER } from '../../../mocks/emulator/security-headers'

/** What a `securitypolicyviolation` event says, in one line. */
export interface CspViolation {
  page: string
  directive: string
  blocked: string
  source: string
}

declare global {
  interface Window {
    /** Filled by the init script of `watchCspViolations`, per document. */
    __cspViolations?: CspViolation[]
  }
}

const REPORT_BINDING = '__reportCspViolation'

/**
 * Records every Content-Security-Policy violation of every document and frame the page opens,
 * from before its first script runs: on `window.__cspViolations`, and in the returned list,
 * which survives navigations (sign-in and sign-out pass through several documents).
 */
export async function watchCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = []
  await page.exposeFunction(REPORT_BINDING, (violation: CspViolation) => {
    violations.push(violation)
  })
  await page.addInitScript((binding) => {
    window.__cspViolations = []
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const violation = {
          page: location.href,
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${String(event.lineNumber)}`,
        }
        window.__cspViolations?.push(violation)
        const report = (window as unknown as Record<string, unknown>)[binding]
        if (typeof report === 'function') void (report as (violation: unknown) => Promise<void>)(violation)
      },
      true,
    )
  }, REPORT_BINDING)
  return violations
}

/** The policy with its nonce replaced by the placeholder, to compare policies of different responses. */
export function normalisePolicy(policy: string): string {
  return policy.replace(/'nonce-[A-Za-z0-9+/_-]+={0,2}'/g, `'nonce-${NONCE_PLACEHOLDER}'`)
}

/** The one nonce a policy names; fails when it names none or several. */
export function nonceOf(policy: string): string {
  const nonces = [...new Set([...policy.matchAll(/'nonce-([A-Za-z0-9+/_-]+={0,2})'/g)].map((match) => match[1]))]
  expect(nonces, `nonces in ${policy}`).toHaveLength(1)
  return nonces[0] ?? ''
}

/** Referrer-Policy and nosniff: on every answer of every server the project ships. */
export function assertCommonSecurityHeaders(response: APIResponse, what: string): void {
  const headers = response.headers()
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['referrer-policy'], what).toBe('no-referrer')
}

/**
 * The console's page: its policy carries a nonce, and that same nonce (never the placeholder)
 * is on every script and style-related tag and on Vite's csp-nonce meta tag.
 */
export async function assertNonceInPage(response: APIResponse): Promise<string> {
  const policy = response.headers()['content-security-policy'] ?? ''
  const nonce = nonceOf(policy)
  const html = await response.text()
  expect(html).not.toContain(NONCE_PLACEHOLDER)
  expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`)
  const tagNonces = [...html.matchAll(/<(?:script|link)\b[^>]*\bnonce="([^"]*)"/g)].map((match) => match[1])
  expect(tagNonces.length).toBeGreaterThan(0)
  expect(new Set(tagNonces)).toEqual(new Set([nonce]))
  return nonce
}
