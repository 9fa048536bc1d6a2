import { z } from 'zod/mini'

/**
 * The limits and formats every console form holds its fields to (docs/product/constants.md), as
 * pure checks: the forms turn them into messages (src/console/ui/form/field-checks.ts). Lengths
 * are counted in UTF-16 units, as the password rules count them. Also how a field holding an
 * identifier takes typing (AS_TYPED), on the end-user pages as well.
 */

/**
 * What a field holding an identifier takes: a username, a provider's or an attribute's name, a
 * distinguished name, an address, a filter on usernames. Phone keyboards otherwise capitalise a
 * field's first letter ('Admin' for 'admin') and replace words they do not know, and the identifier
 * no longer matches (docs/product/shell-and-routes.md 'Touch screens'). Prose (a display name, a
 * description) keeps the keyboard's help.
 */
export const AS_TYPED = { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } as const

/** Names, usernames, display names, attribute names and the other short texts of a form. */
export const NAME_MAX_LENGTH = 255
/** The longest address SMTP can carry (RFC 5321: a 256-octet path less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254
export const DESCRIPTION_MAX_LENGTH = 1000
/** What browsers, proxies and the service all take in a URL. */
export const URL_MAX_LENGTH = 2048
/** The longest DNS name written with dots (RFC 1035: 255 octets on the wire). */
export const DNS_NAME_MAX_LENGTH = 253

/** Whitespace and control characters: a URL that holds one is a typo or a disguise. */
const SPACE_OR_CONTROL = /[\s\p{Cc}]/u

const emailAddress = z.email()

/** An e-mail address as mail systems take it, e.g. jane.doe@example.com; its length is checked apart. */
export function isEmailAddress(text: string): boolean {
  return emailAddress.safeParse(text).success
}

/**
 * The URL `text` holds when it is written out in full (`scheme://host…`, which the parser would
 * otherwise guess from less) and carries no user name or password: credentials in a URL are
 * stored and shown in the clear, and `https://trusted.example@evil.example` is a known disguise.
 */
function parseUrl(text: string, scheme: RegExp): URL | undefined {
  if (SPACE_OR_CONTROL.test(text) || !scheme.test(text)) return undefined
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  return url.hostname !== '' && url.username === '' && url.password === '' ? url : undefined
}

/** An http:// or https:// URL with a host: one a browser or the service can follow, never javascript: or data:. */
export function isHttpUrl(text: string): boolean {
  return parseUrl(text, /^https?:\/\/[^/]/i) !== undefined
}

/**
 * ldap:// or ldaps:// and a host, optionally a valid port and a path: what a directory can be
 * reached at. Stricter than the service's own check, which refuses fewer typos.
 */
export function isLdapUrl(text: string): boolean {
  // The URL parser reads the host of a scheme it does not know loosely; the pattern holds it to a plain host.
  return parseUrl(text, /^ldaps?:\/\/[^\s/:?#@]+/i) !== undefined
}

/** A DNS label: letters, digits and hyphens, 1 to 63 of them, no hyphen at either end (RFC 1123). */
const DNS_LABEL = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/

/**
 * A DNS name such as example.com or corp: dot-separated labels, at most 253 characters. The last
 * label is not all digits, so an IP address is not taken for a domain.
 */
export function isDnsName(text: string): boolean {
  if (text.length === 0 || text.length > DNS_NAME_MAX_LENGTH) return false
  const labels = text.split('.')
  return labels.every((label) => DNS_LABEL.test(label)) && !/^\d+$/.test(labels.at(-1) ?? '')
}
