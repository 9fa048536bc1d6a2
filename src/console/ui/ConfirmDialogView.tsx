import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useId } from 'react'
import { t } from '../../core/i18n/t'
import type { ConfirmOptions } from './ConfirmDialog'
import { MuiTheme } from './MuiTheme'

interface ConfirmDialogViewProps {
  /** The question on screen; undefined while closed. */
  options: ConfirmOptions | undefined
  answer: (value: boolean) => void
}

/** The confirmation itself, loaded when the first destructive action asks. */
export function ConfirmDialogView({ options, answer }: ConfirmDialogViewProps) {
  const titleId = useId()
  const messageId = useId()
  return (
    // Under the root, outside any screen's theme: it brings its own.
    <MuiTheme>
      <Dialog
        open={options !== undefined}
        onClose={() => answer(false)}
        aria-labelledby={titleId}
        aria-describedby={messageId}
        role="alertdialog"
      >
        <DialogTitle id={titleId}>{options?.title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={messageId}>{options?.message}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>{t('dialog.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => answer(true)}>
            {options?.confirmLabel}
          </Button>
        </DialogActions>
      </Dialog>
    </MuiTheme>
  )
}
