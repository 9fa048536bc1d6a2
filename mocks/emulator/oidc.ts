import { randomBytes } from 'node:crypto'
import type { RequestListener } from 'node:http'
import Provider, { interactionPolicy, type Account, type Configuration, type Grant, type KoaContextWithOIDC } from 'oidc-provider'
import type { MockDb } from '../db'
import { accountClaims } from './account-claims'
import { autoLogoutPage, confirmLogoutPage, errorPage, signedOutPage } from './html-pages'
import { decodeJson } from './id-token'
import { createMemoryAdapterFactory } from './memory-adapter'
import { emulatorPagePolicy, newNonce, ownPage } from './security-headers'
import type { SigningKey } from './signing-key'

export interface OpenIdProviderOptions {
  /** The emulator's origin, e.g. http://127.0.0.1:9440. */
  origin: string
  /** Path of the issuer below the origin; the provider is mounted there. */
  issuerPath: string
  /** Where the provider sends the browser to log in; `<uid>` is appended. */
  interactionPath: string
  consoleBasePath: string
  /** The console's public client id (iam-ui). */
  clientId: string
  signingKey: SigningKey
  tokenTtlSeconds: number
  db: MockDb
}

const SESSION_TTL_SECONDS = 24 * 3600
const INTERACTION_TTL_SECONDS = 3600

/**
 * The account behind a `sub`; its claims are read at token time. A user deactivated or deleted
 * since signing in has none: the provider's session no longer signs them in, silently or not.
 */
async function findAccount(db: MockDb, sub: string): Promise<Account | undefined> {
  await db.ready()
  if (!db.isActiveUser(sub)) return undefined
  return { accountId: sub, claims: () => accountClaims(db.getUser(sub)) }
}

/**
 * oidc-provider's prompts, with one more reason to ask for a login: the session's user was
 * deactivated or removed since signing in (findAccount finds no account). A silent renewal then
 * answers login_required rather than new tokens, and a visible one shows the login form, which
 * refuses a deactivated user.
 */
function policyForActiveAccounts(): interactionPolicy.Policy {
  const policy = interactionPolicy.base()
  const inactive = new interactionPolicy.Check(
    'account_inactive',
    "the session's user is deactivated or gone",
    'login_required',
    (ctx) => ctx.oidc.session?.accountId !== undefined && ctx.oidc.account === undefined,
  )
  policy.get('login')?.checks.add(inactive)
  return policy
}

/**
 * Whether a logout request names, as its `id_token_hint`, a token of the session's own user, as the
 * console's Logout does. oidc-provider has checked the hint's signature by then, not whose it is.
 */
function hintNamesSessionUser(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.params?.id_token_hint
  const accountId = ctx.oidc.session?.accountId
  if (typeof hint !== 'string' || accountId === undefined) return false
  return decodeJson(hint.split('.')[1] ?? '')?.sub === accountId
}

/**
 * The console is first-party: it gets every scope it asks for without a consent screen. The
 * session's grant is reused (silent renew) and widened when needed; otherwise a new one is made.
 */
async function autoGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { client, session, provider, requestParamOIDCScopes, requestParamClaims } = ctx.oidc
  if (!client || !session?.accountId) return undefined
  const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId)
  const grant =
    (grantId === undefined ? undefined : await provider.Grant.find(grantId)) ??
    new provider.Grant({ accountId: session.accountId, clientId: client.clientId })
  grant.addOIDCScope(requestParamOIDCScopes)
  grant.addOIDCClaims(requestParamClaims)
  await grant.save()
  return grant
}

/** One of the emulator's own pages as the provider's answer, under a policy with a fresh nonce. */
function renderPage(ctx: KoaContextWithOIDC, template: string): void {
  const { html, headers } = ownPage(template)
  for (const [name, value] of Object.entries(headers)) ctx.set(name, value)
  ctx.type = 'html'
  ctx.body = html
}

export interface OpenIdProvider {
  provider: Provider
  /** Answers requests whose URL still carries the issuer path. */
  handle: RequestListener
}

export function createOpenIdProvider(options: OpenIdProviderOptions): OpenIdProvider {
  const { origin, consoleBasePath, tokenTtlSeconds } = options
  const configuration: Configuration = {
    adapter: createMemoryAdapterFactory(),
    clients: [
      {
        client_id: options.clientId,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // The console reads its code from the query. Another mode would have the provider answer
        // with a page of its own that posts the code on (form_post), which the console never asks for.
        response_modes: ['query'],
        // The silent-renew page receives its code in the hidden iframe, so it is a redirect URI too.
        redirect_uris: [`${origin}${consoleBasePath}callback`, `${origin}${consoleBasePath}silent-renew`],
        post_logout_redirect_uris: [`${origin}${consoleBasePath}login`],
      },
    ],
    // Scopes follow from these claim groups; without offline_access no refresh token is ever issued.
    scopes: ['openid'],
    claims: { openid: ['sub'], email: ['email'], profile: ['name', 'preferred_username', 'locale'] },
    // The console reads `email` from the id_token itself, even though an access token is issued too.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [options.signingKey.privateJwk] },
    ttl: {
      AccessToken: tokenTtlSeconds,
      IdToken: tokenTtlSeconds,
      AuthorizationCode: 60,
      Interaction: INTERACTION_TTL_SECONDS,
      Session: SESSION_TTL_SECONDS,
      Grant: SESSION_TTL_SECONDS,
    },
    interactions: { url: (_ctx, interaction) => `${options.interactionPath}${interaction.uid}`, policy: policyForActiveAccounts() },
    features: {
      devInteractions: { enabled: false },
      // On by default; the console never pushes its authorization request, so the endpoint is not offered.
      pushedAuthorizationRequests: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => renderPage(ctx, hintNamesSessionUser(ctx) ? autoLogoutPage(form) : confirmLogoutPage(form)),
        postLogoutSuccessSource: (ctx) => renderPage(ctx, signedOutPage()),
      },
    },
    // Only the console's own origin may call the token and userinfo endpoints from a browser.
    clientBasedCORS: (_ctx, requestOrigin, client) => client.redirectUris.some((uri) => new URL(uri).origin === requestOrigin),
    findAccount: (_ctx, sub) => findAccount(options.db, sub),
    loadExistingGrant: autoGrant,
    renderError: (ctx, out) => renderPage(ctx, errorPage(out.error, out.error_description)),
  }

  const provider = new Provider(`${origin}${options.issuerPath}`, configuration)
  provider.on('server_error', (_ctx, error) => {
    console.error('oidc-provider:', error)
  })
  const listener = provider.callback()

  return {
    provider,
    handle: (req, res) => {
      // Mounted below the issuer path: oidc-provider works out its mount point by comparing
      // originalUrl with the URL it routes on, so on node:http both are set here by hand.
      const url = req.url ?? '/'
      ;(req as typeof req & { originalUrl?: string }).originalUrl = url
      const below = url.slice(options.issuerPath.length)
      req.url = below.startsWith('/') ? below : `/${below}`
      // oidc-provider writes a few pages itself: the self-submitting forms of a sign-out without a
      // session, of a sign-in that switches the account, and of a refusal of a request that asked
      // for the form_post mode. It adds their script's hash to the policy an answer already
      // carries, and sends none otherwise; so every answer starts with the policy of the
      // emulator's own pages, which those of renderPage replace with their own.
      res.setHeader('Content-Security-Policy', emulatorPagePolicy(newNonce()))
      void listener(req, res)
    },
  }
}
