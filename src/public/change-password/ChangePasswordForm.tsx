import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useId, useMemo, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod/mini'
import { AS_TYPED } from '../../core/validation/field-rules'
import { describeError, isApiError } from '../../core/api/errors'
import { apiMutation } from '../../core/api/endpoint-options'
import { PlainAlert } from '../ui/PlainAlert'
import { PlainButton } from '../ui/PlainButton'
import { PlainTextField } from '../ui/PlainTextField'
import { useSingleSubmit } from '../../core/utils/single-flight'
import { useFocusBackWhenDone } from '../../core/utils/focus-back-when-done'
import { appConfig } from '../../core/config'
import { BASE_PATH, PATHS } from '../../core/paths'
import { t } from '../../core/i18n/t'
import { loadPage } from '../../core/load-page'
import { PasswordRulesPopover } from './PasswordRulesPopover'
import { canSavePassword, checkPasswordRules, confirmMismatch, newPasswordProblem } from '../../core/validation/password-rules'
import '../ui/plain.css'

/** Where a changed password leads: the login page with its success flag (docs/product/change-password.md). */
const LOGIN_AFTER_CHANGE = `${BASE_PATH}${PATHS.login}?success=true`

const formSchema = z.object({
  username: z.string(),
  oldPassword: z.string(),
  newPassword: z.string(),
  confirmPassword: z.string(),
})
type ChangePasswordValues = z.infer<typeof formSchema>

const EMPTY: ChangePasswordValues = { username: '', oldPassword: '', newPassword: '', confirmPassword: '' }

/** The messages at the fields (docs/product/change-password.md); Save itself is governed by canSavePassword. */
function withFieldMessages(defaultPassword: string) {
  return formSchema.check(
    z.superRefine((values, ctx) => {
      const problem = newPasswordProblem(values.newPassword, values.oldPassword, defaultPassword)
      if (problem) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: t(`changePassword.${problem}`) })
      if (confirmMismatch(values.newPassword, values.confirmPassword)) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: t('changePassword.mismatch') })
      }
    }),
  )
}

/** The text of a failed change: the service's own message on 400, else the usual explanation. */
function changeFailureText(error: unknown): string {
  if (isApiError(error) && error.status === 400) {
    const message = error.body?.message?.trim()
    if (message) return message
  }
  return describeError(error) ?? t('Errors.unknownError')
}

interface ChangePasswordFormProps {
  /** The Username field's first value (docs/product/change-password.md); the user may change it. */
  initialUsername?: string
}

/**
 * Old, new and confirm password, with the rules popover next to New Password. The values live
 * only in this form's state: nothing is written to any storage.
 */
export function ChangePasswordForm({ initialUsername = '' }: ChangePasswordFormProps) {
  const defaultPassword = appConfig().defaultPassword
  const change = useMutation(apiMutation('CHANGE_PASSWORD', { failureShownByScreen: true }))
  const resolver = useMemo(() => zodResolver(withFieldMessages(defaultPassword)), [defaultPassword])
  const form = useForm<ChangePasswordValues>({ resolver, defaultValues: { ...EMPTY, username: initialUsername }, mode: 'onTouched' })
  const values = useWatch({ control: form.control }) as ChangePasswordValues
  const { errors } = form.formState

  const [newFocused, setNewFocused] = useState(false)
  const rulesId = useId()
  const saveButton = useRef<HTMLButtonElement>(null)
  useFocusBackWhenDone(saveButton, change.isPending)

  const saveAllowed = values.username.trim() !== '' && canSavePassword(values, defaultPassword)

  const save = async (submitted: ChangePasswordValues) => {
    const name = submitted.username.trim()
    if (!name || !canSavePassword(submitted, defaultPassword)) return
    try {
      await change.mutateAsync({ username: name, old_password: submitted.oldPassword, new_password: submitted.newPassword })
      loadPage(LOGIN_AFTER_CHANGE)
    } catch {
      // The fields keep what was typed; the reason shows above the button.
    }
  }
  const onSubmit = useSingleSubmit(form.handleSubmit, save)

  /** A registered field's props for PlainTextField: the form's ref goes to the input itself. */
  const field = (name: keyof ChangePasswordValues, deps?: (keyof ChangePasswordValues)[]) => {
    const { ref, ...registered } = form.register(name, { deps })
    return {
      ...registered,
      inputRef: ref,
      error: errors[name] !== undefined,
      helperText: errors[name]?.message,
    }
  }
  const newField = field('newPassword', ['confirmPassword'])

  return (
    <form className="plain-stack" noValidate onSubmit={onSubmit} aria-label={t('changePassword.title')}>
      <PlainTextField label={t('changePassword.username')} autoComplete="username" required {...AS_TYPED} {...field('username')} />
      <PlainTextField
        label={t('changePassword.oldPassword')}
        type="password"
        autoComplete="current-password"
        required
        {...field('oldPassword', ['newPassword'])}
      />
      <div className="password-rules-anchor">
        <PlainTextField
          label={t('changePassword.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          {...newField}
          onFocus={() => setNewFocused(true)}
          onBlur={(event) => {
            setNewFocused(false)
            void newField.onBlur(event)
          }}
          aria-describedby={rulesId}
        />
        <PasswordRulesPopover
          id={rulesId}
          open={newFocused}
          rules={checkPasswordRules(values.newPassword, values.oldPassword, defaultPassword)}
        />
      </div>
      <PlainTextField
        label={t('changePassword.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
      {change.isError && (
        <PlainAlert severity="error">
          {/* The service's own message keeps its own direction; the catalogue's follow the page. */}
          <bdi>{changeFailureText(change.error)}</bdi>
        </PlainAlert>
      )}
      <PlainButton ref={saveButton} type="submit" variant="contained" disabled={!saveAllowed || change.isPending}>
        {t('changePassword.save')}
      </PlainButton>
    </form>
  )
}
