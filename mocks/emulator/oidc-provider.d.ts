// oidc-provider ships no types. This declares only the part of its surface the emulator uses
// (v9), so that a wrong call is a compile error rather than a surprise at run time.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export type ClaimValue = string | number | boolean | null | undefined

  export interface AccountClaims {
    sub: string
    [claim: string]: ClaimValue
  }

  export interface Account {
    accountId: string
    claims(use: string, scope: string): AccountClaims | Promise<AccountClaims>
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean }
    consent?: { grantId?: string }
  }

  export interface Interaction {
    readonly uid: string
    readonly returnTo: string
    readonly exp: number
    readonly prompt: { name: string; reasons: string[] }
    readonly params: Readonly<Record<string, unknown>>
    result?: InteractionResults
    /** Saves with the remaining lifetime. */
    persist(): Promise<string>
  }

  export interface Grant {
    readonly jti: string
    readonly accountId: string
    readonly clientId: string
    addOIDCScope(scope: string | string[] | ReadonlySet<string>): void
    addOIDCClaims(claims: string[] | ReadonlySet<string>): void
    save(ttl?: number): Promise<string>
  }

  export interface ClientMetadata {
    client_id: string
    token_endpoint_auth_method: 'none'
    application_type: 'web'
    grant_types: string[]
    response_types: string[]
    response_modes: string[]
    redirect_uris: string[]
    post_logout_redirect_uris: string[]
  }

  export interface Client {
    readonly clientId: string
    readonly redirectUris: readonly string[]
  }

  export interface Session {
    readonly accountId?: string
    grantIdFor(clientId: string): string | undefined
  }

  /** The `ctx.oidc` of oidc-provider's Koa context, as far as the configuration hooks read it. */
  export interface OidcContext {
    readonly client?: Client
    readonly session?: Session
    /** The session's account as findAccount found it; undefined when it found none. */
    readonly account?: Account
    /** The request's parameters (at logout: id_token_hint, post_logout_redirect_uri…). */
    readonly params?: Readonly<Record<string, unknown>>
    readonly result?: InteractionResults
    readonly requestParamOIDCScopes: ReadonlySet<string>
    readonly requestParamClaims: ReadonlySet<string>
    readonly provider: Provider
  }

  export interface KoaContextWithOIDC {
    readonly oidc: OidcContext
    readonly host: string
    /** Sets a response header. */
    set(field: string, value: string): void
    type: string
    body: string
    status: number
  }

  export interface ErrorOut {
    error: string
    error_description?: string
    state?: string
  }

  export interface JsonWebKeySet {
    keys: Record<string, unknown>[]
  }

  /** Interaction, session and token storage; one instance per model name. */
  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void>
    find(id: string): Promise<AdapterPayload | undefined>
    findByUid(uid: string): Promise<AdapterPayload | undefined>
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>
    consume(id: string): Promise<void>
    destroy(id: string): Promise<void>
    revokeByGrantId(grantId: string): Promise<void>
  }

  export interface AdapterPayload {
    uid?: string
    grantId?: string
    userCode?: string
    consumed?: number
    [key: string]: unknown
  }

  export type TtlFunction = (ctx: KoaContextWithOIDC, token: unknown, client: Client) => number

  export interface Configuration {
    adapter?: (modelName: string) => Adapter
    clients?: ClientMetadata[]
    claims?: Record<string, string[]>
    scopes?: string[]
    conformIdTokenClaims?: boolean
    cookies?: { keys: string[] }
    jwks?: JsonWebKeySet
    pkce?: { required?: () => boolean }
    responseTypes?: string[]
    ttl?: Partial<Record<'AccessToken' | 'AuthorizationCode' | 'Grant' | 'IdToken' | 'Interaction' | 'Session', number>>
    interactions?: {
      url(ctx: KoaContextWithOIDC, interaction: Interaction): string | Promise<string>
      policy?: interactionPolicy.Policy
    }
    features?: {
      devInteractions?: { enabled: boolean }
      pushedAuthorizationRequests?: { enabled: boolean }
      rpInitiatedLogout?: {
        enabled: boolean
        logoutSource?: (ctx: KoaContextWithOIDC, form: string) => void | Promise<void>
        postLogoutSuccessSource?: (ctx: KoaContextWithOIDC) => void | Promise<void>
      }
    }
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: Client) => boolean
    findAccount?: (ctx: KoaContextWithOIDC, sub: string) => Account | undefined | Promise<Account | undefined>
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Grant | undefined | Promise<Grant | undefined>
    renderError?: (ctx: KoaContextWithOIDC, out: ErrorOut, error: Error) => void | Promise<void>
  }

  /** When the provider asks for an interaction: prompts (login, consent), each with its checks. */
  export namespace interactionPolicy {
    class Check {
      /** `check` returns true when the prompt is needed; `error` is what a prompt=none request gets then. */
      constructor(reason: string, description: string, error: string, check: (ctx: KoaContextWithOIDC) => boolean)
      readonly reason: string
    }
    interface Checks extends Array<Check> {
      add(check: Check, index?: number): void
    }
    interface Prompt {
      readonly name: string
      readonly checks: Checks
    }
    interface Policy extends Array<Prompt> {
      get(name: string): Prompt | undefined
    }
    /** The default policy: a login prompt, then a consent prompt. */
    function base(): Policy
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration)
    readonly issuer: string
    readonly Interaction: { find(uid: string): Promise<Interaction | undefined> }
    /**
     * The interaction named by the provider's own signed cookie, which only the browser that made
     * the authorization request holds; rejects with a `SessionNotFound` error without one.
     */
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>
    readonly Grant: {
      new (properties: { accountId: string; clientId: string }): Grant
      find(id: string): Promise<Grant | undefined>
    }
    /** The Koa request listener. */
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>
    on(event: 'server_error', listener: (ctx: KoaContextWithOIDC, error: Error) => void): this
  }
}
