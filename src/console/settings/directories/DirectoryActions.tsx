import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useMutation } from '@tanstack/react-query'
import { apiMutation } from '../../../core/api/endpoint-options'
import type { DirectoryService } from '../../../core/api/schemas'
import { useConfirm } from '../../ui/ConfirmDialog'
import { t, tIsolated } from '../../../core/i18n/t'
import { ActionButton } from '../../ui/list/ActionButton'
import type { IntentHandlers } from '../../ui/preload'

interface DirectoryActionsProps {
  /** The checked rows, in the order the table shows them. */
  selected: readonly DirectoryService[]
  onAdd: () => void
  onUpdate: (directory: DirectoryService) => void
  onDeleted: () => void
  /** Start loading the modal's code when Add or Update is pointed at or focused. */
  modalIntent: IntentHandlers
}

/**
 * The directory list's actions (docs/product/directories.md). Delete is offered for one or more checked rows but,
 * as the product has it, acts on the first of them only; its confirmation names that one.
 */
export function DirectoryActions({ selected, onAdd, onUpdate, onDeleted, modalIntent }: DirectoryActionsProps) {
  const confirm = useConfirm()
  const remove = useMutation(apiMutation('DELETE_DIRECTORY_SERVICE'))
  const [first] = selected

  const deleteFirst = async () => {
    if (!first) return
    const name = first.spec.name
    const confirmed = await confirm({
      title: t('directories.confirmDelete.title'),
      message:
        selected.length === 1
          ? tIsolated('directories.confirmDelete.message', { name })
          : tIsolated('directories.confirmDelete.firstOnly', { name }),
      confirmLabel: t('directories.confirmDelete.confirm'),
    })
    // The toast and the list refresh come from the endpoint table (api/query-client.ts).
    // The selection goes however the delete ended, as in every list (docs/product/lists-and-dialogs.md).
    if (confirmed) remove.mutate({ dir_id: first.metadata.uuid }, { onSettled: onDeleted })
  }

  return (
    <Box role="group" aria-label={t('directories.actions')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button {...modalIntent} variant="contained" onClick={onAdd}>
        {t('directories.add')}
      </Button>
      <ActionButton
        label={t('directories.delete')}
        onClick={() => void deleteFirst()}
        busy={remove.isPending}
        disabledReason={first ? undefined : t('directories.reasons.delete')}
      />
      <ActionButton
        label={t('directories.update')}
        intent={modalIntent}
        onClick={() => {
          if (first) onUpdate(first)
        }}
        disabledReason={selected.length === 1 ? undefined : t('directories.reasons.update')}
      />
    </Box>
  )
}
