import type { UsernameMatch } from './db'

/**
 * The users list's filter, `username==<pattern>`, read the way docs/decisions/026 says: the
 * pattern comes from the caller, so it is never made into a RegExp. Only the shape the console
 * sends is understood — a literal name with a backslash before each metacharacter, then `.*` —
 * and it is read in one pass over its characters, so no pattern makes a request slow.
 */

const FIELD = 'username=='
const METACHARACTERS = new Set('\\^$.|?*+()[]{}')
/** The one unescaped sequence the shape allows, at the end: 'and anything after the name'. */
const ANY_REST = '.*'

export type ParsedUsernameFilter = { ok: true; prefix: string } | { ok: false; details: string }

/** The literal text the filter asks names to start with, or why the filter is not of the shape. */
export function parseUsernameFilter(filter: string): ParsedUsernameFilter {
  if (!filter.startsWith(FIELD)) return { ok: false, details: 'filter: only username==<pattern> is supported' }
  const pattern = filter.slice(FIELD.length)
  const literal: string[] = []
  for (let index = 0; index < pattern.length; index++) {
    const character = pattern.charAt(index)
    if (character === '\\') {
      const escaped = pattern.charAt(index + 1)
      if (!METACHARACTERS.has(escaped)) return refuse(`a backslash at ${String(index)} escapes no metacharacter`)
      literal.push(escaped)
      index++
    } else if (METACHARACTERS.has(character)) {
      if (pattern.slice(index) === ANY_REST) break
      // Refused rather than read literally, so a caller that forgot to escape learns it at once
      // (docs/decisions/026). The details name the place, not the pattern, which may be 10 KB.
      return refuse(`'${character}' at ${String(index)} is not escaped`)
    } else {
      literal.push(character)
    }
  }
  return { ok: true, prefix: literal.join('') }
}

function refuse(problem: string): ParsedUsernameFilter {
  return {
    ok: false,
    details: `filter: ${problem}; the pattern is a literal name, each of \\^$.|?*+()[]{} after a backslash, then .*`,
  }
}

/** Names that start with `prefix`, whatever the case, as usernames are compared everywhere in the store. */
export function usernamePrefixMatch(prefix: string): UsernameMatch {
  const wanted = prefix.toLowerCase()
  return { test: (username) => username.toLowerCase().startsWith(wanted) }
}
