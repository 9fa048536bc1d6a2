import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import Fade from '@mui/material/Fade'
import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { describeError } from '../../core/api/errors'
import { t } from '../../core/i18n/t'
// Its English texts come with the modals' code (other-screens-texts.ts).
import '../../core/i18n/other-screens-texts'
import { FormDialog } from './FormDialog'
import type { ModalClose } from './modal-close'

interface EditDialogProps<T> {
  title: string
  width: 500 | 750
  /** True while the form's save runs: the dialog does not close then. */
  busy: boolean
  onClose: () => void
  /** The item's read, made afresh for this opening; none when the address names no item. */
  read: UseQueryResult<T> | undefined
  /** What could not be opened, in the area's words. */
  loadFailed: string
  /** Why the item read cannot be edited here, when it cannot; said in place of the form. */
  refusal?: (item: T) => string | undefined
  /** The form (a `DialogForm`) for the item as read, given the dialog's close. */
  children: (item: T, close: ModalClose) => ReactNode
}

/**
 * An update modal. It opens at once on its title and Cancel, says it is loading while its item is
 * read afresh, then holds the form that starts from the item, in the same dialog: the focus stays
 * inside it and goes back to the opener on close. When the item cannot be read or edited, it says
 * so in place of the form. Once the form shows, a later read that fails (the window regaining
 * focus) leaves the form and what was typed.
 */
export function EditDialog<T>({ title, width, busy, onClose, read, loadFailed, refusal, children }: EditDialogProps<T>) {
  const item = read?.data !== undefined && read.isFetchedAfterMount ? read.data : undefined
  const refused = item !== undefined ? refusal?.(item) : undefined
  return (
    <FormDialog title={title} width={width} busy={busy} onClose={onClose}>
      {(close) => {
        if (item !== undefined && refused === undefined) return children(item, close)
        if (refused !== undefined) return <CannotEdit message={refused} onClose={close} />
        if (!read || read.isError) return <CannotEdit message={loadFailed} error={read?.error} onClose={close} />
        return <Loading onCancel={close} />
      }}
    </FormDialog>
  )
}

/**
 * How long a read may take before it is said to be loading: a quick one shows the form with no
 * flash. A timer rather than the transition's delay, which MUI drops with its transitions when the
 * system asks for less motion.
 */
const LOADING_SHOWN_AFTER_MS = 400

function Loading({ onCancel }: { onCancel: ModalClose }) {
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), LOADING_SHOWN_AFTER_MS)
    return () => clearTimeout(timer)
  }, [])
  return (
    <>
      <DialogContent>
        {/* The region is there from the start, so its words are announced as they come. */}
        <div role="status">
          <Fade in={slow}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <CircularProgress size={24} aria-hidden="true" />
              <span>{t('editModal.loading')}</span>
            </Box>
          </Fade>
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onCancel()}>{t('dialog.cancel')}</Button>
      </DialogActions>
    </>
  )
}

interface CannotEditProps {
  message: string
  /** The failed read, whose reason follows the message. */
  error?: unknown
  onClose: ModalClose
}

function CannotEdit({ message, error, onClose }: CannotEditProps) {
  const reason = error ? describeError(error) : undefined
  return (
    <>
      <DialogContent>
        <Alert severity="error">{[message, reason].filter(Boolean).join(' ')}</Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{t('dialog.close')}</Button>
      </DialogActions>
    </>
  )
}
