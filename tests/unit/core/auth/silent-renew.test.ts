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
  window.history.replaceState(null, '', '/ui/iam/silent-renew?code=c0de&state=5tate')
  const manager = new UserManager({ authority: 'http://localhost/authn', client_id: 'iam-ui', redirect_uri: 'http://localhost/ui/iam/callback' })
  await manager.signinSilentCallback()
  expect(post.mock.calls).toEqual(ours)
  expect(ours[0]?.[0]).toMatchObject({ url: `${window.location.origin}/ui/iam/silent-renew?code=c0de&state=5tate` })
})

it('takes the reply out of its own address once handed on, so a page opened on its own keeps no code or token', async () => {
  const address = '/ui/iam/silent-renew?code=c0de&state=5tate#access_token=stolen&id_token=h.p.s'
  window.history.replaceState(null, '', address)
  const length = window.history.length
  const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined)

  await import('../../../../src/core/auth/silent-renew')

  // The console got the whole reply first.
  expect(post.mock.calls[0]?.[0]).toMatchObject({ url: `${window.location.origin}${address}` })
  expect(window.location.pathname + window.location.search + window.location.hash).toBe('/ui/iam/silent-renew')
  expect(window.history.length).toBe(length)
})
