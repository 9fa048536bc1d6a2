import { z } from 'zod/mini'
import { addressText, pageNumberSchema, pageSizeSchema } from '../ui/list/list-search'
import { rememberedPageSize } from '../ui/list/page-size'

/**
 * The Authentication page's address: each list's paging, the directory list's sort, and the
 * open modal with the item it edits (docs/product/lists-and-dialogs.md). Every value has a safe fallback.
 */
export const settingsSearchSchema = z.object({
  samlPage: pageNumberSchema,
  samlSize: pageSizeSchema('samlProviders'),
  dirPage: pageNumberSchema,
  dirSize: pageSizeSchema('directories'),
  dirSort: z.catch(z.optional(z.enum(['name', 'domain', 'url', 'type'])), undefined),
  dirOrder: z._default(z.catch(z.enum(['asc', 'desc']), 'asc'), 'asc'),
  modal: z.catch(z.optional(z.enum(['addSaml', 'updateSaml', 'addDirectory', 'updateDirectory'])), undefined),
  /** The provider (idp_id) or directory (dir_id) an update modal edits. */
  id: z.catch(z.optional(addressText(z.maxLength(200))), undefined),
})
export type SettingsSearch = z.infer<typeof settingsSearchSchema>

/** Values left out of the address when they are the defaults (each list's size is its remembered one). */
export function settingsSearchDefaults() {
  return {
    samlPage: 1,
    samlSize: rememberedPageSize('samlProviders'),
    dirPage: 1,
    dirSize: rememberedPageSize('directories'),
    dirOrder: 'asc' as const,
  }
}
