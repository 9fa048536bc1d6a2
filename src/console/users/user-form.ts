import { z } from 'zod/mini'
import type { CreateUserInput, UpdateUserInput, User } from '../../core/api/schemas'
import { DEFAULT_LOCALE } from '../../core/api/schemas'
import { t } from '../../core/i18n/t'

const emailAddress = z.email()
const email = z.string().check(
  z.trim(),
  z.refine((value) => value === '' || emailAddress.safeParse(value).success, t('users.modal.invalidEmail')),
)

/** The 'Create Local User' form: the username is its only required field (docs/product/users.md). */
export const createUserFormSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, t('validation.required'))),
  display_name: z.string(),
  email,
  locale: z.string().check(z.minLength(1)),
  password: z.string(),
})
export type CreateUserForm = z.infer<typeof createUserFormSchema>

/** The update form adds Confirm Password, which must match the new password. */
export const updateUserFormSchema = z.extend(createUserFormSchema, { confirm_password: z.string() }).check(
  z.refine((form) => form.password === form.confirm_password, {
    path: ['confirm_password'],
    message: t('users.modal.passwordsDoNotMatch'),
  }),
)
export type UpdateUserForm = z.infer<typeof updateUserFormSchema>

export const EMPTY_USER_FORM: UpdateUserForm = {
  username: '',
  display_name: '',
  email: '',
  locale: DEFAULT_LOCALE,
  password: '',
  confirm_password: '',
}

export function toUserForm(user: User): UpdateUserForm {
  return {
    username: user.username,
    display_name: user.display_name ?? '',
    email: user.additional_attributes?.email_address ?? '',
    locale: user.locale ?? DEFAULT_LOCALE,
    password: '',
    confirm_password: '',
  }
}

export function toCreateUserBody(form: CreateUserForm): CreateUserInput {
  return {
    username: form.username.trim(),
    display_name: form.display_name.trim(),
    locale: form.locale,
    type: 'local',
    ...(form.password === '' ? {} : { password: form.password }),
    additional_attributes: form.email === '' ? {} : { email_address: form.email.trim() },
  }
}

/** docs/product/users.md: the stored user merged with the edits; an empty password keeps the old one. */
export function toUpdateUserBody(stored: User, form: UpdateUserForm): UpdateUserInput {
  return {
    ...stored,
    display_name: form.display_name.trim(),
    locale: form.locale,
    additional_attributes: { ...stored.additional_attributes, email_address: form.email.trim() || undefined },
    ...(form.password === '' ? {} : { password: form.password }),
  }
}
