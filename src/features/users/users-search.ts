import { z } from 'zod'
import { PAGE_SEARCH_DEFAULTS, pageSearchSchema } from '../../components/list/list-search'

/** The users list's address: page, size, filter and the open modal (DESIGN.md habit 6). */
export const usersSearchSchema = pageSearchSchema.extend({
  filter: z.string().max(100).catch('').default(''),
  modal: z.enum(['create', 'update']).optional().catch(undefined),
  /** The user the update modal edits. */
  user: z.string().max(100).optional().catch(undefined),
})
export type UsersSearch = z.infer<typeof usersSearchSchema>

/** SPEC.md §5: the filter sent is 'username==' followed by the typed text and '.*'. */
export function usernameFilter(text: string): string | undefined {
  return text === '' ? undefined : `username==${text}.*`
}

/** Values left out of the address when they are the defaults. */
export const USERS_SEARCH_DEFAULTS = { ...PAGE_SEARCH_DEFAULTS, filter: '' } as const
