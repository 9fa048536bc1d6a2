import { UserManager } from 'oidc-client-ts'
import { afterEach, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.resetModules()
})

it("posts the provider's reply to the console as oidc-client-ts' own silent-renew callback does", async () => {
  window.history.replaceState(null, '', '/ui/iam/silent-renew?code=c0de&state=5tate')
  // A page of its own here, so the frame's parent is this window.
  const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined)

  await import('../../../../src/core/auth/silent-renew')
  const ours = post.mock.calls
  expect(ours).toHaveLength(1)

  post.mockClear()
  const manager = new UserManager({ authority: 'http://localhost/authn', client_id: 'iam-ui', redirect_uri: 'http://localhost/ui/iam/callback' })
  await manager.signinSilentCallback()
  expect(post.mock.calls).toEqual(ours)
  expect(ours[0]?.[0]).toMatchObject({ url: `${window.location.origin}/ui/iam/silent-renew?code=c0de&state=5tate` })
})
