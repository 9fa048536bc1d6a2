import { http } from 'msw'
import { MOCK_ORIGIN, mockServer } from '../../mocks/node'

/**
 * Holds the API's calls of `method` to `path` (msw's pattern, e.g. `/users/:uuid`) that `when`
 * picks until the returned release is called; the mock service then answers them, faults included.
 */
export function holdCalls(method: 'get' | 'post' | 'put', path: string, when: (url: URL) => boolean = () => true): () => void {
  let release: () => void = () => undefined
  const gate = new Promise<void>((resolve) => (release = resolve))
  mockServer.use(
    http[method](`${MOCK_ORIGIN}/api/iam/v1${path}`, async ({ request }) => {
      if (when(new URL(request.url))) await gate
      // Nothing returned: the request goes on to the mock service's own handler.
    }),
  )
  return release
}

/** Holds the API's reads of `path` that `when` picks; see holdCalls. */
export const holdReads = (path: string, when?: (url: URL) => boolean) => holdCalls('get', path, when)
