import { describe, expect, it } from 'vitest'
import type { User } from '../../../../src/core/api/schemas'
import { EMPTY_USER_FORM, toCreateUserBody, toUpdateUserBody, toUserForm } from '../../../../src/console/users/user-form'

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
