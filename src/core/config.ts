import { z } from 'zod/mini'

/** The console's runtime settings (docs/product/serving-and-config.md), read from window.__IAM_CONFIG__. */
export interface IamConfig {
  apiRoot: string
  authnRoot: string
  gatewayRoot: string
  versionKey: string
  oidc: OidcConfig
  apiDocsUrl: string
  docsVersion: string
  maxCertificates: number
  defaultPassword: string
  allowedRedirectHosts: string[]
  mock: boolean
  mockDelayMs: number
}

export interface OidcConfig {
  authority: string
  client_id: string
  scope: string
  redirect_uri: string
  silent_redirect_uri: string
  post_logout_redirect_uri: string
}

const text = z.string('must be text').check(z.trim(), z.minLength(1, 'must not be empty'))
/**
 * An absolute http(s) URL or a path on this origin. '//host/…' and '/\host/…' start with a slash
 * but name another host, as a browser reads them.
 */
const urlOrPath = text.check(
  z.refine(
    (value) => /^\/(?![/\\])/.test(value) || /^https?:\/\/[^/]/i.test(value),
    'must be an http(s) URL or a path starting with a single /',
  ),
)
const withoutTrailingSlash = z.transform((value: string) => value.replace(/\/+$/, ''))
const root = z.pipe(urlOrPath, withoutTrailingSlash)
const absoluteUrl = text.check(z.refine((value) => /^https?:\/\/[^/]/i.test(value), 'must be an http(s) URL'))
/** 'idp.example.com', 'idp_1.corp', '10.0.0.5' or '[fd00::1]', each optionally with ':port'. */
const hostName = text.check(z.regex(/^([a-z0-9._-]+|\[[0-9a-f:.]+\])(:\d+)?$/i, 'must be a host name, optionally with a port'))
/** A whole number from `min` to `max`. */
const wholeNumber = (min: number, max: number) =>
  z.int('must be a whole number').check(z.gte(min, `must be at least ${min}`), z.lte(max, `must be at most ${max}`))

const topLevelSchemas = {
  apiRoot: root,
  authnRoot: root,
  gatewayRoot: root,
  versionKey: text,
  apiDocsUrl: urlOrPath,
  docsVersion: text,
  maxCertificates: wholeNumber(1, 100),
  defaultPassword: z.string('must be text').check(z.minLength(1, 'must not be empty')),
  allowedRedirectHosts: z.array(hostName, 'must be a list of host names'),
  mock: z.boolean('must be true or false'),
  mockDelayMs: wholeNumber(0, 60_000),
} satisfies { [K in Exclude<keyof IamConfig, 'oidc'>]: z.ZodMiniType<IamConfig[K]> }

const oidcSchemas = {
  // Kept as written: it is the issuer that every identity token names, to the character, and an
  // issuer may end in a slash. Addresses built from it drop that slash (client.ts, oidc-client-ts).
  authority: absoluteUrl,
  client_id: text,
  scope: text,
  redirect_uri: absoluteUrl,
  silent_redirect_uri: absoluteUrl,
  post_logout_redirect_uri: absoluteUrl,
} satisfies { [K in keyof OidcConfig]: z.ZodMiniType<OidcConfig[K]> }

export function defaultConfig(origin: string): IamConfig {
  const authnRoot = '/api/iam/authn/v1'
  return {
    apiRoot: '/api/iam/v1',
    authnRoot,
    gatewayRoot: '/PrismGateway',
    versionKey: 'version',
    oidc: {
      authority: `${origin}/api/iam/authn`,
      client_id: 'iam-ui',
      scope: 'openid profile email',
      redirect_uri: `${origin}/ui/iam/callback`,
      silent_redirect_uri: `${origin}/ui/iam/silent-renew`,
      post_logout_redirect_uri: `${origin}/ui/iam/login`,
    },
    apiDocsUrl: `${authnRoot}/api-docs`,
    docsVersion: '5.18',
    maxCertificates: 2,
    defaultPassword: 'Nutanix/4u',
    allowedRedirectHosts: [],
    mock: false,
    mockDelayMs: 1000,
  }
}

type Report = (message: string) => void

/** Parses each present key of `raw` with its schema; a bad value is reported and replaced by its default. */
function pick<T extends object>(
  raw: Record<string, unknown>,
  schemas: { [K in keyof T]: z.ZodMiniType<T[K]> },
  defaults: T,
  prefix: string,
  report: Report,
): T {
  const result = { ...defaults }
  for (const key of Object.keys(schemas) as (keyof T & string)[]) {
    if (raw[key] === undefined) continue
    const parsed = schemas[key].safeParse(raw[key])
    if (parsed.success) result[key] = parsed.data
    else report(`IAM config: ${prefix}${key} ${parsed.error.issues[0]?.message ?? 'is invalid'}; using the default.`)
  }
  return result
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Merges the deployer's settings over the defaults. Never throws: a wrong value must not
 * leave the user with a blank page, so it is reported and its default used instead.
 */
export function readConfig(raw: unknown, origin: string, report: Report = console.error): IamConfig {
  const defaults = defaultConfig(origin)
  if (raw === undefined) return defaults
  if (!isRecord(raw)) {
    report('IAM config: window.__IAM_CONFIG__ is not an object; using the defaults.')
    return defaults
  }
  const { oidc: defaultOidc, ...defaultTop } = defaults
  const top = pick(raw, topLevelSchemas, defaultTop, '', report)
  // The API docs link follows a changed authnRoot unless it is set itself, and set rightly.
  if (!topLevelSchemas.apiDocsUrl.safeParse(raw.apiDocsUrl).success) top.apiDocsUrl = `${top.authnRoot}/api-docs`
  let oidc = defaultOidc
  if (raw.oidc !== undefined) {
    if (isRecord(raw.oidc)) oidc = pick(raw.oidc, oidcSchemas, defaultOidc, 'oidc.', report)
    else report('IAM config: oidc is not an object; using the defaults.')
  }
  return { ...top, oidc }
}

let current: IamConfig | undefined

/** The settings of this page, read once from window.__IAM_CONFIG__. */
export function appConfig(): IamConfig {
  current ??= readConfig(window.__IAM_CONFIG__, window.location.origin)
  return current
}

/** Replaces the page's settings; for tests and the mock service only. */
export function setAppConfig(config: IamConfig): void {
  current = config
}
