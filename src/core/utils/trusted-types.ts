// Trusted Types (docs/decisions/012-content-security-policy.md). The console's pages are served with
// `require-trusted-types-for 'script'`: sinks that parse HTML or load a script (innerHTML,
// DOMParser, script URLs, service worker registration) refuse plain strings, and `trusted-types`
// names the only policies that may be created. Each policy lives beside its one use.

/** DOMParser's input in src/core/utils/inert-document.ts: the console's one production policy. */
export const INERT_DOCUMENT_POLICY = 'inert-document'

/**
 * The offline demo's only policy besides that one (mocks/browser.ts); the production build has no
 * such worker. msw turns the worker's URL into a string before it registers the worker, so only
 * the default policy, which the browser consults for any string at a sink, can vouch for it. It
 * vouches for that one script URL and for nothing else: no HTML, no script.
 */
export const MOCK_SERVICE_WORKER_POLICY = 'default'

/**
 * A TrustedHTML or TrustedScriptURL. TypeScript's DOM types know no Trusted Types, so the sinks
 * that accept one are declared with `string`; `asSinkArgument` hands it over.
 */
export interface TrustedValue {
  readonly trustedTypeBrand: never
}

export interface TrustedTypePolicy {
  createHTML(input: string): TrustedValue
  createScriptURL(input: string): TrustedValue
}

/** What a rule returns becomes the trusted value; undefined refuses the input, and the sink throws. */
interface PolicyRules {
  createHTML?: (input: string) => string | undefined
  createScriptURL?: (input: string) => string | undefined
}

interface TrustedTypePolicyFactory {
  createPolicy(name: string, rules: PolicyRules): TrustedTypePolicy
}

/** The named policy, or undefined where the browser has no Trusted Types (then sinks take strings). */
export function createTrustedTypePolicy(name: string, rules: PolicyRules): TrustedTypePolicy | undefined {
  const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes
  return factory?.createPolicy(name, rules)
}

/** A trusted value, or a plain string without Trusted Types, as the `string` a sink's DOM type declares. */
export function asSinkArgument(value: TrustedValue | string): string {
  // The browser checks the object's type at the sink; only TypeScript needs to see a string.
  return value as unknown as string
}
