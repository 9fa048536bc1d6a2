import { stripSearchParams, type SearchMiddleware } from '@tanstack/react-router'
import { z } from 'zod/mini'
import type { PageInput } from '../../../core/api/schemas'
import { isPageSize, rememberedPageSize, type PagedList } from './page-size'

/**
 * A list's page in the address: a whole number from 1 (zod's int is a safe integer, so the offset
 * sent is exact for any list the service can count); anything else is the first page.
 */
export const pageNumberSchema = z._default(z.catch(z.pipe(z.coerce.number(), z.int().check(z.gte(1))), 1), 1)

/**
 * A list's page size in the address. Without one, or with one the list does not offer, the size
 * this list remembers (docs/product/storage.md), read each time the address is: a size in the
 * address wins, and a list opened without one asks the service once, for the remembered size.
 */
export function pageSizeSchema(list: PagedList) {
  const remembered = () => rememberedPageSize(list)
  return z._default(z.catch(z.coerce.number().check(z.refine(isPageSize)), remembered), remembered)
}

/**
 * The page and page size of a list, kept in the address so a link, a reload or Back restores
 * them (docs/product/lists-and-dialogs.md). A page that does not fit falls back to the first.
 */
export function pageSearchSchema(list: PagedList) {
  return z.object({ page: pageNumberSchema, size: pageSizeSchema(list) })
}
export interface PageSearch {
  page: number
  size: number
}

/** The first page and the remembered size: left out of the address, so an untouched list has a plain URL. */
export function pageSearchDefaults(list: PagedList) {
  return { page: 1, size: rememberedPageSize(list) }
}

/**
 * The router's own stripSearchParams, with defaults read at every navigation rather than once: the
 * remembered page size is a default that changes while the console runs. A value equal to its
 * default is left out of the address, and validateSearch gives it back when the address is read.
 */
export function stripSearchDefaults<Search extends object>(defaults: () => NoInfer<Partial<Search>>): SearchMiddleware<Search> {
  return (context) => stripSearchParams<Search>(defaults())(context)
}

/** The service's paging: offset = (page − 1) × page size (docs/product/api.md 'Lists'). */
export function toPageInput({ page, size }: PageSearch): PageInput {
  return { length: size, offset: (page - 1) * size }
}

/** The last page that has rows, for a list that shrank under the page being shown. */
export function lastPage(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size))
}
