import { describe, expect, it } from 'vitest'
import { directoryBodySchema, type DirectoryService } from '../../../../../src/core/api/schemas'
import { toFormValues, toRequestBody, toUpdateRequestBody } from '../../../../../src/console/settings/directories/directory-body'
import { EMPTY_DIRECTORY_FORM, directoryFormSchema } from '../../../../../src/console/settings/directories/directory-form'
import { nextSort } from '../../../../../src/console/settings/directories/directory-sort'
// The settings screen's code brings its English texts; here they come the same way.
import '../../../../../src/core/i18n/other-screens-texts'

const stored: DirectoryService = {
  metadata: { uuid: 'd-1' },
  spec: {
    name: 'Lab LDAP',
    resources: {
      directory_type: 'OPEN_LDAP',
      domain_name: 'lab.example.com',
      url: 'ldaps://ldap.lab.example.com:636',
      group_search_type: 'RECURSIVE',
      service_account: { username: 'cn=bind' },
      open_ldap_configuration: {
        user_configuration: { user_object_class: 'person', user_search_base: 'ou=people', username_attribute: 'uid' },
        user_group_configuration: {
          group_member_attribute_value: 'dn',
          group_member_attribute: 'member',
          group_object_class: 'groupOfNames',
          group_search_base: 'ou=groups',
        },
      },
    },
  },
}

describe('directory form converters', () => {
  it('round-trips a stored directory, adding only the typed password', () => {
    const form = { ...toFormValues(stored), password: 'p' }
    expect(toFormValues(stored).password).toBe('')
    const body = toRequestBody(form)
    expect(body).toEqual({ name: stored.spec.name, ...stored.spec.resources, service_account: { username: 'cn=bind', password: 'p' } })
    expect(directoryBodySchema.safeParse(body).success).toBe(true)
  })

  it('leaves a blank password out of an update', () => {
    expect(toUpdateRequestBody('d-1', toFormValues(stored)).service_account).toEqual({ username: 'cn=bind' })
  })

  it('requires the password on add only', () => {
    const form = { ...toFormValues(stored), password: '' }
    expect(directoryFormSchema('update').safeParse(form).success).toBe(true)
    const add = directoryFormSchema('add').safeParse(form)
    expect(add.error?.issues.map((issue) => issue.message)).toEqual(['Service Account Password is required'])
  })

  it('takes a domain and URL the service stores as they are, and holds new ones to the formats', () => {
    const legacy = toFormValues({
      ...stored,
      spec: { ...stored.spec, resources: { ...stored.spec.resources, domain_name: 'corp_ad.local', url: 'ldap://dc_01.corp.local:389' } },
    })
    expect(directoryBodySchema.safeParse(toRequestBody({ ...legacy, password: 'p' })).success).toBe(true)
    // A rename leaves them alone, so it is not refused for them.
    expect(directoryFormSchema('update', legacy).safeParse({ ...legacy, name: 'Renamed' }).success).toBe(true)
    const refused = (form: typeof legacy) => directoryFormSchema('update', legacy).safeParse(form).error?.issues.map((issue) => issue.path[0])
    expect(refused({ ...legacy, domain_name: 'other_ad.local', url: 'ldap://dc_02.corp.local:389' })).toEqual(['domain_name', 'url'])
    expect(refused({ ...legacy, domain_name: 'corp_ad.local ' })).toBeUndefined()
    // Without the stored values, as when adding, the formats hold.
    expect(directoryFormSchema('add').safeParse({ ...legacy, password: 'p' }).error?.issues.map((issue) => issue.path[0])).toEqual(['domain_name', 'url'])
  })

  it('refuses a new name with a character nobody sees, and keeps a stored one', () => {
    const form = { ...toFormValues(stored), password: 'p' }
    // A right-to-left override shows 'Lab\u202EPADL' as 'LabLDAP' read backwards.
    const spoofed = { ...form, name: 'Lab\u202EPADL' }
    expect(directoryFormSchema('add').safeParse(spoofed).error?.issues.map((issue) => issue.message)).toEqual([
      'Name must not contain invisible or control characters',
    ])
    expect(directoryFormSchema('update', spoofed).safeParse(spoofed).success).toBe(true)
    expect(directoryFormSchema('add').safeParse({ ...form, name: 'Labor LDAP Zürich 東京' }).success).toBe(true)
  })

  it("checks Open LDAP's settings only when that type is chosen", () => {
    const form = { ...toFormValues(stored), password: 'p', user_search_base: 'o'.repeat(256) }
    const refused = directoryFormSchema('add').safeParse(form).error?.issues.map((issue) => issue.path[0])
    expect(refused).toEqual(['user_search_base'])
    expect(directoryFormSchema('add').safeParse({ ...form, directory_type: 'ACTIVE_DIRECTORY' }).success).toBe(true)
  })

  it('reports every missing field at once', () => {
    const result = directoryFormSchema('add').safeParse({ ...EMPTY_DIRECTORY_FORM, directory_type: 'OPEN_LDAP' })
    // Name, domain, URL, username, password and the seven Open LDAP settings.
    expect(result.error?.issues).toHaveLength(12)
  })
})

describe('nextSort', () => {
  it('starts a column ascending and turns the sorted one around', () => {
    expect(nextSort({ order: 'asc' }, 'domain')).toEqual({ by: 'domain', order: 'asc' })
    expect(nextSort({ by: 'domain', order: 'asc' }, 'domain')).toEqual({ by: 'domain', order: 'desc' })
    expect(nextSort({ by: 'domain', order: 'desc' }, 'domain')).toEqual({ by: 'domain', order: 'asc' })
    expect(nextSort({ by: 'domain', order: 'desc' }, 'url')).toEqual({ by: 'url', order: 'asc' })
  })
})
