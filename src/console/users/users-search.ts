import { z } from 'zod/mini'
import { PAGE_SEARCH_DEFAULTS, pageSearchSchema } from '../ui/list/list-search'

/** The users list's address: page, size, filter and the open modal (docs/product/lists-and-dialogs.md). */
export const usersSearchSchema = z.extend(pageSearchSchema, {
  filter: z._default(z.catch(z.string().check(z.maxLength(100)), ''), ''),
  modal: z.catch(z.optional(z.enum(['create', 'update'])), undefined),
  /** The user the update modal edits. */
  user: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
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

/** Values left out of the address when they are the defaults. */
export const USERS_SEARCH_DEFAULTS = { ...PAGE_SEARCH_DEFAULTS, filter: '' } as const
