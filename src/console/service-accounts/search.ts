import { z } from 'zod/mini'
import { addressText, pageSearchDefaults, pageSearchSchema } from '../ui/list/list-search'

/** The modals the list can show; kept in the address so a link or a reload opens them again. */
export const SERVICE_ACCOUNT_MODALS = ['create', 'certificates'] as const
export type ServiceAccountModal = (typeof SERVICE_ACCOUNT_MODALS)[number]

/**
 * The list's page, page size and open modal (docs/product/lists-and-dialogs.md). A value that does not fit
 * is dropped rather than refused, so an edited or stale link still opens the list.
 */
export const serviceAccountsSearchSchema = z.extend(pageSearchSchema('serviceAccounts'), {
  modal: z.catch(z.optional(z.enum(SERVICE_ACCOUNT_MODALS)), undefined),
  /** The account whose certificates are shown: its uuid, in whatever form the service gives it. */
  account: z.catch(z.optional(addressText(z.minLength(1), z.maxLength(100))), undefined),
})
export type ServiceAccountsSearch = z.infer<typeof serviceAccountsSearchSchema>

/** What the address leaves out: the first page and the remembered size. */
export const serviceAccountsSearchDefaults = () => pageSearchDefaults('serviceAccounts')
