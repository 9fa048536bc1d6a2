import { z } from 'zod/mini'
import { DNS_NAME_MAX_LENGTH } from './field-rules'

/**
 * The formats of the addresses a console form takes (docs/product/constants.md), and the characters
 * no typed name or address may hold, as pure checks: the forms turn them into messages
 * (src/console/ui/form/address-checks.ts). Only forms need them,
 * so they stay out of the first pages' code (field-rules.ts).
 */

/**
 * A character nobody sees or can type: a control or format character (a zero-width space, a
 * direction mark, as pasted text brings) or a line or paragraph separator.
 */
export const INVISIBLE_CHARACTER = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u

const emailAddress = z.email()

/** An e-mail address as mail systems take it, e.g. jane.doe@example.com; its length is checked apart. */
export function isEmailAddress(text: string): boolean {
  return emailAddress.safeParse(text).success
}

/**
 * Whether the part between `//` and the path, as typed, has room for a user name or password (an
 * `@`, even with both empty: `ldap://:@host`, which the parsed URL no longer shows) or a `:` with no
 * port after it (`ldap://host:`, or two addresses run together: `ldap://a.example.comldap://b…`).
 * Read from the text, so it also covers every user name and password the parser would find.
 */
function hasUserPartOrEmptyPort(text: string): boolean {
  const authority = /^[^:]*:\/\/([^/?#]*)/.exec(text)?.[1] ?? ''
  return authority.includes('@') || authority.endsWith(':')
}

/**
 * The URL `text` holds when it is written out in full (`scheme://host…`, which the parser would
 * otherwise guess from less) and carries no user name or password: credentials in a URL are
 * stored and shown in the clear, and `https://trusted.example@evil.example` is a known disguise.
 */
function parseUrl(text: string, scheme: RegExp): URL | undefined {
  // A space or an invisible character in a URL is a typo or a disguise.
  if (/\s/.test(text) || INVISIBLE_CHARACTER.test(text) || !scheme.test(text) || hasUserPartOrEmptyPort(text)) return undefined
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  return url.hostname !== '' ? url : undefined
}

/** An http:// or https:// URL with a host: one a browser or the service can follow, never javascript: or data:. */
export function isHttpUrl(text: string): boolean {
  return parseUrl(text, /^https?:\/\/[^/]/i) !== undefined
}

/** Four numbers from 0 to 255 written plainly, e.g. 10.0.0.1. */
function isIpv4Address(text: string): boolean {
  const parts = text.split('.')
  return parts.length === 4 && parts.every((part) => /^(0|[1-9]\d{0,2})$/.test(part) && Number(part) <= 255)
}

/**
 * ldap:// or ldaps:// and a host, optionally a port from 1 to 65535 and a path: what a directory
 * can be reached at. The URL parser takes anything as the host of a scheme it does not know, so
 * the host is held to what a directory can have: a DNS name, an IPv4 address or an IPv6 one in
 * brackets (which the parser has checked). Stricter than the service's own check, which refuses
 * fewer typos.
 */
export function isLdapUrl(text: string): boolean {
  const url = parseUrl(text, /^ldaps?:\/\/[^/]/i)
  if (!url || url.port === '0') return false
  const host = url.hostname
  return host.startsWith('[') || isIpv4Address(host) || isDnsName(host)
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
