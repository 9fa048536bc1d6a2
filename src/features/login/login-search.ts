import { z } from 'zod'

/** The login page's query string (CONTRACT.md §3.8); a value that does not fit is dropped. */
export const loginSearchSchema = z.object({
  error: z.string().max(100).optional().catch(undefined),
  success: z.union([z.boolean(), z.string()]).optional().catch(undefined),
  redirect: z.string().max(2000).optional().catch(undefined),
  /** The sign-in interaction the provider is waiting on; posted back with the credentials. */
  interaction: z.string().max(200).optional().catch(undefined),
})
export type LoginSearch = z.infer<typeof loginSearchSchema>
