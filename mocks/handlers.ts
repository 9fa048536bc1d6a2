import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType, type PathParams } from 'msw'
import type { z } from 'zod/mini'
import { defaultConfig } from '../src/core/config'
import { endpoints, type EndpointName, type EndpointRoot, type Endpoints, type HttpMethod } from '../src/core/api/endpoints'
import { pageInputSchema } from '../src/core/api/schemas'
import { checkPasswordRules, type PasswordRule } from '../src/core/validation/password-rules'
import { createAccessKey } from './certificates'
import { MockDbError, type MockDb, type MockEntity, type UsernameMatch } from './db'
import type { Fault, FaultRegistry } from './faults'
import { parseUsernameFilter, usernamePrefixMatch } from './username-filter'

export interface MockHandlerOptions {
  /** Absolute URLs: msw matches whole URLs, and the roots may sit on another origin. */
  apiRoot: string
  gatewayRoot: string
  authority: string
  /** The field of the version reply that holds the version (`versionKey`, docs/product/serving-and-config.md). */
  versionKey?: string
  /** The platform's factory password, which a new password may not be (`defaultPassword`; its default when left out). */
  defaultPassword?: string
  /** Added to every answer, after any fault. */
  delayMs?: number
  faults: FaultRegistry
}

type ParsedInput<N extends EndpointName> = z.output<Endpoints[N]['input']>

export interface ReplyContext {
  /** The `endpoint` of error-response objects: method and path as called. */
  label: string
}

type Resolver<N extends EndpointName> = (input: ParsedInput<N>, context: ReplyContext) => Response | Promise<Response>
type Resolvers = { [N in EndpointName]: Resolver<N> }

// ------------------------------------------------------------ replies

/** The password call's answer to a wrong old password. */
export const WRONG_OLD_PASSWORD_CODE = 'IAM_ERR_7'

/** A request the real service would refuse with 400 (IAM_ERR_6, 'bad request'). */
class BadRequest extends Error {}

const NOT_FOUND_CODES: Record<MockEntity, string> = {
  user: 'IAM_ERR_19',
  service_account: 'IAM_ERR_22',
  access_key: 'IAM_ERR_15',
  saml_provider: 'IAM_ERR_404',
  directory: 'IAM_ERR_25',
}

/** The service's error body (docs/product/api.md 'Errors'); `context.label` names the call, e.g. 'PUT /api/iam/v1/users/password'. */
export function errorReply(status: number, errorCode: string, details: string, context: ReplyContext, message?: string) {
  return HttpResponse.json(
    {
      details,
      endpoint: context.label,
      error_code: errorCode,
      severity: 'ERROR',
      ...(message === undefined ? {} : { message }),
    },
    { status },
  )
}

const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status })
const created = (body: JsonBodyType) => json(body, 201)
const noContent = () => new HttpResponse(null, { status: 204 })

function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length ? issue.path.map(String).join('.') : 'body'}: ${issue.message}`)
    .join('; ')
}

// ------------------------------------------------------------ faults

/** Statuses whose responses may not have a body. */
const BODILESS_STATUSES = new Set([204, 205, 304])

/** The reply a fault plays, or undefined when the call should go on (after a fault's delay). */
async function playFault(fault: Fault, context: ReplyContext): Promise<Response | undefined> {
  if ('network' in fault) return HttpResponse.error()
  if ('malformed' in fault) {
    return new HttpResponse('{"result": [{"uuid": "truncated', {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    })
  }
  if ('delayMs' in fault) {
    await delay(fault.delayMs)
    return undefined
  }
  if (BODILESS_STATUSES.has(fault.status)) return new HttpResponse(null, { status: fault.status })
  if (fault.body !== undefined) {
    return new HttpResponse(JSON.stringify(fault.body), {
      status: fault.status,
      headers: { 'Content-Type': 'application/json' },
    })
  }
  return errorReply(fault.status, `IAM_ERR_${String(fault.status)}`, `The service answered HTTP ${String(fault.status)}.`, context)
}

// ------------------------------------------------------------ requests

type RawInput = { ok: true; value: Record<string, unknown> } | { ok: false; details: string }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Query values are text; the paging fields are numbers in the endpoint schemas. */
const NUMERIC_QUERY_KEYS = new Set(Object.keys(pageInputSchema.shape))

function pathValues(params: PathParams): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string') values[name] = value
  }
  return values
}

/** The first value of each query key; a Map, so a key such as __proto__ stays plain data. */
function queryValues(url: URL): Record<string, unknown> {
  const values = new Map<string, unknown>()
  for (const [key, value] of url.searchParams) {
    if (values.has(key)) continue
    values.set(key, NUMERIC_QUERY_KEYS.has(key) && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value)
  }
  return Object.fromEntries(values)
}

/** Path parameters, plus the query of a GET or the JSON body of a write, as one object to validate. */
async function readRawInput(method: HttpMethod, request: Request, params: PathParams): Promise<RawInput> {
  const fromPath = pathValues(params)
  if (method === 'GET') return { ok: true, value: { ...queryValues(new URL(request.url)), ...fromPath } }
  if (method === 'DELETE') return { ok: true, value: fromPath }
  const text = await request.text()
  if (text.trim() === '') return { ok: true, value: fromPath }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { ok: false, details: 'body: is not valid JSON' }
  }
  if (!isRecord(body)) return { ok: false, details: 'body: must be a JSON object' }
  // The path names the entity, whatever the body says.
  return { ok: true, value: { ...body, ...fromPath } }
}

/** `username==<literal>.*` as a match on names, without ever building a RegExp from it (docs/decisions/026). */
function usernameMatch(filter: string | undefined): UsernameMatch | undefined {
  if (filter === undefined || filter === '') return undefined
  const parsed = parseUsernameFilter(filter)
  if (!parsed.ok) throw new BadRequest(parsed.details)
  return usernamePrefixMatch(parsed.prefix)
}

// ------------------------------------------------------------ passwords

const DEFAULT_PASSWORD = defaultConfig('').defaultPassword

/** How the service words each rule about the password's own characters. */
const COMPOSITION_TEXTS: readonly [PasswordRule, string][] = [
  ['length', 'be 8 to 40 characters long'],
  ['lowercase', 'contain a lowercase letter'],
  ['uppercase', 'contain an uppercase letter'],
  ['number', 'contain a number'],
  ['special', 'contain a special character'],
]

/**
 * The console's own rules (docs/product/change-password.md, `checkPasswordRules`), enforced again
 * as a real service would, in the service's words.
 */
function passwordProblem(oldPassword: string, newPassword: string, defaultPassword: string): string | undefined {
  const rules = checkPasswordRules(newPassword, oldPassword, defaultPassword)
  if (!rules.notDefault) return 'The new password must not be the default password.'
  if (!rules.differentFromOld) return 'The new password must differ from the old password.'
  const broken = COMPOSITION_TEXTS.filter(([rule]) => !rules[rule]).map(([, text]) => text)
  return broken.length ? `The new password must ${broken.join(', ')}.` : undefined
}

// ------------------------------------------------------------ documents

/** The issuer is the authority as configured, a trailing slash included; its endpoints sit below it. */
function discoveryDocument(authority: string) {
  const below = authority.replace(/\/+$/, '')
  return {
    issuer: authority,
    authorization_endpoint: `${below}/auth`,
    token_endpoint: `${below}/token`,
    userinfo_endpoint: `${below}/me`,
    jwks_uri: `${below}/jwks`,
    end_session_endpoint: `${below}/session/end`,
    response_types_supported: ['code'],
    response_modes_supported: ['query', 'fragment'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    token_endpoint_auth_methods_supported: ['none'],
    claims_supported: ['sub', 'email', 'email_verified', 'name', 'preferred_username', 'locale'],
  }
}

/**
 * The service provider's SAML metadata. The mock service sends no authentication requests, so it
 * signs none and holds no signing key: the metadata says so (AuthnRequestsSigned="false"), as an
 * identity provider would otherwise expect signatures it has no certificate to check. It still
 * asks for signed assertions, as the service does.
 */
function serviceProviderMetadata(apiRoot: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${apiRoot}/saml/sp">`,
    '  <md:SPSSODescriptor AuthnRequestsSigned="false" WantAssertionsSigned="true" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">',
    '    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>',
    `    <md:AssertionConsumerService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${apiRoot}/saml/sp/acs" index="0" isDefault="true"/>`,
    '  </md:SPSSODescriptor>',
    '</md:EntityDescriptor>',
  ].join('\n')
}

// ------------------------------------------------------------ the service

function createResolvers(db: MockDb, options: MockHandlerOptions): Resolvers {
  return {
    GET_OIDC_DISCOVERY: () => json(discoveryDocument(options.authority)),
    // name=local lists every connector; any other name is a provider search (docs/product/providers.md).
    GET_CONNECTORS: ({ name }) =>
      name.trim().toLowerCase() === 'local'
        ? json({ result: db.listConnectors(), service_provider_enabled: false })
        : json({ result: db.findConnectorsByName(name), service_provider_enabled: true }),

    GET_USERS: ({ filter, ...page }) => json(db.listUsers(page, usernameMatch(filter))),
    GET_USER: ({ uuid }) => json(db.getUser(uuid)),
    CREATE_USER: async (input) => created(await db.createUser(input)),
    UPDATE_USER: async (input) => json(await db.updateUser(input.uuid, input)),
    ACTIVATE_USER: ({ uuid }) => json(db.setUserActive(uuid, true)),
    DEACTIVATE_USER: ({ uuid }) => json(db.setUserActive(uuid, false)),
    CHANGE_PASSWORD: async ({ username, old_password, new_password }, context) => {
      const outcome = await db.changePassword(username, old_password, new_password, (candidate) =>
        passwordProblem(old_password, candidate, options.defaultPassword ?? DEFAULT_PASSWORD),
      )
      switch (outcome.kind) {
        case 'changed':
          return json({ message: 'Your password has been changed.' })
        case 'wrong_credentials': {
          const message = 'Your username or old password was incorrect.'
          return errorReply(400, WRONG_OLD_PASSWORD_CODE, message, context, message)
        }
        case 'disabled': {
          const message = 'This account is disabled.'
          return errorReply(400, 'IAM_ERR_29', message, context, message)
        }
        case 'rejected':
          return errorReply(400, 'IAM_ERR_28', outcome.reason, context, outcome.reason)
      }
    },

    GET_SERVICE_ACCOUNTS: (page) => json(db.listServiceAccounts(page)),
    CREATE_SERVICE_ACCOUNT: (input) => created(db.createServiceAccount(input)),
    DELETE_SERVICE_ACCOUNT: ({ uuid }) => {
      db.deleteServiceAccount(uuid)
      return noContent()
    },
    CREATE_ACCESS_KEY: async ({ uuid }) => {
      const account = db.assertCanAddAccessKey(uuid)
      const { createdAt, expiresAt } = db.accessKeyValidity()
      const key = await createAccessKey(account.name, createdAt, expiresAt)
      return created(db.addAccessKey(uuid, key))
    },
    DELETE_ACCESS_KEY: ({ uuid, keyUuid }) => {
      db.deleteAccessKey(uuid, keyUuid)
      return noContent()
    },

    GET_SAML_IDENTITY_PROVIDERS: (page) => json(db.listSamlProviders(page)),
    GET_SAML_IDP: ({ idp_id }) => json(db.getSamlProvider(idp_id)),
    ADD_SAML_IDP: (input) => created(db.addSamlProvider(input)),
    UPDATE_SAML_IDP: (input) => json(db.updateSamlProvider(input.idp_id, input)),
    DELETE_SAML_IDP: ({ idp_id }) => {
      db.deleteSamlProvider(idp_id)
      return noContent()
    },

    GET_DIRECTORY_SERVICES: (page) => json(db.listDirectories(page)),
    GET_DIRECTORY_SERVICE: ({ dir_id }) => json(db.getDirectory(dir_id)),
    ADD_DIRECTORY_SERVICE: async (input) => created(await db.addDirectory(input)),
    UPDATE_DIRECTORY_SERVICE: async (input) => json(await db.updateDirectory(input.dir_id, input)),
    DELETE_DIRECTORY_SERVICE: ({ dir_id }) => {
      db.deleteDirectory(dir_id)
      return noContent()
    },

    GET_SYSTEM_CONFIG: () => json(db.getSystemConfig()),
    GET_PRISM_VERSION: () => {
      const { version, customLogin } = db.getVersion()
      return json({ [options.versionKey ?? 'version']: version, customLogin })
    },
  }
}

function parseInput(name: EndpointName, raw: Record<string, unknown>): z.core.util.SafeParseResult<ParsedInput<EndpointName>> {
  return endpoints[name].input.safeParse(raw)
}

function invoke<N extends EndpointName>(
  name: N,
  input: ParsedInput<N>,
  resolvers: Resolvers,
  context: ReplyContext,
): Response | Promise<Response> {
  const resolve: Resolver<N> = resolvers[name]
  return resolve(input, context)
}

async function answer(name: EndpointName, raw: RawInput, resolvers: Resolvers, context: ReplyContext): Promise<Response> {
  if (!raw.ok) return errorReply(400, 'IAM_ERR_6', raw.details, context)
  const parsed = parseInput(name, raw.value)
  if (!parsed.success) return errorReply(400, 'IAM_ERR_6', describeIssues(parsed.error), context)
  try {
    return await invoke(name, parsed.data, resolvers, context)
  } catch (error) {
    if (error instanceof BadRequest) return errorReply(400, 'IAM_ERR_6', error.message, context)
    if (!(error instanceof MockDbError)) throw error
    if (error.kind === 'conflict') return errorReply(409, 'IAM_ERR_409', error.message, context)
    if (error.kind === 'bad_request') return errorReply(400, 'IAM_ERR_6', error.message, context)
    return errorReply(404, NOT_FOUND_CODES[error.entity], error.message, context)
  }
}

/** Two endpoints may share a route (ACTIVATE_USER, DEACTIVATE_USER): the body tells which one is called. */
function endpointFor(names: readonly EndpointName[], raw: RawInput): EndpointName {
  const matching = raw.ok ? names.find((name) => endpoints[name].input.safeParse(raw.value).success) : undefined
  const name = matching ?? names[0]
  if (name === undefined) throw new Error('A route without endpoints')
  return name
}

interface Route {
  method: HttpMethod
  url: string
  names: EndpointName[]
}

function rootUrl(root: EndpointRoot, options: MockHandlerOptions): string {
  const roots: Record<EndpointRoot, string> = {
    api: options.apiRoot,
    gateway: options.gatewayRoot,
    authority: options.authority,
  }
  return roots[root].replace(/\/+$/, '')
}

/** One route per method and URL; literal paths first, so /users/password is not read as /users/:uuid. */
function routesOf(options: MockHandlerOptions): Route[] {
  const routes = new Map<string, Route>()
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const { method, root, path } = endpoints[name]
    const url = `${rootUrl(root, options)}${path}`
    const key = `${method} ${url}`
    const route = routes.get(key)
    if (route) route.names.push(name)
    else routes.set(key, { method, url, names: [name] })
  }
  const paramCount = (route: Route) => route.url.split('/:').length
  return [...routes.values()].sort((a, b) => paramCount(a) - paramCount(b))
}

const METHOD_HANDLERS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const

/** msw handlers for every endpoint of the table, answering from `db` as the real service would (docs/product/api.md). */
export function createHandlers(db: MockDb, options: MockHandlerOptions): HttpHandler[] {
  const resolvers = createResolvers(db, options)
  const globalDelay = options.delayMs ?? 0

  const endpointHandlers = routesOf(options).map(({ method, url, names }) =>
    METHOD_HANDLERS[method](url, async ({ request, params }) => {
      const context: ReplyContext = { label: `${method} ${new URL(request.url).pathname}` }
      const raw = await readRawInput(method, request, params)
      const name = endpointFor(names, raw)
      const fault = options.faults.take(name)
      if (fault) {
        const reply = await playFault(fault, context)
        if (reply) return reply
      }
      if (globalDelay > 0) await delay(globalDelay)
      await db.ready()
      return answer(name, raw, resolvers, context)
    }),
  )

  // Not in the endpoint table (the console links to it), but a service answers it all the same.
  const metadataHandler = http.get(`${rootUrl('api', options)}/saml/sp/metadata`, async () => {
    if (globalDelay > 0) await delay(globalDelay)
    return new HttpResponse(serviceProviderMetadata(rootUrl('api', options)), {
      headers: {
        'Content-Type': 'application/samlmetadata+xml',
        'Content-Disposition': 'attachment; filename="iam-metadata"',
      },
    })
  })

  return [...endpointHandlers, metadataHandler]
}
