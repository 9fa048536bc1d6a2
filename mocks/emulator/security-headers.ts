import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'

/**
 * The placeholder vite.config.ts (`html.cspNonce`) writes into index.html. Every server swaps
 * it for a fresh nonce per response; deploy/nginx.conf repeats this policy by hand
 * (docs/decisions/012-content-security-policy.md).
 */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__'

/** Sent with every response of the emulator and of the static server. */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // Addresses carry interaction ids and sign-in replies: none of them leaves in a Referer.
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
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
}

/** The Content-Security-Policy of the built console. */
export function consolePolicy({ nonce, authority }: ConsolePolicyOptions): string {
  return buildConsolePolicy({ scripts: "'self'", styles: `'self' 'nonce-${nonce}'`, authority })
}

/**
 * `npm run dev` only: Vite's dev server injects inline scripts (React refresh) and style
 * elements of its own, and never replaces the nonce placeholder.
 */
export function devConsolePolicy({ authority }: Omit<ConsolePolicyOptions, 'nonce'>): string {
  return buildConsolePolicy({ scripts: "'self' 'unsafe-inline'", styles: "'self' 'unsafe-inline'", authority })
}

function buildConsolePolicy({ scripts, styles, authority }: { scripts: string; styles: string; authority?: string }): string {
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
  ].join('; ')
}

/** Data, not documents: nothing may load from or frame an API answer. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'"

/** The page with its placeholder replaced by a fresh nonce, and that nonce. */
export function withNonce(html: string): { html: string; nonce: string } {
  const nonce = newNonce()
  return { html: html.replaceAll(NONCE_PLACEHOLDER, nonce), nonce }
}

/** One of the emulator's own pages (html-pages.ts) with a fresh nonce, and the headers it goes out with. */
export function ownPage(template: string): { html: string; headers: Record<string, string> } {
  const { html, nonce } = withNonce(template)
  return { html, headers: { 'Content-Security-Policy': emulatorPagePolicy(nonce), 'Cache-Control': 'no-store' } }
}

export function setSecurityHeaders(res: ServerResponse, headers: Readonly<Record<string, string>> = COMMON_SECURITY_HEADERS): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
}
