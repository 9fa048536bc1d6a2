import { onTestFinished } from 'vitest'
import { mockServer } from '../../mocks/node'

export interface SeenRequest {
  method: string
  url: URL
  /** The JSON body, read after the request started; undefined when there was none. */
  body: Promise<unknown>
}

/**
 * Every API request the page sends whose method and path match, in the order sent. The
 * listener is removed when the test ends, so one test's requests never reach another's list.
 */
export function watchRequests(method: string, path: RegExp): SeenRequest[] {
  const seen: SeenRequest[] = []
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (request.method !== method || !path.test(url.pathname)) return
    const body = request
      .clone()
      .text()
      .then((text) => (text ? (JSON.parse(text) as unknown) : undefined))
    seen.push({ method: request.method, url, body })
  }
  mockServer.events.on('request:start', listener)
  onTestFinished(() => {
    mockServer.events.removeListener('request:start', listener)
  })
  return seen
}
