// @vitest-environment node
import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { AuthController } from '../../../src/core/auth/auth-controller'
import { createAppRouter } from '../../../src/app/router'

describe('loadRouteCode', () => {
  it('starts loading the code of every route the path goes through, and settles even when a file fails', async () => {
    const auth = new AuthController(() => Promise.reject(new Error('no sign-in client in this test')))
    const router = createAppRouter({ queryClient: new QueryClient(), auth }, createMemoryHistory({ initialEntries: ['/ui/iam/login'] }))
    const load = vi.spyOn(router, 'loadRouteChunk').mockResolvedValue(undefined)
    load.mockRejectedValueOnce(new Error('file gone'))
    await expect(router.options.context.loadRouteCode('/identities/users')).resolves.toBeUndefined()
    expect(load.mock.calls.map(([route]): unknown => route.id)).toEqual(['__root__', '/(console)/_shell', '/(console)/_shell/identities', '/(console)/_shell/identities/users'])
  })
})
