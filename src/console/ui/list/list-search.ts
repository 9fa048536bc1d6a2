import { stripSearchParams, type SearchMiddleware } from '@tanstack/react-router'
import { z } from 'zod/mini'
import type { PageInput } from '../../../core/api/schemas'
import { isPageSize, PAGE_SIZE_OPTIONS, rememberedPageSize, type PagedList } from './page-size'

/** The last page whose offset, (page − 1) × page size, is a whole number JavaScript holds exactly at every size. */
const LAST_SENDABLE_PAGE = Math.floor(Number.MAX_SAFE_INTEGER / Math.max(...PAGE_SIZE_OPTIONS))

/**
 * A list's page in the address: a whole number from 1 up to one whose offset can be sent at any
 * size (far beyond any list the service can count); anything else is the first page.
 */
export const pageNumberSchema = z._default(z.catch(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(LAST_SENDABLE_PAGE))), 1), 1)

/**
 * Text in the address, held to `checks`. The router reads a value that looks like JSON as JSON, so
 * `?filter=42` typed by hand arrives as the number 42 and `?user=true` as a boolean: such a value is
 * taken as the text it was written as. (The console's own links quote such text, `filter=%2242%22`.)
 */
export function addressText(...checks: z.core.$ZodCheck<string>[]) {
  const asText = z.transform((value: unknown) => (typeof value === 'number' || typeof value === 'boolean' || value === null ? String(value) : value))
  return z.pipe(asText, z.string().check(...checks))
}

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
