import { z } from 'zod'
import { pageSearchSchema } from '../../components/list/list-search'

/** The modals the list can show; kept in the address so a link or a reload opens them again. */
export const SERVICE_ACCOUNT_MODALS = ['create', 'certificates'] as const
export type ServiceAccountModal = (typeof SERVICE_ACCOUNT_MODALS)[number]

/**
 * The list's page, page size and open modal (DESIGN.md habit 6). A value that does not fit
 * is dropped rather than refused, so an edited or stale link still opens the list.
 */
export const serviceAccountsSearchSchema = pageSearchSchema.extend({
  modal: z.enum(SERVICE_ACCOUNT_MODALS).optional().catch(undefined),
  /** The account whose certificates are shown. */
  account: z.guid().optional().catch(undefined),
})
export type ServiceAccountsSearch = z.infer<typeof serviceAccountsSearchSchema>
