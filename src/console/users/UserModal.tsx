import { zodResolver } from '@hookform/resolvers/zod'
import MenuItem from '@mui/material/MenuItem'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { apiMutation, apiMutationOf } from '../../core/api/endpoint-options'
import { callEndpoint } from '../../core/api/client'
import type { User } from '../../core/api/schemas'
import { EditDialog } from '../ui/EditDialog'
import { DialogForm, FormDialog, type ModalFormProps } from '../ui/FormDialog'
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
  /** A user was created, named as sent (the service may confirm with no body), before the modal closes. */
  onCreated?: (username: string) => void
}

/** 'Create Local User' (width 500), also used to update a local user (docs/product/users.md). */
export function UserModal({ mode, uuid, onClose, onCreated }: UserModalProps) {
  // Another user is another modal: nothing of the first one's save carries over.
  return mode === 'create' ? <CreateUser onClose={onClose} onCreated={onCreated} /> : <UpdateUser key={uuid} uuid={uuid} onClose={onClose} />
}

function CreateUser({ onClose, onCreated }: Pick<UserModalProps, 'onClose' | 'onCreated'>) {
  const create = useMutation(apiMutation('CREATE_USER'))
  const send = async (values: UserFormValues) => {
    const body = toCreateUserBody(values)
    await create.mutateAsync(body)
    onCreated?.(body.username)
    onClose()
  }
  return (
    <FormDialog title={t('userModal.createTitle')} width={500} busy={create.isPending} onClose={onClose}>
      {(close) => <UserForm send={send} submitting={create.isPending} failure={formFailure('CREATE_USER', create)} close={close} />}
    </FormDialog>
  )
}

function UpdateUser({ uuid, onClose }: Pick<UserModalProps, 'uuid' | 'onClose'>) {
  const stored = useQuery(storedUserQuery(uuid))
  // The user as stored when Save is pressed, not as the form opened on it: what changed meanwhile
  // outside the form (a deactivation, above all) is sent back as it is now, never undone.
  const update = useMutation(
    apiMutationOf('UPDATE_USER', async ({ uuid, form }: { uuid: string; form: UserFormValues }) =>
      toUpdateUserBody(await callEndpoint('GET_USER', { uuid }), form),
    ),
  )
  return (
    <EditDialog
      title={t('userModal.updateTitle')}
      width={500}
      busy={update.isPending}
      onClose={onClose}
      read={uuid === undefined ? undefined : stored}
      loadFailed={t('userModal.loadFailed')}
      // Only a local user is updated here, however the modal was asked for (the list's button, or a link).
      refusal={(user) => (user.type === 'local' ? undefined : t('users.updateOnlyLocal'))}
    >
      {(user, close) => (
        <UserForm
          stored={user}
          send={async (form) => {
            await update.mutateAsync({ uuid: user.uuid, form })
            onClose()
          }}
          submitting={update.isPending}
          // An update cannot rename, so any 409 shows here rather than at the username.
          failure={formFailure('UPDATE_USER', update, false)}
          close={close}
        />
      )}
    </EditDialog>
  )
}

function UserForm({ stored, send, submitting, failure, close }: ModalFormProps<User, UserFormValues>) {
  const updating = stored !== undefined
  // The form starts from the stored user once; it is remounted for another one.
  const [storedValues] = useState(() => stored && toUserForm(stored))
  const [resolver] = useState(() =>
    zodResolver(storedValues ? updateUserFormSchema(storedValues) : createUserFormSchema(appConfig().defaultPassword)),
  )
  const form = useForm<UserFormValues>({
    resolver,
    defaultValues: storedValues ?? EMPTY_USER_FORM,
    mode: 'onTouched',
  })
  const locales = useMemo(() => localeOptions(stored?.locale), [stored?.locale])

  const save = async (values: UserFormValues) => {
    try {
      await send(values)
    } catch (error) {
      // The modal stays open with what was typed; the reason shows in it (a taken username at
      // its field) and as a toast.
      if (!updating) showNameTaken(form, error, 'username', t('userModal.usernameTaken'))
    }
  }
  const onSubmit = useSingleSubmit(form.handleSubmit, save)

  return (
    <DialogForm onSubmit={onSubmit} submitLabel={t('userModal.save')} submitting={submitting} error={failure} onCancel={close}>
      <FormTextField
        control={form.control}
        name="username"
        label={t('userModal.username')}
        required={!updating}
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
    </DialogForm>
  )
}
