// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { User } from '../../../../src/core/api/schemas'
import { EMPTY_USER_FORM, createUserFormSchema, toCreateUserBody, toUpdateUserBody, toUserForm } from '../../../../src/console/users/user-form'

const stored: User = {
  uuid: 'u-1',
  username: 'jdoe',
  type: 'local',
  display_name: 'J Doe',
  locale: 'en_US',
  additional_attributes: { email_address: 'jdoe@example.com', department: 'ops' },
  active: true,
}

describe('the user form’s bodies', () => {
  it('names the e-mail address in a new user’s body even when none was given, as an empty text', () => {
    const body = toCreateUserBody({ ...EMPTY_USER_FORM, username: ' bob ', password: 'Passw0rd!x', confirm_password: 'Passw0rd!x' })
    expect(body).toEqual({ username: 'bob', display_name: '', locale: 'en_US', type: 'local', password: 'Passw0rd!x', additional_attributes: { email_address: '' } })
  })

  it('sends an emptied e-mail address as an empty text, keeping the other attributes', () => {
    const body = toUpdateUserBody(stored, { ...toUserForm(stored), email: '' })
    expect(body.additional_attributes).toEqual({ email_address: '', department: 'ops' })
  })
})

const PASSWORD = 'Str0ng/Pass'
const usernameMessages = (username: string) =>
  createUserFormSchema('Default/1')
    .safeParse({ ...EMPTY_USER_FORM, username, password: PASSWORD, confirm_password: PASSWORD })
    .error?.issues.filter((issue) => issue.path[0] === 'username')
    .map((issue) => issue.message)

describe("a new user's username", () => {
  it.each([
    ['a zero-width space alone, which trimming leaves', '\u200b'],
    ['a zero-width space inside', 'ad\u200bmin'],
    ['a right-to-left override', 'ad\u202emin'],
    ['a control character', 'a\u0007b'],
    ['a tab inside', 'a\tb'],
    ['a line separator', 'a\u2028b'],
    ['a byte order mark inside (one in front is trimmed off)', 'ad\ufeffmin'],
  ])('refuses %s', (_, username) => {
    expect(usernameMessages(username)).toEqual(['Username must not contain invisible or control characters'])
  })

  it.each(['admin', 'Jörg Müller', 'jane.doe@example.com', '山田太郎', 'مستخدم', 'DOMAIN\\user', '  padded  '])('takes %j', (username) => {
    expect(usernameMessages(username)).toBeUndefined()
  })
})
