import Box from '@mui/material/Box'
import { useMutation } from '@tanstack/react-query'
import { apiBatchMutation } from '../../core/api/endpoint-options'
import { ACCESS_KEYS_FIELD, type ServiceAccount } from '../../core/api/schemas'
import { useConfirm } from '../ui/ConfirmDialog'
import { t, tIsolated } from '../../core/i18n/t'
import { ActionButton } from '../ui/list/ActionButton'
import type { IntentHandlers } from '../ui/preload'
import { formatNames } from '../../core/i18n/format'

interface ServiceAccountActionsProps {
  /** The checked rows of the page shown. */
  selected: readonly ServiceAccount[]
  onCreate: () => void
  onManageCertificates: (account: ServiceAccount) => void
  /** Start loading the modals' code when their buttons are pointed at or focused. */
  createIntent: IntentHandlers
  certificatesIntent: IntentHandlers
  /** After a delete, whether or not all of it was done. */
  onDeleted: () => void
}

/** Every certificate key of the accounts, as the calls that revoke them. */
function keysOf(accounts: readonly ServiceAccount[]) {
  return accounts.flatMap((account) => account[ACCESS_KEYS_FIELD].map((key) => ({ uuid: account.uuid, keyUuid: key.uuid })))
}

/**
 * The list's actions and their selection rules (docs/product/service-accounts.md). Deactivate revokes every key of
 * the selected accounts, as a service account authenticates only with them (docs/decisions/007).
 */
export function ServiceAccountActions({
  selected,
  onCreate,
  onManageCertificates,
  createIntent,
  certificatesIntent,
  onDeleted,
}: ServiceAccountActionsProps) {
  const confirm = useConfirm()
  const remove = useMutation(apiBatchMutation('DELETE_SERVICE_ACCOUNT'))
  const revokeAll = useMutation(apiBatchMutation('DELETE_ACCESS_KEY'))
  const keys = keysOf(selected)
  const [only] = selected

  // The names are joined when a confirmation asks, not on every render: the language's list format
  // is costly to make, and a render of the screen would make it before anyone asked.
  const deleteSelected = async () => {
    const confirmed = await confirm({
      title: t('serviceAccounts.confirmDelete.title'),
      message: tIsolated('serviceAccounts.confirmDelete.message', { names: formatNames(selected.map((account) => account.name)) }),
      confirmLabel: t('serviceAccounts.confirmDelete.confirm'),
    })
    if (!confirmed) return
    remove.mutate(
      selected.map(({ uuid }) => ({ uuid })),
      { onSettled: onDeleted },
    )
  }

  const deactivateSelected = async () => {
    // Deactivating revokes keys: its confirmation names only the accounts that have some.
    const keyHolders = formatNames(selected.filter((account) => account[ACCESS_KEYS_FIELD].length > 0).map((account) => account.name))
    const message =
      keys.length === 1
        ? tIsolated('serviceAccounts.confirmDeactivate.messageOne', { names: keyHolders })
        : tIsolated('serviceAccounts.confirmDeactivate.messageMany', { names: keyHolders, count: keys.length })
    const confirmed = await confirm({
      title: t('serviceAccounts.confirmDeactivate.title'),
      message,
      confirmLabel: t('serviceAccounts.confirmDeactivate.confirm'),
    })
    if (confirmed) revokeAll.mutate(keys)
  }

  return (
    <Box role="group" aria-label={t('serviceAccounts.actions')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <ActionButton variant="contained" label={t('serviceAccounts.create')} onClick={onCreate} intent={createIntent} />
      <ActionButton
        label={t('serviceAccounts.deactivate')}
        onClick={() => void deactivateSelected()}
        busy={revokeAll.isPending}
        waiting={remove.isPending}
        disabledReason={keys.length === 0 ? t('serviceAccounts.reasons.deactivate') : undefined}
      />
      <ActionButton
        label={t('serviceAccounts.delete')}
        onClick={() => void deleteSelected()}
        busy={remove.isPending}
        waiting={revokeAll.isPending}
        disabledReason={selected.length === 0 ? t('serviceAccounts.reasons.delete') : undefined}
      />
      <ActionButton
        label={t('serviceAccounts.manageCertificates')}
        intent={certificatesIntent}
        onClick={() => {
          if (only) onManageCertificates(only)
        }}
        disabledReason={selected.length === 1 ? undefined : t('serviceAccounts.reasons.manageCertificates')}
      />
    </Box>
  )
}
