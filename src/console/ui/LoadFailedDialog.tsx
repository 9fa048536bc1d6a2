import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useId } from 'react'
import { describeError } from '../../core/api/errors'
import { t } from '../../core/i18n/t'

interface LoadFailedDialogProps {
  /** The edit modal's own title, so the dialog is named as the modal that was asked for. */
  title: string
  /** What could not be opened, in the area's words. */
  message: string
  /** The failed read, whose reason follows the message; none when there was nothing to read. */
  error?: unknown
  onClose: () => void
}

/**
 * An edit modal whose item cannot be edited: its read failed (a stale or edited link, the service
 * down) or it is not one this modal edits. Says so in place of the form, and closes.
 */
export function LoadFailedDialog({ title, message, error, onClose }: LoadFailedDialogProps) {
  const titleId = useId()
  const reason = error ? describeError(error) : undefined
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Alert severity="error">{[message, reason].filter(Boolean).join(' ')}</Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
