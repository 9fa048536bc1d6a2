import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { ownPage } from './security-headers'

/** Larger bodies are refused: nothing the emulator accepts comes near it. */
export const MAX_BODY_BYTES = 1024 * 1024

export class BodyTooLarge extends Error {
  override readonly name = 'BodyTooLarge'
}

export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        reject(new BodyTooLarge(`The request body is larger than ${limit} bytes.`))
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
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
