import { z } from 'zod/mini'
import { NAME_MAX_LENGTH } from '../../core/validation/field-rules'
import { addressText, pageSearchDefaults, pageSearchSchema } from '../ui/list/list-search'

/**
 * The longest filter: the longest username, so any user can be found by the whole of it. The field
 * takes no more, and the address keeps no more.
 */
export const FILTER_MAX_LENGTH = NAME_MAX_LENGTH

/** The users list's address: page, size, filter and the open modal (docs/product/lists-and-dialogs.md). */
export const usersSearchSchema = z.extend(pageSearchSchema('users'), {
  filter: z._default(z.catch(addressText(z.maxLength(FILTER_MAX_LENGTH)), ''), ''),
  modal: z.catch(z.optional(z.enum(['create', 'update'])), undefined),
  /** The user the update modal edits. */
  user: z.catch(z.optional(addressText(z.maxLength(100))), undefined),
})
export type UsersSearch = z.infer<typeof usersSearchSchema>

/** The characters a regular expression gives a meaning; the service is told each one is meant literally. */
const REGEXP_METACHARACTERS = /[\\^$.|?*+()[\]{}]/g

/** The typed text as a pattern that matches exactly that text: a backslash before each metacharacter. */
export function escapeFilterText(text: string): string {
  return text.replace(REGEXP_METACHARACTERS, '\\$&')
}

/**
 * The filter sent for the typed text: names that start with it, whatever its characters
 * (docs/product/users.md 'Filter').
 */
export function usernameFilter(text: string): string | undefined {
  return text === '' ? undefined : `username==${escapeFilterText(text)}.*`
}

/**
 * The filter that finds this one user: its username, or as much of its start as the filter
 * keeps (whole characters), which finds it too since the filter matches names by their start.
 */
export function filterForUsername(username: string): string {
  let kept = ''
  for (const char of username) {
    if (kept.length + char.length > FILTER_MAX_LENGTH) break
    kept += char
  }
  return kept
}

/** Values left out of the address when they are the defaults (the page size's is the remembered one). */
export function usersSearchDefaults() {
  return { ...pageSearchDefaults('users'), filter: '' }
}
