import type { EndpointInput } from '../../../core/api/endpoints'
import type { DirectoryService } from '../../../core/api/schemas'
import { EMPTY_DIRECTORY_FORM, type DirectoryForm } from './directory-form'

export type AddDirectoryBody = EndpointInput<'ADD_DIRECTORY_SERVICE'>
export type UpdateDirectoryBody = EndpointInput<'UPDATE_DIRECTORY_SERVICE'>

/** A stored directory as the form shows it; the bind password is never sent back, so it stays blank. */
export function toFormValues(directory: DirectoryService): DirectoryForm {
  const { resources } = directory.spec
  const users = resources.open_ldap_configuration?.user_configuration
  const groups = resources.open_ldap_configuration?.user_group_configuration
  return {
    ...EMPTY_DIRECTORY_FORM,
    name: directory.spec.name,
    directory_type: resources.directory_type,
    domain_name: resources.domain_name,
    url: resources.url,
    group_search_type: resources.group_search_type,
    username: resources.service_account?.username ?? '',
    ...(users ?? {}),
    ...(groups ?? {}),
  }
}

/**
 * The wire body (docs/product/directories.md) from a checked form: the service account nested, and the Open LDAP
 * settings only for an Open LDAP directory (those typed before switching to AD are dropped).
 */
export function toRequestBody(form: DirectoryForm): AddDirectoryBody {
  if (form.directory_type === '') throw new Error('A checked directory form has a type')
  return {
    name: form.name.trim(),
    directory_type: form.directory_type,
    domain_name: form.domain_name.trim(),
    url: form.url.trim(),
    group_search_type: form.group_search_type,
    service_account: { username: form.username.trim(), password: form.password },
    ...(form.directory_type === 'OPEN_LDAP'
      ? {
          open_ldap_configuration: {
            user_configuration: {
              user_object_class: form.user_object_class.trim(),
              user_search_base: form.user_search_base.trim(),
              username_attribute: form.username_attribute.trim(),
            },
            user_group_configuration: {
              group_member_attribute_value: form.group_member_attribute_value.trim(),
              group_member_attribute: form.group_member_attribute.trim(),
              group_object_class: form.group_object_class.trim(),
              group_search_base: form.group_search_base.trim(),
            },
          },
        }
      : {}),
  }
}

/** The same body plus dir_id; a blank password is left out so the service keeps the stored one. */
export function toUpdateRequestBody(dirId: string, form: DirectoryForm): UpdateDirectoryBody {
  const body = toRequestBody(form)
  const { username, password } = body.service_account
  return {
    ...body,
    dir_id: dirId,
    service_account: password.trim() === '' ? { username } : { username, password },
  }
}
