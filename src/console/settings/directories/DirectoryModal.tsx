import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { apiMutation } from '../../../core/api/endpoint-options'
import type { DirectoryService } from '../../../core/api/schemas'
import { FormDialog } from '../../ui/FormDialog'
import { LoadFailedDialog } from '../../ui/LoadFailedDialog'
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
  const stored = useQuery(storedDirectoryQuery(mode === 'update' ? dirId : undefined))
  if (mode === 'add') return <DirectoryFormDialog key="new" onClose={onClose} />
  if (dirId !== undefined && stored.data && stored.isFetchedAfterMount) {
    return <DirectoryFormDialog key={dirId} dirId={dirId} stored={stored.data} onClose={onClose} />
  }
  if (dirId === undefined || stored.isError) {
    return <LoadFailedDialog title={t('directories.modal.updateTitle')} message={t('directories.modal.loadFailed')} error={stored.error} onClose={onClose} />
  }
  // Nothing opens while the directory loads, so focus stays on the button that opened it.
  return null
}

interface DirectoryFormDialogProps {
  dirId?: string
  stored?: DirectoryService
  onClose: () => void
}

function DirectoryFormDialog({ dirId, stored, onClose }: DirectoryFormDialogProps) {
  const updating = dirId !== undefined
  const add = useMutation(apiMutation('ADD_DIRECTORY_SERVICE'))
  const update = useMutation(apiMutation('UPDATE_DIRECTORY_SERVICE'))
  const mutation = updating ? update : add
  const form = useForm<DirectoryForm>({
    resolver: zodResolver(directoryFormSchema(updating ? 'update' : 'add')),
    // The form starts from the stored directory once; it is remounted for another one.
    defaultValues: stored ? toFormValues(stored) : EMPTY_DIRECTORY_FORM,
    // Each field is checked when it is left, then as it changes; all of them on submit.
    mode: 'onTouched',
  })

  const save = async (values: DirectoryForm) => {
    try {
      if (dirId !== undefined) await update.mutateAsync(toUpdateRequestBody(dirId, values))
      else await add.mutateAsync(toRequestBody(values))
      onClose()
    } catch (error) {
      // The modal stays open with what was typed; the reason shows in it (a taken name at its
      // field) and as a toast.
      showNameTaken(form, error, 'name', t('directories.modal.nameTaken'))
    }
  }
  const onSubmit = useSingleSubmit(form.handleSubmit, save)

  return (
    <FormDialog
      open
      width={750}
      title={updating ? t('directories.modal.updateTitle') : t('directories.modal.addTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={t('directories.modal.save')}
      submitting={mutation.isPending}
      error={formFailure(updating ? 'UPDATE_DIRECTORY_SERVICE' : 'ADD_DIRECTORY_SERVICE', mutation)}
    >
      <DirectoryFields form={form} updating={updating} />
    </FormDialog>
  )
}
