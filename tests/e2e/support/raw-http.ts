import { request, type IncomingHttpHeaders } from 'node:http'

export interface RawRequest {
  method?: string
  headers?: Record<string, string>
  /**
   * The body, handed to the connection all at once as most clients do (`req.end(body)`), chunk
   * by chunk: chunked transfer unless Content-Length is among the headers.
   */
  body?: readonly Buffer[]
  /** Sent with `Expect: 100-continue`: the body goes only once the server says 100 Continue. */
  expectContinue?: boolean
}

export interface RawReply {
  status: number
  headers: IncomingHttpHeaders
  body: string
  /** Whether the server said 100 Continue. */
  continued: boolean
  /** An error the client saw while sending (EPIPE, ECONNRESET), after or instead of the answer. */
  clientError: string | undefined
  /** How many body bytes the client handed to the connection. */
  bytesWritten: number
}

/**
 * One HTTP request over its own connection with Node's client, which, unlike fetch and the
 * browser, sends any Host header and keeps writing a body while the answer arrives.
 */
export function rawRequest(url: string, { method = 'GET', headers = {}, body = [], expectContinue = false }: RawRequest = {}): Promise<RawReply> {
  return new Promise((resolveReply, reject) => {
    let clientError: string | undefined
    let continued = false
    let bytesWritten = 0
    const named = (name: string) => Object.keys(headers).some((key) => key.toLowerCase() === name)
    // Node frames a body in chunks by itself for POST and PUT only; GET and DELETE must ask.
    const framing = body.length > 0 && !named('content-length') && !named('transfer-encoding') ? { 'Transfer-Encoding': 'chunked' } : {}
    const req = request(url, { method, headers: { ...headers, ...framing, ...(expectContinue ? { Expect: '100-continue' } : {}) }, agent: false })
    req.on('error', (error: NodeJS.ErrnoException) => {
      clientError ??= error.code ?? error.message
    })
    req.on('continue', () => {
      continued = true
      writeBody()
    })
    let answer: Pick<RawReply, 'status' | 'headers' | 'body'> | undefined
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('error', (error: NodeJS.ErrnoException) => {
        clientError ??= error.code ?? error.message
      })
      res.on('end', () => {
        answer = { status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }
      })
    })
    // Settled when the connection is gone, so that an error while sending after the answer counts.
    req.on('close', () => {
      if (answer) resolveReply({ ...answer, continued, clientError, bytesWritten })
      else reject(new Error(`no answer from ${url}: ${clientError ?? 'connection closed'}`))
    })

    function writeBody(): void {
      for (const chunk of body) {
        req.write(chunk)
        bytesWritten += chunk.length
      }
      req.end()
    }
    if (expectContinue) req.flushHeaders()
    else writeBody()
  })
}

/** `count` chunks of `size` bytes each. */
export function chunksOf(size: number, count: number): Buffer[] {
  return Array.from({ length: count }, () => Buffer.alloc(size, 'a'))
}
