import { z } from 'zod/mini'
import { PAGE_SEARCH_DEFAULTS, pageSearchSchema } from '../../components/list/list-search'

/** The users list's address: page, size, filter and the open modal (DESIGN.md habit 6). */
export const usersSearchSchema = z.extend(pageSearchSchema, {
  filter: z._default(z.catch(z.string().check(z.maxLength(100)), ''), ''),
  modal: z.catch(z.optional(z.enum(['create', 'update'])), undefined),
  /** The user the update modal edits. */
  user: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
})
export type UsersSearch = z.infer<typeof usersSearchSchema>

/** SPEC.md §5: the filter sent is 'username==' followed by the typed text and '.*'. */
export function usernameFilter(text: string): string | undefined {
  return text === '' ? undefined : `username==${text}.*`
}

/** Values left out of the address when they are the defaults. */
export const USERS_SEARCH_DEFAULTS = { ...PAGE_SEARCH_DEFAULTS, filter: '' } as const
