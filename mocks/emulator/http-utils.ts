import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { ownPage } from './security-headers'

/** Larger bodies are refused: nothing the emulator accepts comes near it. */
export const MAX_BODY_BYTES = 1024 * 1024

/** How long a connection is drained after its answer before it is dropped. */
export const LINGER_MS = 5000

export class BodyTooLarge extends Error {
  override readonly name = 'BodyTooLarge'
}

const bodyTooLarge = (limit: number) => new BodyTooLarge(`The request body is larger than ${limit} bytes.`)

/** True when Content-Length announces more than `limit` bytes: the request is refused unread. */
export function announcesTooLargeBody(req: IncomingMessage, limit = MAX_BODY_BYTES): boolean {
  const length = req.headers['content-length']
  return length !== undefined && Number(length) > limit
}

/**
 * The whole body, or a BodyTooLarge rejection as soon as it grows past `limit`. From then on the
 * rest is dropped, not kept, until the answer closes the connection (`closeAfterUnreadBody`).
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (announcesTooLargeBody(req, limit)) {
      reject(bodyTooLarge(limit))
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) {
        chunks.push(chunk)
        return
      }
      req.off('data', onData)
      chunks.length = 0
      req.resume()
      reject(bodyTooLarge(limit))
    }
    req.on('data', onData)
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

/** 413 with a JSON error, and the connection closed once it is sent: the rest of the body is not wanted. */
export function refuseBody(res: ServerResponse, limit = MAX_BODY_BYTES): void {
  res.setHeader('Connection', 'close')
  sendJson(res, 413, { error: bodyTooLarge(limit).message })
}

/**
 * Once the answer is sent, a body that has not fully arrived is not read on: the connection
 * closes. Closed at once, the client would still be sending into it, and the kernel would answer
 * with a reset that can discard the answer before the client reads it (RFC 9112 §9.6). So the
 * socket half-closes and drops whatever still arrives, until the client closes too or LINGER_MS
 * have passed. Node's own close of a `Connection: close` answer destroys the socket as soon as
 * the answer is written; that step is taken back here.
 */
export function closeAfterUnreadBody(req: IncomingMessage, res: ServerResponse): void {
  res.once('finish', () => {
    if (req.complete) return
    const { socket } = req
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the very listener Node added, named only to remove it
    socket.off('finish', socket.destroy)
    req.resume()
    socket.end()
    const timer = setTimeout(() => socket.destroy(), LINGER_MS)
    timer.unref()
    socket.once('close', () => clearTimeout(timer))
  })
}

/** 303 on purpose: the browser follows a form POST's answer with a GET. */
export function redirect(res: ServerResponse, location: string, headers: OutgoingHttpHeaders = {}, status = 303): void {
  res.writeHead(status, { ...headers, Location: location, 'Cache-Control': 'no-store', 'Content-Length': 0 })
  res.end()
}

/** One of the emulator's own pages (html-pages.ts), its inline style allowed by a fresh nonce. */
export function sendHtml(res: ServerResponse, status: number, template: string): void {
  const { html, headers } = ownPage(template)
  res.writeHead(status, { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(html) })
  res.end(html)
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(text) })
  res.end(text)
}

export function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text) + 1 })
  res.end(`${text}\n`)
}

/** The cookies of a request by name; the first of duplicate names wins, as browsers send the most specific path first. */
export function readCookies(req: IncomingMessage): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0) continue
    const name = part.slice(0, separator).trim()
    if (name && !cookies.has(name)) cookies.set(name, part.slice(separator + 1).trim())
  }
  return cookies
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
