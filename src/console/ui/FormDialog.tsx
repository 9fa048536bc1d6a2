import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useId, type ReactNode, type SyntheticEvent } from 'react'
import { t } from '../../core/i18n/t'
import { useModalClose } from './modal-close'
import { DIALOG_OVER_PAGE } from './theme'

interface FormDialogProps {
  open: boolean
  title: string
  /** Width in pixels (modal widths: docs/product/constants.md). */
  width: 500 | 750
  onClose: () => void
  onSubmit: (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => void
  submitLabel: string
  submitting: boolean
  /** Why the last submit failed; the form keeps what was typed. */
  error?: string
  children: ReactNode
}

const PARTS_IN_A_COLUMN = { display: 'flex', flexDirection: 'column', minHeight: 0 } as const

/**
 * A modal form: named by its title, closed by Escape (focus returns to the opener), submitted
 * once at a time. While a submit is in flight it cannot be closed or submitted again.
 */
export function FormDialog({ open, title, width, onClose, onSubmit, submitLabel, submitting, error, children }: FormDialogProps) {
  const titleId = useId()
  // Not closed while its call runs: a failure must find what was typed still there.
  const close = useModalClose(submitting, onClose)
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { [DIALOG_OVER_PAGE]: { width, maxWidth: 'calc(100% - 32px)' } } } }}
    >
      {/* Fields carry their own checks and messages, so the browser's are turned off. The form lays
          its parts out as the dialog would without it: the title and the buttons stay in view and
          the fields scroll between them. */}
      <Box component="form" noValidate onSubmit={onSubmit} sx={PARTS_IN_A_COLUMN}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close()} disabled={submitting}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}
