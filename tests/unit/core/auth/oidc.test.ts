import { afterEach, describe, expect, it, vi } from 'vitest'
import { createUserManager } from '../../../../src/core/auth/oidc'
import { appConfig, type IamConfig } from '../../../../src/core/config'
import { watchRequests } from '../../watch-requests'

const METADATA_KEY = 'iam.provider_metadata'
const discoveryPath = /\/\.well-known\/openid-configuration$/

const stored = () => vi.waitFor(() => expect(sessionStorage.getItem(METADATA_KEY)).not.toBeNull())

afterEach(() => {
  sessionStorage.clear()
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
