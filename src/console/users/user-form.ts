import { z } from 'zod/mini'
import type { CreateUserInput, UpdateUserInput, User } from '../../core/api/schemas'
import { DEFAULT_LOCALE } from '../../core/api/schemas'
import { t } from '../../core/i18n/t'
// Its English texts come with the user modal's code (other-screens-texts.ts).
import '../../core/i18n/other-screens-texts'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, newPasswordProblem } from '../../core/validation/password-rules'
import { emailProblem, nameProblem } from '../ui/form/address-checks'
import { checkedText, tooLongProblem, unlessStored } from '../ui/form/field-checks'

/** What an update starts from: the display name and e-mail the service stores for the user. */
interface StoredUserFields {
  display_name: string
  email: string
}

/**
 * The fields both modals share, held to the console's limits (docs/product/users.md). A display
 * name or e-mail the service already stores for the user passes as it is (an address the console's
 * own check is stricter about, `jörg@example.de`; unlessStored).
 */
const userFields = (stored?: StoredUserFields) => ({
  display_name: checkedText(unlessStored(stored?.display_name, (value) => tooLongProblem(value, t('userModal.displayName')))),
  email: checkedText(unlessStored(stored?.email, (value) => emailProblem(value, t('userModal.email')))),
  locale: z.string().check(z.minLength(1)),
  confirm_password: z.string(),
})

const passwordsMatch = z.refine<{ password: string; confirm_password: string }>((form) => form.password === form.confirm_password, {
  path: ['confirm_password'],
  error: () => t('userModal.passwordsDoNotMatch'),
})

/** Why a new user's password cannot be used: the change-password page's rules, old password aside. */
function newUserPasswordProblem(password: string, defaultPassword: string): string | undefined {
  if (password === '') return t('validation.required')
  switch (newPasswordProblem(password, '', defaultPassword)) {
    case 'sameAsDefault':
      return t('userModal.passwordIsDefault')
    case undefined:
      return undefined
    default:
      return t('userModal.passwordRules', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })
  }
}

/**
 * The 'Create Local User' form: a username, and a password that meets the change-password
 * page's rules and is typed twice. `defaultPassword` is the factory password no user may get.
 */
export function createUserFormSchema(defaultPassword: string) {
  return z
    .object({
      ...userFields(),
      username: checkedText((value) => nameProblem(value, t('userModal.username')), () => t('validation.required')),
      // Sent exactly as typed: spaces may belong to a password.
      password: z.string().check(
        z.superRefine((value, context) => {
          const message = newUserPasswordProblem(value, defaultPassword)
          if (message !== undefined) context.addIssue({ code: 'custom', message, input: value })
        }),
      ),
    })
    .check(passwordsMatch)
}

/**
 * The update form of a user stored with `stored`'s values: the username is shown, not sent, so it
 * is not checked; the password may stay empty to keep the stored one, and when typed it is typed twice.
 */
export function updateUserFormSchema(stored: StoredUserFields) {
  return z.object({ ...userFields(stored), username: z.string(), password: z.string() }).check(passwordsMatch)
}
/** Both modals hold the same fields. */
export type UserFormValues = z.infer<ReturnType<typeof updateUserFormSchema>>

export const EMPTY_USER_FORM: UserFormValues = {
  username: '',
  display_name: '',
  email: '',
  locale: DEFAULT_LOCALE,
  password: '',
  confirm_password: '',
}

export function toUserForm(user: User): UserFormValues {
  return {
    username: user.username,
    display_name: user.display_name ?? '',
    email: user.additional_attributes?.email_address ?? '',
    // An empty stored locale is none: it would leave the select blank and refuse every save.
    locale: user.locale || DEFAULT_LOCALE,
    password: '',
    confirm_password: '',
  }
}

export function toCreateUserBody(form: UserFormValues): CreateUserInput {
  return {
    username: form.username.trim(),
    display_name: form.display_name.trim(),
    locale: form.locale,
    type: 'local',
    password: form.password,
    // Always named, empty when none was given: the body keeps the shape the service documents.
    additional_attributes: { email_address: form.email.trim() },
  }
}

/** docs/product/users.md: the stored user merged with the edits; an empty password keeps the old one. */
export function toUpdateUserBody(stored: User, form: UserFormValues): UpdateUserInput {
  return {
    ...stored,
    display_name: form.display_name.trim(),
    locale: form.locale,
    // Emptied, the address goes as '': a service that merges what it is sent would keep one left out.
    additional_attributes: { ...stored.additional_attributes, email_address: form.email.trim() },
    ...(form.password === '' ? {} : { password: form.password }),
  }
}
