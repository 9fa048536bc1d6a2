import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { createContext, useCallback, useContext, useId, useRef, useState, type ReactNode } from 'react'
import { t } from '../i18n/t'

export interface ConfirmOptions {
  title: string
  message: string
  /** The confirm button repeats the action's name ('Delete', 'Revoke'). */
  confirmLabel: string
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>

const ConfirmContext = createContext<Confirm | undefined>(undefined)

/**
 * One in-page confirmation for destructive actions (CONTRACT.md §4): it resolves true only
 * when the action's own button is pressed; Cancel, Escape or a click outside resolve false.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions>()
  const resolver = useRef<(answer: boolean) => void>(undefined)
  const titleId = useId()
  const messageId = useId()

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false)
    setOptions(next)
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve
    })
  }, [])

  const answer = (value: boolean) => {
    resolver.current?.(value)
    resolver.current = undefined
    setOptions(undefined)
  }

  return (
    <ConfirmContext value={confirm}>
      {children}
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
          <Button onClick={() => answer(false)}>
            {t('dialog.cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={() => answer(true)}>
            {options?.confirmLabel}
          </Button>
        </DialogActions>
      </Dialog>
    </ConfirmContext>
  )
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext)
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider above it')
  return confirm
}
