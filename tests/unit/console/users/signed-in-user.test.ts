// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { User } from '../../../../src/core/api/schemas'
import type { IdTokenClaims } from '../../../../src/core/auth/id-token-claims'
import { isSignedInUser } from '../../../../src/console/users/signed-in-user'
import { deactivateBlock, userActions } from '../../../../src/console/users/user-actions'

const admin: User = {
  uuid: '00000000-0000-4000-8000-000000000001',
  username: 'admin',
  type: 'local',
  display_name: 'Administrator',
  locale: 'en_US',
  additional_attributes: { email_address: 'admin@example.com' },
  active: true,
}
/** Someone who gave themselves the administrator's e-mail address (a directory may let them). */
const copycat: User = { ...admin, uuid: '00000000-0000-4000-8000-0000000000cc', username: 'mallory', display_name: 'admin' }

const claims = (extra: Partial<IdTokenClaims>): IdTokenClaims => ({ iss: 'test', aud: 'iam-ui', exp: 9e9, ...extra })

describe('who is signed in', () => {
  it('is the user whose uuid is the token’s subject, whatever the other claims say', () => {
    const token = claims({ sub: admin.uuid, preferred_username: 'someone-else', email: 'x@example.com' })
    expect(isSignedInUser(admin, token)).toBe(true)
    expect(isSignedInUser(copycat, token)).toBe(false)
  })

  it('is the user named by preferred_username, ignoring case and Unicode form; a shared e-mail address does not count then', () => {
    const token = claims({ sub: 'not-a-uuid-of-the-list', preferred_username: 'ADMIN', email: 'admin@example.com' })
    expect(isSignedInUser(admin, token)).toBe(true)
    expect(isSignedInUser(copycat, token)).toBe(false)

    const composed = { ...admin, username: 'jos\u00e9' }
    expect(isSignedInUser(composed, claims({ preferred_username: 'jose\u0301' }))).toBe(true)
  })

  it('falls back to the e-mail claim, ignoring case, only when the token names no username', () => {
    const token = claims({ email: 'Admin@Example.com' })
    expect(isSignedInUser(admin, token)).toBe(true)
    // Without a username claim an address is all there is: anyone holding it is kept safe too.
    expect(isSignedInUser(copycat, token)).toBe(true)
    expect(isSignedInUser({ ...admin, additional_attributes: { email_address: 'other@example.com' } }, token)).toBe(false)
  })

  it('is no one without claims, or with empty ones that would match a user without an address', () => {
    expect(isSignedInUser(admin, undefined)).toBe(false)
    const noAddress = { ...admin, additional_attributes: {} }
    expect(isSignedInUser(noAddress, claims({}))).toBe(false)
    expect(isSignedInUser(noAddress, claims({ email: '' }))).toBe(false)
    expect(isSignedInUser({ ...admin, additional_attributes: { email_address: '' } }, claims({ email: '' }))).toBe(false)
    expect(isSignedInUser({ ...admin, username: '' }, claims({ preferred_username: '', email: 'nobody@example.com' }))).toBe(false)
  })
})

describe('the Deactivate action', () => {
  const isAdmin = (user: User) => user.uuid === admin.uuid
  const block = (selected: readonly User[]) => deactivateBlock(userActions(selected), isAdmin)

  it('is blocked for the signed-in user, who may still be updated', () => {
    expect(block([admin])).toBe('self')
    expect(userActions([admin]).canUpdate).toBe(true)
  })

  it('acts on one other active user only', () => {
    expect(block([copycat])).toBeUndefined()
    expect(block([{ ...copycat, active: false }])).toBe('notOneActive')
    expect(block([copycat, { ...copycat, uuid: 'another' }])).toBe('notOneActive')
    expect(block([])).toBe('notOneActive')
    // Several checked, the administrator among them: not one user, whoever they are.
    expect(block([admin, copycat])).toBe('notOneActive')
  })
})
