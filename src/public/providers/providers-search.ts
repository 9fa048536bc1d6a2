import { z } from 'zod/mini'

/**
 * `?name=<provider>`: a provider search; absent or blank lists every connector. The router
 * reads '?name=123' as a number, so numbers count as names too.
 */
export const providersSearchSchema = z.object({
  name: z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value) => {
        const name = typeof value === 'string' || typeof value === 'number' ? String(value).trim().slice(0, 200) : ''
        return name === '' ? undefined : name
      }),
    ),
  ),
})
export type ProvidersSearch = z.infer<typeof providersSearchSchema>
