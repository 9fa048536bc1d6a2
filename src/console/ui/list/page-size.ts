import { STORAGE_KEYS, readLocal } from '../../../core/auth/storage-keys'

/** Page sizes of every list (docs/product/lists-and-dialogs.md); a list starts at page 1 with 5 rows. */
export const PAGE_SIZE_OPTIONS = [5, 10, 15, 25, 50] as const
export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number]
const DEFAULT_PAGE_SIZE: PageSize = 5

/** The lists that remember their rows per page, each under a key of its own. */
const PAGE_SIZE_KEYS = {
  users: STORAGE_KEYS.usersPageSize,
  serviceAccounts: STORAGE_KEYS.serviceAccountsPageSize,
  samlProviders: STORAGE_KEYS.samlProvidersPageSize,
  directories: STORAGE_KEYS.directoriesPageSize,
} as const
export type PagedList = keyof typeof PAGE_SIZE_KEYS

export function isPageSize(value: unknown): value is PageSize {
  return (PAGE_SIZE_OPTIONS as readonly unknown[]).includes(value)
}

/**
 * The rows per page last chosen in this list (docs/product/storage.md), or the default. Storage
 * is anyone's to write (another script of the origin, a person at the console), so only the exact
 * text of an offered size counts: '10' is 10, while ' 10', '1e1', '10px' or '__proto__' are the default.
 */
export function rememberedPageSize(list: PagedList): PageSize {
  const stored = readLocal(PAGE_SIZE_KEYS[list])
  return PAGE_SIZE_OPTIONS.find((size) => String(size) === stored) ?? DEFAULT_PAGE_SIZE
}

/** Keeps the rows per page chosen in this list for its next visit; a size it does not offer is not kept. */
export function rememberPageSize(list: PagedList, size: number): void {
  if (!isPageSize(size)) return
  try {
    localStorage.setItem(PAGE_SIZE_KEYS[list], String(size))
  } catch {
    // Storage is blocked (privacy settings): the choice lasts as long as the address holds it.
  }
}
