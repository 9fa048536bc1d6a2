import { z } from 'zod/mini'

/**
 * The longest name searched: whole for any name a service keeps (connector names thousands of
 * characters long are drawn on the login page), cut only where an edited address would make a
 * request no server takes.
 */
const SEARCHED_NAME_MAX_LENGTH = 4096

/**
 * `?name=<provider>`: a provider search; absent or blank lists every connector. The router
 * reads '?name=123' as a number, so numbers count as names too.
 */
export const providersSearchSchema = z.object({
  name: z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value) => {
        const name = typeof value === 'string' || typeof value === 'number' ? String(value).trim().slice(0, SEARCHED_NAME_MAX_LENGTH) : ''
        return name === '' ? undefined : name
      }),
    ),
  ),
})
export type ProvidersSearch = z.infer<typeof providersSearchSchema>
