import Alert, { type AlertColor } from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormHelperText from '@mui/material/FormHelperText'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { ACCESS_KEYS_FIELD, type AccessKey, type ServiceAccount } from '../../core/api/schemas'
import { useConfirm } from '../ui/ConfirmDialog'
import { useModalClose } from '../ui/modal-close'
import { DIALOG_OVER_PAGE } from '../ui/theme'
import { useSingleFlight } from '../../core/utils/single-flight'
import { appConfig } from '../../core/config'
import { t, tIsolated } from '../../core/i18n/t'
import { FailedReadAlert } from '../ui/list/FailedReadAlert'
import { certificateLimitText } from './certificate-limit'
import { CertificatesTable } from './CertificatesTable'
import { generateCertificateMutation, revokeCertificateMutation } from './key-mutations'

interface CertificatesDialogProps {
  /** Undefined while the list loads, when it could not be read, or when the account is not on the page shown. */
  account: ServiceAccount | undefined
  loading: boolean
  /** Why the list could not be read: said here too, since the dialog covers the list's own alert. */
  listError?: unknown
  onRetry?: () => void
  onClose: () => void
}

interface Notice {
  severity: AlertColor
  text: string
}

/** "Manage {name}'s Certificates" (docs/product/service-accounts.md): the account's keys, generated, downloaded and revoked here. */
export function CertificatesDialog({ account, loading, listError, onRetry, onClose }: CertificatesDialogProps) {
  const titleId = useId()
  const keyMutations = useKeyMutations()
  // While a key is made or revoked the dialog stays, as a form does while it saves: its outcome
  // shows only here (Escape, Done and Back wait).
  const busy = keyMutations.generate.isPending || keyMutations.revoke.isPending
  const close = useModalClose(busy, onClose)
  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { [DIALOG_OVER_PAGE]: { width: 750, maxWidth: 'calc(100% - 32px)' } } } }}
    >
      <DialogTitle id={titleId}>
        {account ? tIsolated('certificates.title', { name: account.name }) : t('certificates.titleUnknown')}
      </DialogTitle>
      {account ? (
        <Certificates account={account} keyMutations={keyMutations} busy={busy} onClose={() => close()} />
      ) : (
        <>
          <DialogContent>
            {loading ? (
              <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <CircularProgress size={20} aria-hidden="true" />
                {t('table.loading')}
              </Box>
            ) : listError !== undefined && listError !== null ? (
              <FailedReadAlert error={listError} onRetry={onRetry} />
            ) : (
              <Alert severity="warning">{t('certificates.accountNotFound')}</Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => close()}>{t('certificates.done')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  )
}

/** Making and revoking keys: held by the dialog, which stays open while one is under way. */
function useKeyMutations() {
  return { generate: useMutation(generateCertificateMutation), revoke: useMutation(revokeCertificateMutation) }
}

interface CertificatesProps {
  account: ServiceAccount
  keyMutations: ReturnType<typeof useKeyMutations>
  /** A key is being made or revoked: Done waits. */
  busy: boolean
  onClose: () => void
}

function Certificates({ account, keyMutations, busy, onClose }: CertificatesProps) {
  const { generate, revoke } = keyMutations
  const keys = account[ACCESS_KEYS_FIELD]
  const { maxCertificates } = appConfig()
  const atLimit = keys.length >= maxCertificates
  const limitId = useId()
  const confirm = useConfirm()
  const [notice, setNotice] = useState<Notice>()
  // After a key is made or revoked, the button pressed is disabled or gone, and the focus would
  // fall to the dialog's frame, where Enter does nothing. Once the keys in the cache show the
  // outcome and nothing is under way (until then Generate or Done may still be disabled, and a
  // disabled button takes no focus), the focus goes to Generate, or to Done when the limit disables
  // Generate; unless the user has meanwhile moved it to another of the dialog's controls.
  const generateButton = useRef<HTMLButtonElement>(null)
  const doneButton = useRef<HTMLButtonElement>(null)
  const focusOnceKeysShow = useRef<(keys: AccessKey[]) => boolean>(undefined)
  useEffect(() => {
    const outcomeShown = focusOnceKeysShow.current
    if (!outcomeShown || busy || !outcomeShown(keys)) return
    focusOnceKeysShow.current = undefined
    const active = document.activeElement
    if (active?.closest('[role="dialog"]') && active !== generateButton.current) return
    ;(atLimit ? doneButton : generateButton).current?.focus()
  }, [keys, atLimit, busy])
  const nothingToWaitFor = () => true

  // One key per press however fast the presses come: a second one could pass the limit.
  const generateKey = useSingleFlight(async () => {
    setNotice(undefined)
    try {
      const created = await generate.mutateAsync({ uuid: account.uuid })
      focusOnceKeysShow.current = (shown) => shown.some((key) => key.uuid === created.uuid)
      setNotice({ severity: 'success', text: t('certificates.created') })
    } catch {
      focusOnceKeysShow.current = nothingToWaitFor
      setNotice({ severity: 'error', text: t('certificates.createFailed') })
    }
  })

  const revokeKey = async (key: AccessKey) => {
    const confirmed = await confirm({
      title: t('certificates.confirmRevoke.title'),
      message: tIsolated('certificates.confirmRevoke.message', { serial: key.serial_number, name: account.name }),
      confirmLabel: t('certificates.confirmRevoke.confirm'),
    })
    if (!confirmed) return
    setNotice(undefined)
    focusOnceKeysShow.current = (shown) => !shown.some((shownKey) => shownKey.uuid === key.uuid)
    revoke.mutate(
      { uuid: account.uuid, keyUuid: key.uuid },
      {
        onSuccess: () => setNotice({ severity: 'success', text: t('certificates.revoked') }),
        onError: () => {
          focusOnceKeysShow.current = nothingToWaitFor
          setNotice({ severity: 'error', text: t('certificates.revokeFailed') })
        },
      },
    )
  }

  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {notice && (
          <Alert severity={notice.severity} onClose={() => setNotice(undefined)} closeText={t('dialog.close')}>
            {notice.text}
          </Alert>
        )}
        <CertificatesTable keys={keys} onRevoke={(key) => void revokeKey(key)} revoking={revoke.isPending} />
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', gap: 2, px: 3, pb: 2 }}>
        <Box>
          <Button
            ref={generateButton}
            variant="contained"
            onClick={() => generateKey()}
            disabled={atLimit}
            loading={generate.isPending}
            aria-describedby={atLimit ? limitId : undefined}
          >
            {t('certificates.generate')}
          </Button>
          {atLimit && (
            <FormHelperText id={limitId}>{certificateLimitText(maxCertificates)}</FormHelperText>
          )}
        </Box>
        <Button ref={doneButton} onClick={onClose} disabled={busy}>
          {t('certificates.done')}
        </Button>
      </DialogActions>
    </>
  )
}
