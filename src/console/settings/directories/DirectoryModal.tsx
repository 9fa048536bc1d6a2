import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { apiMutation } from '../../../core/api/endpoint-options'
import type { DirectoryService } from '../../../core/api/schemas'
import { EditDialog } from '../../ui/EditDialog'
import { DialogForm, FormDialog, type ModalFormProps } from '../../ui/FormDialog'
import { formFailure, showNameTaken } from '../../ui/form/name-taken'
import { storedDirectoryQuery } from '../queries'
import { useSingleSubmit } from '../../../core/utils/single-flight'
import { t } from '../../../core/i18n/t'
import { toFormValues, toRequestBody, toUpdateRequestBody } from './directory-body'
import { EMPTY_DIRECTORY_FORM, directoryFormSchema, type DirectoryForm } from './directory-form'
import { DirectoryFields } from './DirectoryFields'

interface DirectoryModalProps {
  /** 'update' edits the directory `dirId`; 'add' makes a new one. */
  mode: 'add' | 'update'
  dirId?: string
  onClose: () => void
}

/** 'Add Directory' / 'Update Directory' (width 750, docs/product/directories.md). */
export function DirectoryModal({ mode, dirId, onClose }: DirectoryModalProps) {
  // Another directory is another modal: nothing of the first one's save carries over.
  return mode === 'add' ? <AddDirectory onClose={onClose} /> : <UpdateDirectory key={dirId} dirId={dirId} onClose={onClose} />
}

function AddDirectory({ onClose }: Pick<DirectoryModalProps, 'onClose'>) {
  const add = useMutation(apiMutation('ADD_DIRECTORY_SERVICE'))
  const send = async (values: DirectoryForm) => {
    await add.mutateAsync(toRequestBody(values))
    onClose()
  }
  return (
    <FormDialog title={t('directories.modal.addTitle')} width={750} busy={add.isPending} onClose={onClose}>
      {(close) => <DirectoryFormFields send={send} submitting={add.isPending} failure={formFailure('ADD_DIRECTORY_SERVICE', add)} close={close} />}
    </FormDialog>
  )
}

function UpdateDirectory({ dirId, onClose }: Pick<DirectoryModalProps, 'dirId' | 'onClose'>) {
  const stored = useQuery(storedDirectoryQuery(dirId))
  const update = useMutation(apiMutation('UPDATE_DIRECTORY_SERVICE'))
  return (
    <EditDialog
      title={t('directories.modal.updateTitle')}
      width={750}
      busy={update.isPending}
      onClose={onClose}
      read={dirId === undefined ? undefined : stored}
      loadFailed={t('directories.modal.loadFailed')}
    >
      {(directory, close) => (
        <DirectoryFormFields
          stored={directory}
          send={async (values) => {
            await update.mutateAsync(toUpdateRequestBody(directory.metadata.uuid, values))
            onClose()
          }}
          submitting={update.isPending}
          failure={formFailure('UPDATE_DIRECTORY_SERVICE', update)}
          close={close}
        />
      )}
    </EditDialog>
  )
}

function DirectoryFormFields({ stored, send, submitting, failure, close }: ModalFormProps<DirectoryService, DirectoryForm>) {
  const updating = stored !== undefined
  // The form starts from the stored directory once; it is remounted for another one.
  const [storedValues] = useState(() => stored && toFormValues(stored))
  const [resolver] = useState(() => zodResolver(directoryFormSchema(updating ? 'update' : 'add', storedValues)))
  const form = useForm<DirectoryForm>({
    resolver,
    defaultValues: storedValues ?? EMPTY_DIRECTORY_FORM,
    // Each field is checked when it is left, then as it changes; all of them on submit.
    mode: 'onTouched',
  })

  const save = async (values: DirectoryForm) => {
    try {
      await send(values)
    } catch (error) {
      // The modal stays open with what was typed; the reason shows in it (a taken name at its
      // field) and as a toast.
      showNameTaken(form, error, 'name', t('directories.modal.nameTaken'))
    }
  }
  const onSubmit = useSingleSubmit(form.handleSubmit, save)

  return (
    <DialogForm onSubmit={onSubmit} submitLabel={t('directories.modal.save')} submitting={submitting} error={failure} onCancel={close}>
      <DirectoryFields form={form} updating={updating} />
    </DialogForm>
  )
}
