// @vitest-environment node
import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { MockDb } from '../../../mocks/db'
import { FaultRegistry } from '../../../mocks/faults'
import { createHandlers } from '../../../mocks/handlers'
import { createPbkdf2Hasher, type PasswordHasher } from '../../../mocks/password-hasher'
import { DEFAULT_DEMO_PASSWORD } from '../../../mocks/seed'

/** The seed's store with a hasher that counts its checks: the work an answer's timing shows. */
async function countingStore() {
  const inner = createPbkdf2Hasher(1)
  let verifications = 0
  const hasher: PasswordHasher = {
    hash: (password) => inner.hash(password),
    verify: (password, hash) => {
      verifications += 1
      return inner.verify(password, hash)
    },
  }
  const db = new MockDb({ hasher })
  await db.ready()
  // A local user with no password of its own, as most of the seed's are.
  const passwordless = await db.createUser({ username: 'no.password', display_name: 'No Password', locale: 'en_US', type: 'local', additional_attributes: {} })
  return { db, passwordless: passwordless.username, checks: () => verifications, reset: () => (verifications = 0) }
}

describe('a password check names no account by the work it does', () => {
  it('costs one hash check for an unknown name, a user without a password, a wrong and a right password', async () => {
    const store = await countingStore()
    for (const [name, password, expected] of [
      ['nobody.at.all', 'Guess/123', false],
      [undefined, 'Guess/123', false],
      [store.passwordless, 'Guess/123', false],
      ['admin', 'Guess/123', false],
      ['admin', DEFAULT_DEMO_PASSWORD, true],
    ] as const) {
      store.reset()
      expect(await store.db.verifyPassword(name, password)).toBe(expected)
      expect({ name, checks: store.checks() }).toEqual({ name, checks: 1 })
    }
  })

  it('costs one hash check in a password change, whatever the name', async () => {
    const store = await countingStore()
    for (const name of ['nobody.at.all', store.passwordless, 'admin']) {
      store.reset()
      expect(await store.db.changePassword(name, 'Guess/123', 'Fresh/Pass9')).toEqual({ kind: 'wrong_credentials' })
      expect({ name, checks: store.checks() }).toEqual({ name, checks: 1 })
    }
  })
})

describe('a password change at the mock service', () => {
  const origin = 'https://iam.example.test'

  /** The service with the seed, refusing `defaultPassword` when given (else the documented default). */
  async function service(defaultPassword?: string) {
    const db = new MockDb({ hasher: createPbkdf2Hasher(1), demoPassword: DEFAULT_DEMO_PASSWORD })
    await db.ready()
    const handlers = createHandlers(db, {
      apiRoot: `${origin}/api/iam/v1`,
      gatewayRoot: `${origin}/PrismGateway`,
      authority: `${origin}/api/iam/authn`,
      faults: new FaultRegistry(),
      ...(defaultPassword === undefined ? {} : { defaultPassword }),
    })
    const change = async (newPassword: string) => {
      const body = { username: 'admin', old_password: DEFAULT_DEMO_PASSWORD, new_password: newPassword }
      const request = new Request(`${origin}/api/iam/v1/users/password`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      const reply = await getResponse(handlers, request)
      if (!reply) throw new Error('the password call was not answered')
      return reply
    }
    return { db, change }
  }

  it('refuses the factory password, as the console does, and keeps the old one', async () => {
    const { db, change } = await service()
    const refused = await change('Nutanix/4u')
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ error_code: 'IAM_ERR_28', message: 'The new password must not be the default password.' })
    expect(await db.verifyPassword('admin', DEFAULT_DEMO_PASSWORD)).toBe(true)
  })

  it('names each rule of the console that a new password breaks', async () => {
    const { change } = await service()
    const refused = await change('weak1')
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({
      error_code: 'IAM_ERR_28',
      message: 'The new password must be 8 to 40 characters long, contain an uppercase letter, contain a special character.',
    })
    expect(await (await change(DEFAULT_DEMO_PASSWORD)).json()).toMatchObject({ message: 'The new password must differ from the old password.' })
  })

  it('refuses the factory password the deployment configured instead', async () => {
    const { change } = await service('Factory/Pass1')
    expect((await change('Factory/Pass1')).status).toBe(400)
    expect((await change('Nutanix/4u')).status).toBe(200)
  })
})
