import type { IncomingMessage, ServerResponse } from 'node:http'
import { z } from 'zod/mini'
import type { EndpointName } from '../../src/core/api/endpoints'
import type { MockDb } from '../db'
import { faultSchema, isEndpointName, type FaultRegistry } from '../faults'
import { DEMO_ADMIN_EMAIL } from '../seed'
import { crossSiteReason } from './cross-site'
import { readBody, sendJson } from './http-utils'
import type { InteractionBindings } from './interaction-binding'
import type { LoginAnswer } from './login-answer'
import type { LoginAttempts } from './login-attempts'
import type { PreAuthentications } from './pre-authentication'

export const TEST_CONTROLS_PATH = '/__emulator'

export interface TestControlOptions {
  db: MockDb
  faults: FaultRegistry
  preAuthentications: PreAuthentications
  bindings: InteractionBindings
  loginAttempts: LoginAttempts
  loginAnswer: LoginAnswer
  /** Signs a token response for the fragment-path tests. */
  mintTokens: (request: MintRequest) => Record<string, unknown>
  /** The emulator's own origin: a browser's request from any other is refused. */
  origin: string
}

/** What a test asks of a minted token: by default a valid one for admin. */
const mintRequestSchema = z.strictObject({
  email: z._default(z.string(), DEMO_ADMIN_EMAIL),
  audience: z._default(z.union([z.string(), z.array(z.string())]), 'iam-ui'),
  issuer: z.optional(z.string()),
  /** The id_token's lifetime (its `exp`), from now. */
  expiresInSeconds: z._default(z.int(), 300),
  /** The response's `expires_in`, when it should differ from the token's lifetime. */
  responseExpiresIn: z.optional(z.int()),
  /** Signed by a key the provider never published. */
  foreignKey: z._default(z.boolean(), false),
  /** Claims added to or replacing the minted ones (`nbf`, `iat`, `azp`…); null removes one. */
  claims: z._default(z.record(z.string(), z.unknown()), {}),
  /** Header parameters added to the minted ones (`crit`…). */
  header: z._default(z.record(z.string(), z.unknown()), {}),
  /** The `state` the response echoes. */
  state: z._default(z.string(), 'minted'),
})
export type MintRequest = z.infer<typeof mintRequestSchema>

/** How a login without an interaction is answered (login-answer.ts). */
const loginAnswerRequestSchema = z.strictObject({ mode: z.enum(['code', 'fragment']) })

const faultRequestSchema = z.strictObject({
  name: z.custom<EndpointName>((value) => typeof value === 'string' && isEndpointName(value), 'is not an endpoint name of src/core/api/endpoints.ts'),
  fault: faultSchema,
})

/** The request's JSON body parsed by `schema`, or undefined after answering 400. An empty body is `{}`. */
async function readJsonBody<T>(req: IncomingMessage, res: ServerResponse, schema: z.ZodMiniType<T>): Promise<T | undefined> {
  // Read outside the try: a body over the limit is the router's 413, like on every other route.
  const text = (await readBody(req)).toString('utf8')
  let raw: unknown
  try {
    raw = JSON.parse(text || '{}')
  } catch {
    sendJson(res, 400, { error: 'The body must be JSON.' })
    return undefined
  }
  const parsed = schema.safeParse(raw)
  if (parsed.success) return parsed.data
  sendJson(res, 400, { error: z.prettifyError(parsed.error) })
  return undefined
}

function noContent(res: ServerResponse): void {
  res.writeHead(204)
  res.end()
}

/**
 * Routes under /__emulator for browser tests: reset the state, play faults, mint tokens and
 * switch how a login is answered. Only an emulator created with `testControls: true` has them;
 * `npm start` never does.
 */
export function createTestControls({
  db,
  faults,
  preAuthentications,
  bindings,
  loginAttempts,
  loginAnswer,
  mintTokens,
  origin,
}: TestControlOptions) {
  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    // Tests call these from their own client or from the console's page; a page of another site,
    // open in the tester's browser, must not reset the store, switch the login's answer or mint tokens.
    const refusal = crossSiteReason(req.headers, origin)
    if (refusal !== undefined) {
      sendJson(res, 403, { error: `Test controls refuse requests from another site (${refusal}).` })
      return
    }
    const route = `${req.method ?? 'GET'} ${pathname.slice(TEST_CONTROLS_PATH.length)}`
    switch (route) {
      case 'POST /reset':
        await db.ready()
        db.reset()
        faults.clear()
        preAuthentications.clear()
        bindings.clear()
        loginAttempts.clear()
        loginAnswer.mode = 'code'
        noContent(res)
        return
      case 'POST /faults': {
        const request = await readJsonBody(req, res, faultRequestSchema)
        if (!request) return
        faults.set(request.name, request.fault)
        noContent(res)
        return
      }
      case 'POST /tokens': {
        const request = await readJsonBody(req, res, mintRequestSchema)
        if (request) sendJson(res, 200, mintTokens(request))
        return
      }
      case 'POST /login-answer': {
        const request = await readJsonBody(req, res, loginAnswerRequestSchema)
        if (!request) return
        loginAnswer.mode = request.mode
        noContent(res)
        return
      }
      case 'DELETE /faults':
        faults.clear()
        noContent(res)
        return
      default:
        sendJson(res, 404, { error: `No test control ${route}.` })
    }
  }
}
