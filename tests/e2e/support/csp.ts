import { expect, type APIResponse, type Page } from '@playwright/test'
import { COMMON_SECURITY_HEADERS, NONCE_PLACEHOLDER } from '../../../mocks/emulator/security-headers'

/** What a `securitypolicyviolation` event (or the browser's console) says about a violation, in one line. */
export interface CspViolation {
  page: string
  /** e.g. style-src-elem; a Trusted Types violation is require-trusted-types-for or trusted-types. */
  directive: string
  /** A URL, 'inline', 'eval', or for Trusted Types 'trusted-types-sink' / 'trusted-types-policy'. */
  blocked: string
  source: string
  /** The start of the offending code; for Trusted Types the sink and value, e.g. 'Element innerHTML| '. */
  sample: string
}

/**
 * Chromium's console lines for a violation: 'Refused to …' for a directive of the policy, and
 * 'This document requires 'TrustedHTML' assignment.' (or TrustedScript, TrustedScriptURL) or
 * 'Refused to create a TrustedTypePolicy …' for Trusted Types. Caught as well as the events, so
 * that a violation in a document the init script did not reach still counts. A warning about the
 * Permissions-Policy header (a feature name Chromium does not know) counts too.
 */
const VIOLATION_MESSAGE = /Content Security Policy|Refused to|requires 'Trusted(?:HTML|Script|ScriptURL)'|TrustedTypePolicy|Trusted Type|Permissions-Policy/

declare global {
  interface Window {
    /** Filled by the init script of `watchCspViolations`, per document. */
    __cspViolations?: CspViolation[]
  }
}

const REPORT_BINDING = '__reportCspViolation'

/**
 * Records every Content-Security-Policy violation, Trusted Types included, of every document and
 * frame the page opens, from before its first script runs: on `window.__cspViolations`, and in
 * the returned list, which survives navigations (sign-in and sign-out pass through several
 * documents). The browser's console messages about violations are added too.
 */
export async function watchCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = []
  await page.exposeFunction(REPORT_BINDING, (violation: CspViolation) => {
    violations.push(violation)
  })
  page.on('console', (message) => {
    const text = message.text()
    if (!VIOLATION_MESSAGE.test(text)) return
    const { url, lineNumber } = message.location()
    violations.push({ page: page.url(), directive: `console ${message.type()}`, blocked: '', source: `${url}:${String(lineNumber)}`, sample: text })
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
          sample: event.sample,
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

/**
 * Referrer-Policy, nosniff, the cross-origin isolation pair and Permissions-Policy: on every
 * answer of every server the project ships, and never HSTS on plain http.
 */
export function assertCommonSecurityHeaders(response: APIResponse, what: string): void {
  const headers = response.headers()
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['referrer-policy'], what).toBe('no-referrer')
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin')
  expect(headers['cross-origin-resource-policy'], what).toBe('same-origin')
  expect(headers['permissions-policy'], what).toBe(COMMON_SECURITY_HEADERS['Permissions-Policy'])
  expect(headers['permissions-policy'], what).toMatch(/\bcamera=\(\).*\bgeolocation=\(\).*\bmicrophone=\(\).*\bpayment=\(\).*\busb=\(\)/)
  if (new URL(response.url()).protocol === 'http:') expect(headers['strict-transport-security'], what).toBeUndefined()
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

/**
 * The page refuses a plain string at an HTML sink and a policy that its `trusted-types` does not
 * name: Trusted Types are in force, so a walk with no violation proves something. Run it last:
 * each refusal is a violation of its own.
 */
export async function assertTrustedTypesEnforced(page: Page): Promise<void> {
  const outcome = await page.evaluate(() => {
    const refused = (action: () => void) => {
      try {
        action()
        return 'allowed'
      } catch (error) {
        return error instanceof TypeError ? 'refused' : String(error)
      }
    }
    const factory = (window as unknown as { trustedTypes?: { createPolicy(name: string, rules: object): unknown } }).trustedTypes
    return {
      sink: refused(() => {
        document.createElement('div').innerHTML = '<b>injected</b>'
      }),
      unnamedPolicy: refused(() => factory?.createPolicy('not-in-the-policy', {})),
    }
  })
  expect(outcome).toEqual({ sink: 'refused', unnamedPolicy: 'refused' })
}
