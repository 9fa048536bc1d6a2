import { request } from 'node:http'

/**
 * Another client address on this machine: the emulator listens on 127.0.0.1, and Linux routes
 * all of 127.0.0.0/8 through the loopback device, so a socket bound here reaches it and the
 * emulator sees this as the peer's address. Browsers and fetch connect from 127.0.0.1.
 */
export const OTHER_LOOPBACK = '127.0.0.2'

export interface PlainReply {
  status: number
  location: string | undefined
  body: string
}

/** One request from `localAddress` (redirects not followed, no cookies), for lockout tests. */
export function requestFrom(
  localAddress: string,
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
): Promise<PlainReply> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: init.method, headers: init.headers, localAddress }, (reply) => {
      const chunks: Buffer[] = []
      reply.on('data', (chunk: Buffer) => chunks.push(chunk))
      reply.on('end', () =>
        resolve({ status: reply.statusCode ?? 0, location: reply.headers.location, body: Buffer.concat(chunks).toString('utf8') }),
      )
      reply.on('error', reject)
    })
    sent.on('error', reject)
    sent.end(init.body)
  })
}

/** The login form posted from `localAddress`, as a script would (no browser headers unless given). */
export function postLoginFrom(
  localAddress: string,
  origin: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<PlainReply> {
  return requestFrom(localAddress, `${origin}/api/iam/authn/v1/sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  })
}
