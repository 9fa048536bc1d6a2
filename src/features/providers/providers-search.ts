import { z } from 'zod'

/**
 * `?name=<provider>`: a provider search; absent or blank lists every connector. The router
 * reads '?name=123' as a number, so numbers count as names too.
 */
export const providersSearchSchema = z.object({
  name: z
    .unknown()
    .transform((value) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim().slice(0, 200) : ''))
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
})
export type ProvidersSearch = z.infer<typeof providersSearchSchema>
