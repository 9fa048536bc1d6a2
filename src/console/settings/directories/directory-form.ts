import { z } from 'zod/mini'
import { DEFAULT_GROUP_SEARCH_TYPE, DIRECTORY_TYPES, GROUP_SEARCH_TYPES } from '../../../core/api/schemas'
import { t, type MessageKey } from '../../../core/i18n/t'
import { dnsNameProblem, ldapUrlProblem, nameProblem } from '../../ui/form/address-checks'
import { tooLongProblem, unlessStored } from '../../ui/form/field-checks'

/** The Open LDAP user and group settings, in the order the form shows them. */
export const OPEN_LDAP_FIELDS = [
  'user_object_class',
  'user_search_base',
  'username_attribute',
  'group_member_attribute_value',
  'group_member_attribute',
  'group_object_class',
  'group_search_base',
] as const

/**
 * The directory form is flat, kept apart from the wire shape; directory-body.ts turns it into the wire shape.
 * Every field is plain text here so that one check below can report all missing fields at once.
 */
const directoryFormShape = z.object({
  name: z.string(),
  // Empty until chosen, so that a missing type is reported like any other required field.
  directory_type: z.union([z.enum(DIRECTORY_TYPES), z.literal('')]),
  domain_name: z.string(),
  url: z.string(),
  group_search_type: z.enum(GROUP_SEARCH_TYPES),
  username: z.string(),
  password: z.string(),
  user_object_class: z.string(),
  user_search_base: z.string(),
  username_attribute: z.string(),
  group_member_attribute_value: z.string(),
  group_member_attribute: z.string(),
  group_object_class: z.string(),
  group_search_base: z.string(),
})
export type DirectoryForm = z.infer<typeof directoryFormShape>
export type DirectoryField = keyof DirectoryForm

/** What each directory type is called, in the form's choice and the list's Type column. */
export const DIRECTORY_TYPE_LABELS: Record<(typeof DIRECTORY_TYPES)[number], MessageKey> = {
  ACTIVE_DIRECTORY: 'directories.modal.activeDirectory',
  OPEN_LDAP: 'directories.modal.openLdap',
}

/** The visible label of each field (docs/product/directories.md); the messages repeat it. */
export const FIELD_LABELS: Record<DirectoryField, MessageKey> = {
  name: 'directories.modal.name',
  directory_type: 'directories.modal.directoryType',
  domain_name: 'directories.modal.domain',
  url: 'directories.modal.directoryUrl',
  group_search_type: 'directories.modal.groupSearchType',
  username: 'directories.modal.serviceAccountUsername',
  password: 'directories.modal.serviceAccountPassword',
  user_object_class: 'directories.modal.userObjectClass',
  user_search_base: 'directories.modal.userSearchBase',
  username_attribute: 'directories.modal.usernameAttribute',
  group_member_attribute_value: 'directories.modal.groupMemberAttributeValue',
  group_member_attribute: 'directories.modal.groupMemberAttribute',
  group_object_class: 'directories.modal.groupObjectClass',
  group_search_base: 'directories.modal.groupSearchBase',
}

export const EMPTY_DIRECTORY_FORM: DirectoryForm = {
  name: '',
  directory_type: '',
  domain_name: '',
  url: '',
  group_search_type: DEFAULT_GROUP_SEARCH_TYPE,
  username: '',
  password: '',
  user_object_class: '',
  user_search_base: '',
  username_attribute: '',
  group_member_attribute_value: '',
  group_member_attribute: '',
  group_object_class: '',
  group_search_base: '',
}

const ALWAYS_REQUIRED = ['name', 'directory_type', 'domain_name', 'url', 'username'] as const
/** The fields typed as text for every type, besides Open LDAP's own; the two selects hold only their options. */
const COMMON_TEXT_FIELDS = ['name', 'domain_name', 'url', 'username', 'password'] as const

/** How each text field is checked once it is not empty: the name as a name, the domain and URL by their formats, the others by length. */
const FORMAT_CHECKS: Partial<Record<DirectoryField, (value: string, field: string) => string | undefined>> = {
  name: nameProblem,
  domain_name: dnsNameProblem,
  url: ldapUrlProblem,
}

/**
 * docs/product/directories.md: name, type, domain, URL, username and password always (on update the password may
 * be left blank to keep the stored one, docs/decisions/008); Open LDAP's seven settings when that
 * type is chosen. Each missing field reads '<label> is required'. The domain must be a DNS name,
 * the URL an ldap(s) URL, and every other text at most 255 characters (docs/product/constants.md).
 * A value the `stored` directory already holds passes as it is (`corp_ad.local`, unlessStored).
 * Open LDAP's settings are neither shown nor sent for another type, so they are not checked then:
 * a message at a hidden field would leave Save doing nothing visible.
 */
export function directoryFormSchema(mode: 'add' | 'update', stored?: DirectoryForm) {
  return directoryFormShape.check(
    z.superRefine((form, context) => {
      const typeFields = form.directory_type === 'OPEN_LDAP' ? OPEN_LDAP_FIELDS : []
      const required: DirectoryField[] = [...ALWAYS_REQUIRED, ...(mode === 'add' ? (['password'] as const) : []), ...typeFields]
      const problem = (field: DirectoryField, message: string | undefined) => {
        if (message !== undefined) context.addIssue({ code: 'custom', path: [field], message })
      }
      for (const field of required) {
        if (form[field].trim() === '') problem(field, t('directories.modal.fieldRequired', { field: t(FIELD_LABELS[field]) }))
      }
      for (const field of [...COMMON_TEXT_FIELDS, ...typeFields]) {
        // The bind password is sent as typed, so its length counts as typed.
        const value = field === 'password' ? form.password : form[field].trim()
        if (value === '') continue
        const check = FORMAT_CHECKS[field] ?? tooLongProblem
        problem(field, unlessStored(stored?.[field], (typed) => check(typed, t(FIELD_LABELS[field])))(value))
      }
    }),
  )
}
