/**
 * The limits every console form holds its fields to (docs/product/constants.md); the forms turn
 * them into messages (src/console/ui/form/field-checks.ts). Lengths are counted in UTF-16 units, as
 * the password rules count them. Also how a field holding an identifier takes typing (AS_TYPED), on
 * the end-user pages as well. The formats of addresses are in address-rules.ts: only the forms
 * that take an address need them, and the first pages carry none of them.
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
