import { SigninState, UserManager, WebStorageStateStore, type OidcMetadata } from 'oidc-client-ts'
import type { IamConfig } from '../config'
import { OIDC_STORAGE_PREFIX } from './storage-keys'

/**
 * The provider's discovery document, kept for the browser tab's session: a sign-in is two page
 * loads (the redirect and the callback), and the second need not ask for it again. It is the
 * provider's public configuration, not a credential.
 */
const METADATA_KEY = 'iam.provider_metadata'

interface StoredMetadata {
  authority: string
  metadata: Partial<OidcMetadata>
}

function storedMetadata(authority: string): Partial<OidcMetadata> | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(METADATA_KEY) ?? 'null') as StoredMetadata | null
    const metadata = stored?.authority === authority ? stored.metadata : undefined
    // Anything else (another provider, an older shape) is fetched again.
    return typeof metadata?.authorization_endpoint === 'string' && typeof metadata.token_endpoint === 'string' ? metadata : undefined
  } catch {
    return undefined
  }
}

/** Keeps the discovery document once the client has fetched it, for the next page load. */
function keepMetadataWhenFetched(manager: UserManager, authority: string): void {
  const service = manager.metadataService
  const fetchMetadata = service.getMetadata.bind(service)
  service.getMetadata = async () => {
    const metadata = await fetchMetadata()
    sessionStorage.setItem(METADATA_KEY, JSON.stringify({ authority, metadata } satisfies StoredMetadata))
    return metadata
  }
}

/**
 * Loaded only when a sign-in, renewal or sign-out needs it (see `AuthController.userManager`), so
 * pages that need none (the login page above all) do not download oidc-client-ts.
 *
 * The sign-in client of docs/product/sign-in.md: Authorization Code with PKCE (the specified
 * implicit flow is deprecated by RFC 9700 and unsupported by oidc-client-ts).
 */
export function createUserManager(config: IamConfig): UserManager {
  // Records carry the `oidc-` prefix that the page-hide clean-up looks for (docs/product/storage.md).
  const store = new WebStorageStateStore({ prefix: OIDC_STORAGE_PREFIX, store: window.localStorage })
  const metadata = storedMetadata(config.oidc.authority)
  const manager = new UserManager({
    ...config.oidc,
    ...(metadata ? { metadata } : {}),
    response_type: 'code',
    userStore: store,
    stateStore: store,
    // The auth controller renews on its own timer, so the client need not load before it is due.
    automaticSilentRenew: false,
    // The id_token carries every claim the console shows; no userinfo round trip.
    loadUserInfo: false,
    // Session monitoring would need third-party cookies in an iframe; renewal covers expiry.
    monitorSession: false,
  })
  if (!metadata) keepMetadataWhenFetched(manager, config.oidc.authority)
  return manager
}

/**
 * The state of the sign-in that the reply at `url` answers, read from the client's own record of
 * that sign-in. Read it before the client finishes the reply: the client removes the record before
 * it exchanges the code, and a failed exchange would then no longer tell which page the sign-in was
 * for. Undefined when this browser has no such sign-in waiting (a forged or replayed reply, or none).
 */
export async function pendingSignInState(manager: UserManager, url: string): Promise<unknown> {
  const id = new URL(url).searchParams.get('state')
  if (!id) return undefined
  try {
    const record = await manager.settings.stateStore.get(id)
    return record ? (await SigninState.fromStorageString(record)).data : undefined
  } catch {
    // A damaged record answers no sign-in of ours.
    return undefined
  }
}
