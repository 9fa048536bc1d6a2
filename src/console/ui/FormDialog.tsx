import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useId, type ReactNode, type SyntheticEvent } from 'react'
import { t } from '../../core/i18n/t'
import { useModalClose, type ModalClose } from './modal-close'
import { DIALOG_OVER_PAGE } from './theme'

interface FormDialogProps {
  title: string
  /** Width in pixels (modal widths: docs/product/constants.md). */
  width: 500 | 750
  /** True while the form's call runs: the dialog does not close then. */
  busy: boolean
  onClose: () => void
  /** What the dialog holds under its title (a `DialogForm`), given the dialog's one close. */
  children: (close: ModalClose) => ReactNode
}

/**
 * A modal form's dialog: named by its title, closed by Escape (focus returns to the opener) or its
 * Cancel, never while its call runs, so a failure finds what was typed. What it holds may change
 * while it stays open (an edit modal's item loading, then its form): the focus stays inside.
 */
export function FormDialog({ title, width, busy, onClose, children }: FormDialogProps) {
  const titleId = useId()
  const close = useModalClose(busy, onClose)
  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { [DIALOG_OVER_PAGE]: { width, maxWidth: 'calc(100% - 32px)' } } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children(close)}
    </Dialog>
  )
}

/** What a modal gives the form it holds (a user's, a provider's, a directory's). */
export interface ModalFormProps<Item, Values> {
  /** The item to update, as read when the modal opened; none to make a new one. */
  stored?: Item
  /** Sends the form and closes the modal; throws when the call fails, and the form keeps its input. */
  send: (values: Values) => Promise<void>
  submitting: boolean
  /** Why the last send failed, for the form's alert. */
  failure: string | undefined
  close: ModalClose
}

interface DialogFormProps {
  onSubmit: (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => void
  submitLabel: string
  submitting: boolean
  /** Why the last submit failed; the form keeps what was typed. */
  error?: string
  onCancel: ModalClose
  children: ReactNode
}

// The title and the buttons stay in view and the fields scroll between them.
const PARTS_IN_A_COLUMN = { display: 'flex', flexDirection: 'column', minHeight: 0 } as const

/** The form inside a `FormDialog`: its fields, then Cancel and the submit button, submitted once at a time. */
export function DialogForm({ onSubmit, submitLabel, submitting, error, onCancel, children }: DialogFormProps) {
  return (
    // Fields carry their own checks and messages, so the browser's are turned off.
    <Box component="form" noValidate onSubmit={onSubmit} sx={PARTS_IN_A_COLUMN}>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onCancel()} disabled={submitting}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={submitting}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Box>
  )
}
