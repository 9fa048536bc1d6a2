import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useId, type ReactNode } from 'react'
import { t } from '../../core/i18n/t'
import { MuiTheme } from './MuiTheme'

/** The question. With the view, which the provider loads lazily: a type import costs no code. */
export interface ConfirmOptions {
  title: string
  /** A sentence that names what it acts on draws the names isolated (tIsolated). */
  message: ReactNode
  /** The confirm button repeats the action's name ('Delete', 'Revoke'). */
  confirmLabel: string
}

interface ConfirmDialogViewProps {
  /** The question on screen; undefined while closed. */
  options: ConfirmOptions | undefined
  answer: (value: boolean) => void
  /**
   * The dialog has gone (its closing transition ended). It gives the focus back itself rather than
   * MUI, which would try only the control that opened it: a destructive action's button is
   * disabled by then, as its call runs.
   */
  onClosed: () => void
}

/** The confirmation itself, loaded when the first destructive action asks. */
export function ConfirmDialogView({ options, answer, onClosed }: ConfirmDialogViewProps) {
  const titleId = useId()
  const messageId = useId()
  return (
    // Under the root, outside any screen's theme: it brings its own.
    <MuiTheme>
      <Dialog
        open={options !== undefined}
        // A click outside does not answer: the second click of a quick double click on the button
        // that asked lands on the backdrop. Escape and Cancel still do.
        onClose={(_event, reason) => {
          if (reason !== 'backdropClick') answer(false)
        }}
        aria-labelledby={titleId}
        aria-describedby={messageId}
        role="alertdialog"
        disableRestoreFocus
        slotProps={{ transition: { onExited: onClosed } }}
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
