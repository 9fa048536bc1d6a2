import { z } from 'zod/mini'
import { DEFAULT_PAGE_SIZE, pageSearchSchema } from '../ui/list/list-search'

const page = pageSearchSchema.shape.page
const size = pageSearchSchema.shape.size

/**
 * The Authentication page's address: each list's paging, the directory list's sort, and the
 * open modal with the item it edits (docs/product/lists-and-dialogs.md). Every value has a safe fallback.
 */
export const settingsSearchSchema = z.object({
  samlPage: page,
  samlSize: size,
  dirPage: page,
  dirSize: size,
  dirSort: z.catch(z.optional(z.enum(['name', 'domain', 'url'])), undefined),
  dirOrder: z._default(z.catch(z.enum(['asc', 'desc']), 'asc'), 'asc'),
  modal: z.catch(z.optional(z.enum(['addSaml', 'updateSaml', 'addDirectory', 'updateDirectory'])), undefined),
  /** The provider (idp_id) or directory (dir_id) an update modal edits. */
  id: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
})
export type SettingsSearch = z.infer<typeof settingsSearchSchema>

/** Values left out of the address when they are the defaults. */
export const SETTINGS_SEARCH_DEFAULTS = {
  samlPage: 1,
  samlSize: DEFAULT_PAGE_SIZE,
  dirPage: 1,
  dirSize: DEFAULT_PAGE_SIZE,
  dirOrder: 'asc',
} as const

/** A settings path containing /ldapproviders shows a notice, not the lists (docs/product/settings.md). */
export function showsLdapNotice(pathname: string): boolean {
  return pathname.includes('/ldapproviders')
}
