import { zodResolver } from '@hookform/resolvers/zod'
import MenuItem from '@mui/material/MenuItem'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { apiMutation, apiMutationOf } from '../../core/api/endpoint-options'
import { callEndpoint } from '../../core/api/client'
import type { User } from '../../core/api/schemas'
import { FormDialog } from '../ui/FormDialog'
import { LoadFailedDialog } from '../ui/LoadFailedDialog'
import { FormTextField } from '../ui/form/FormTextField'
import { formFailure, showNameTaken } from '../ui/form/name-taken'
import { useSingleSubmit } from '../../core/utils/single-flight'
import { appConfig } from '../../core/config'
import { t } from '../../core/i18n/t'
// This modal's English texts come with its code (other-screens-texts.ts).
import '../../core/i18n/other-screens-texts'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../core/validation/password-rules'
import { localeOptions } from './locales'
import { storedUserQuery } from './queries'
import {
  EMPTY_USER_FORM,
  createUserFormSchema,
  toCreateUserBody,
  toUpdateUserBody,
  toUserForm,
  updateUserFormSchema,
  type UserFormValues,
} from './user-form'

interface UserModalProps {
  mode: 'create' | 'update'
  /** The user to update. */
  uuid?: string
  onClose: () => void
  /** A user was created: the service's reply, before the modal closes. */
  onCreated?: (user: User) => void
}

/** 'Create Local User' (width 500), also used to update a local user (docs/product/users.md). */
export function UserModal({ mode, uuid, onClose, onCreated }: UserModalProps) {
  const stored = useQuery(storedUserQuery(mode === 'update' ? uuid : undefined))
  if (mode === 'create') return <UserForm key="new" onClose={onClose} onCreated={onCreated} />
  // The form opens once the user is loaded, so its fields start from the stored values. Only a
  // local user is updated here, however the modal was asked for (the list's button, or a link).
  if (uuid !== undefined && stored.data && stored.isFetchedAfterMount) {
    if (stored.data.type !== 'local') return <LoadFailedDialog title={t('userModal.updateTitle')} message={t('users.updateOnlyLocal')} onClose={onClose} />
    return <UserForm key={uuid} stored={stored.data} onClose={onClose} onCreated={onCreated} />
  }
  if (uuid === undefined || stored.isError) {
    return <LoadFailedDialog title={t('userModal.updateTitle')} message={t('userModal.loadFailed')} error={stored.error} onClose={onClose} />
  }
  return null
}

function UserForm({ stored, onClose, onCreated }: { stored?: User } & Pick<UserModalProps, 'onClose' | 'onCreated'>) {
  const updating = stored !== undefined
  const create = useMutation(apiMutation('CREATE_USER'))
  // The user as stored when Save is pressed, not as the form opened on it: what changed meanwhile
  // outside the form (a deactivation, above all) is sent back as it is now, never undone.
  const update = useMutation(
    apiMutationOf('UPDATE_USER', async ({ uuid, form }: { uuid: string; form: UserFormValues }) =>
      toUpdateUserBody(await callEndpoint('GET_USER', { uuid }), form),
    ),
  )
  const mutation = updating ? update : create
  const resolver = useMemo(
    () => zodResolver(updating ? updateUserFormSchema : createUserFormSchema(appConfig().defaultPassword)),
    [updating],
  )
  const form = useForm<UserFormValues>({
    resolver,
    defaultValues: stored ? toUserForm(stored) : EMPTY_USER_FORM,
    mode: 'onTouched',
  })
  const locales = useMemo(() => localeOptions(stored?.locale), [stored?.locale])

  const save = async (values: UserFormValues) => {
    try {
      if (stored) await update.mutateAsync({ uuid: stored.uuid, form: values })
      else onCreated?.(await create.mutateAsync(toCreateUserBody(values)))
      onClose()
    } catch (error) {
      // The modal stays open with what was typed; the reason shows in it (a taken username at
      // its field) and as a toast.
      if (!stored) showNameTaken(form, error, 'username', t('userModal.usernameTaken'))
    }
  }
  const onSubmit = useSingleSubmit(form.handleSubmit, save)

  return (
    <FormDialog
      open
      width={500}
      title={updating ? t('userModal.updateTitle') : t('userModal.createTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={t('userModal.save')}
      submitting={mutation.isPending}
      // A taken username is said at its field; an update cannot rename, so it shows any 409 here.
      error={formFailure(updating ? 'UPDATE_USER' : 'CREATE_USER', mutation, !updating)}
    >
      <FormTextField
        control={form.control}
        name="username"
        label={t('userModal.username')}
        required
        disabled={updating}
        autoComplete="off"
        identifier
      />
      <FormTextField control={form.control} name="display_name" label={t('userModal.displayName')} autoComplete="off" />
      <FormTextField control={form.control} name="email" label={t('userModal.email')} type="email" autoComplete="off" />
      <FormTextField control={form.control} name="locale" label={t('userModal.locale')} select>
        {locales.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={form.control}
        name="password"
        label={t('userModal.password')}
        type="password"
        required={!updating}
        autoComplete="new-password"
        helperText={updating ? undefined : t('userModal.passwordHint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
      />
      <FormTextField
        control={form.control}
        name="confirm_password"
        label={t('userModal.confirmPassword')}
        type="password"
        required={!updating}
        autoComplete="new-password"
      />
    </FormDialog>
  )
}
