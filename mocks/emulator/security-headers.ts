import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import { INERT_DOCUMENT_POLICY, MOCK_SERVICE_WORKER_POLICY } from '../../src/core/utils/trusted-types'

/**
 * The placeholder vite.config.ts (`html.cspNonce`) writes into index.html. Every server swaps
 * it for a fresh nonce per response; deploy/nginx.conf repeats this policy by hand
 * (docs/decisions/012-content-security-policy.md).
 */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__'

/**
 * Where the placeholder is swapped: only as a whole `nonce` attribute, which text put into a page
 * escaped (quotes and all, escapeHtml) can never spell. A link naming `__CSP_NONCE__` thus never
 * gets the page's nonce written into it.
 */
export const NONCE_ATTRIBUTE = `nonce="${NONCE_PLACEHOLDER}"`

/** The page with this response's nonce in every `nonce` attribute that awaits one. */
export function fillNonce(html: string, nonce: string): string {
  return html.replaceAll(NONCE_ATTRIBUTE, `nonce="${nonce}"`)
}

/**
 * Powerful features the console never uses, turned off for it and for anything it frames. Only
 * names Chromium knows: an unknown one is reported as an error in the page's console.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'clipboard-write',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

/** Sent with every response of the emulator and of the static server; deploy/nginx.conf repeats them. */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // Addresses carry interaction ids and sign-in replies: none of them leaves in a Referer.
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  // A page of another site that opens the console (or that the console opens) gets no handle on
  // its window. The sign-in needs none: it is redirects and a same-origin frame, never a popup.
  'Cross-Origin-Opener-Policy': 'same-origin',
  // No other site may load an answer as an image, script or style (a side channel, Spectre).
  // The console's own calls are same-origin, and CORS requests are not subject to it.
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
}

/** 128 random bits, base64 as CSP's nonce-source grammar expects. */
export function newNonce(): string {
  return randomBytes(16).toString('base64')
}

export interface ConsolePolicyOptions {
  /** This response's nonce: the console's emotion and notistack style elements carry it. */
  nonce: string
  /**
   * The OpenID provider (`oidc.authority`). Its origin joins connect-src (discovery, token,
   * keys) and frame-src (silent renew loads it in a hidden frame).
   */
  authority?: string
  /** The offline demo's build (`vite build --mode demo`): it registers a mock service worker. */
  mockService?: boolean
}

/**
 * The Trusted Types policies the console creates (src/core/utils/trusted-types.ts): DOMParser's input
 * for the banner and SAML metadata, and in the offline demo the default policy, which admits the
 * mock service worker's URL only.
 */
function trustedTypePolicies(mockService = false): string[] {
  return mockService ? [INERT_DOCUMENT_POLICY, MOCK_SERVICE_WORKER_POLICY] : [INERT_DOCUMENT_POLICY]
}

/** The Content-Security-Policy of the built console. */
export function consolePolicy({ nonce, authority, mockService }: ConsolePolicyOptions): string {
  return buildConsolePolicy({
    scripts: "'self'",
    styles: `'self' 'nonce-${nonce}'`,
    authority,
    trustedTypes: trustedTypePolicies(mockService).join(' '),
  })
}

/**
 * `npm run dev` only: Vite's dev server injects inline scripts (React refresh) and style
 * elements of its own, and never replaces the nonce placeholder. Trusted Types hold here too;
 * hot reload runs a changed module again, which creates its policy again, hence 'allow-duplicates'.
 */
export function devConsolePolicy({ authority }: Omit<ConsolePolicyOptions, 'nonce' | 'mockService'>): string {
  return buildConsolePolicy({
    scripts: "'self' 'unsafe-inline'",
    styles: "'self' 'unsafe-inline'",
    authority,
    trustedTypes: `${trustedTypePolicies().join(' ')} 'allow-duplicates'`,
  })
}

interface PolicyParts {
  scripts: string
  styles: string
  authority?: string | undefined
  /** The `trusted-types` directive's value: the policies that may be created. */
  trustedTypes: string
}

function buildConsolePolicy({ scripts, styles, authority, trustedTypes }: PolicyParts): string {
  const provider = authority === undefined ? '' : ` ${new URL(authority).origin}`
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    `style-src ${styles}`,
    `connect-src 'self'${provider}`,
    `frame-src 'self'${provider}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "require-trusted-types-for 'script'",
    `trusted-types ${trustedTypes}`,
  ].join('; ')
}

/** The emulator's own pages (API docs, sign-out, errors): one inline style, at most one inline script. */
export function emulatorPagePolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    // Their one script (sign-out's form submit) writes into no sink: no policy may exist.
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join('; ')
}

/** Data, not documents: nothing may load from or frame an API answer. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'"

/** The page with its placeholder replaced by a fresh nonce, and that nonce. */
export function withNonce(html: string): { html: string; nonce: string } {
  const nonce = newNonce()
  return { html: fillNonce(html, nonce), nonce }
}

/** One of the emulator's own pages (html-pages.ts) with a fresh nonce, and the headers it goes out with. */
export function ownPage(template: string): { html: string; headers: Record<string, string> } {
  const { html, nonce } = withNonce(template)
  return { html, headers: { 'Content-Security-Policy': emulatorPagePolicy(nonce), 'Cache-Control': 'no-store' } }
}

export function setSecurityHeaders(res: ServerResponse, headers: Readonly<Record<string, string>> = COMMON_SECURITY_HEADERS): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
}
