import { z } from 'zod/mini'
import type { PageInput } from '../../../core/api/schemas'

/** Page sizes of every list (docs/product/lists-and-dialogs.md); a list starts at page 1 with 5 rows. */
export const PAGE_SIZE_OPTIONS = [5, 10, 15, 25, 50] as const
export const DEFAULT_PAGE_SIZE = 5

/**
 * The page and page size of a list, kept in the address so a link, a reload or Back restores
 * them (docs/product/lists-and-dialogs.md). A value that does not fit falls back to the first page of 5.
 */
export const pageSearchSchema = z.object({
  page: z._default(z.catch(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100_000))), 1), 1),
  size: z._default(
    z.catch(z.coerce.number().check(z.refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size))), DEFAULT_PAGE_SIZE),
    DEFAULT_PAGE_SIZE,
  ),
})
export type PageSearch = z.infer<typeof pageSearchSchema>

/** Defaults left out of the address, so an untouched list has a plain URL. */
export const PAGE_SEARCH_DEFAULTS = { page: 1, size: DEFAULT_PAGE_SIZE } as const

/** The service's paging: offset = (page − 1) × page size (docs/product/api.md 'Lists'). */
export function toPageInput({ page, size }: PageSearch): PageInput {
  return { length: size, offset: (page - 1) * size }
}

/** The last page that has rows, for a list that shrank under the page being shown. */
export function lastPage(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size))
}
