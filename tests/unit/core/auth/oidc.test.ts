import { OidcClient } from 'oidc-client-ts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createUserManager, pendingSignInState } from '../../../../src/core/auth/oidc'
import { OIDC_STORAGE_PREFIX } from '../../../../src/core/auth/storage-keys'
import { appConfig, type IamConfig } from '../../../../src/core/config'
import { watchRequests } from '../../watch-requests'

const METADATA_KEY = 'iam.provider_metadata'
const discoveryPath = /\/\.well-known\/openid-configuration$/

const stored = () => vi.waitFor(() => expect(sessionStorage.getItem(METADATA_KEY)).not.toBeNull())

afterEach(() => {
  sessionStorage.clear()
  localStorage.clear()
})

describe("the sign-in client's settings", () => {
  it('come from the configured oidc settings, each one as set', () => {
    const oidc = {
      authority: 'https://sso.example.com/realms/iam',
      client_id: 'custom-console',
      scope: 'openid email groups',
      redirect_uri: 'https://console.example.com/iam/callback',
      silent_redirect_uri: 'https://console.example.com/iam/renew',
      post_logout_redirect_uri: 'https://console.example.com/iam/bye',
    }
    const { settings } = createUserManager({ ...appConfig(), oidc })
    expect(settings).toMatchObject(oidc)
  })
})

describe("the sign-in client's provider configuration", () => {
  it('is asked for once per tab session: the callback page load reuses what the redirect fetched', async () => {
    const discovery = watchRequests('GET', discoveryPath)
    const endpoint = await createUserManager(appConfig()).metadataService.getAuthorizationEndpoint()
    await stored()

    const again = createUserManager(appConfig())
    expect(await again.metadataService.getAuthorizationEndpoint()).toBe(endpoint)
    expect(discovery).toHaveLength(1)
  })

  it('is asked for again for another provider, or when the kept copy is damaged', async () => {
    const discovery = watchRequests('GET', discoveryPath)
    await createUserManager(appConfig()).metadataService.getMetadata()
    await stored()

    const config = appConfig()
    const elsewhere: IamConfig = { ...config, oidc: { ...config.oidc, authority: `${config.oidc.authority}/` } }
    await createUserManager(elsewhere).metadataService.getMetadata()
    expect(discovery).toHaveLength(2)

    sessionStorage.setItem(METADATA_KEY, '{"authority":')
    await createUserManager(appConfig()).metadataService.getMetadata()
    expect(discovery).toHaveLength(3)
  })
})

describe('pendingSignInState', () => {
  const CALLBACK = 'https://console.example/ui/iam/callback'
  const returnTo = '/ui/iam/settings/authentication?samlPage=2'

  /** A sign-in redirect's request, recorded as the client records it; returns its state's id. */
  async function startSignIn() {
    const manager = createUserManager(appConfig())
    const client = new OidcClient(manager.settings, manager.metadataService)
    const request = await client.createSigninRequest({ state: { returnTo }, request_type: 'si:r' })
    return { manager, client, id: new URL(request.url).searchParams.get('state') ?? '' }
  }

  it('is the state of the sign-in a reply answers, whatever the reply says', async () => {
    const { manager, id } = await startSignIn()
    expect(await pendingSignInState(manager, `${CALLBACK}?code=c&state=${id}`)).toEqual({ returnTo })
    expect(await pendingSignInState(manager, `${CALLBACK}?error=access_denied&state=${id}`)).toEqual({ returnTo })
  })

  it('is gone once the client has taken the reply in, which is why the callback reads it first', async () => {
    const { manager, client, id } = await startSignIn()
    await client.readSigninResponseState(`${CALLBACK}?code=c&state=${id}`, true)
    expect(await pendingSignInState(manager, `${CALLBACK}?code=c&state=${id}`)).toBeUndefined()
  })

  it('is undefined for a reply to no sign-in of this browser', async () => {
    const { manager, id } = await startSignIn()
    localStorage.setItem(`${OIDC_STORAGE_PREFIX}damaged`, '{"id":')
    // The client keeps its signed-in user under the same prefix: a link may name that record.
    const userKey = `user:${appConfig().oidc.authority}:${appConfig().oidc.client_id}`
    localStorage.setItem(`${OIDC_STORAGE_PREFIX}${userKey}`, JSON.stringify({ id_token: 'h.p.s', profile: { sub: 'a' }, expires_at: 9e9 }))
    const queries = ['?code=c', '?code=c&state=forged', '?code=c&state=damaged', `?code=c&state=${id}x`, `#state=${id}`]
    for (const query of [...queries, `?code=c&state=${encodeURIComponent(userKey)}`]) {
      expect(await pendingSignInState(manager, `${CALLBACK}${query}`), query).toBeUndefined()
    }
  })
})
