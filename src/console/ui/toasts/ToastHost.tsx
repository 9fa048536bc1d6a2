import { SnackbarProvider, useSnackbar } from 'notistack'
import { useEffect } from 'react'
import { TOAST_DURATION_MS } from '../../../core/notify'
import { MuiTheme } from '../MuiTheme'
import { TOAST_COMPONENTS } from './ToastContent'
import { deliverToasts } from '../../../core/toast-queue'

/** Shows the queued toasts with notistack; texts are plain text, never HTML. */
function Deliver() {
  const { enqueueSnackbar } = useSnackbar()
  useEffect(
    () =>
      deliverToasts(({ message, variant }) => {
        enqueueSnackbar(message, { variant, autoHideDuration: TOAST_DURATION_MS, preventDuplicate: true })
      }),
    [enqueueSnackbar],
  )
  return null
}

export function ToastHost() {
  return (
    <MuiTheme>
      <SnackbarProvider maxSnack={3} autoHideDuration={TOAST_DURATION_MS} Components={TOAST_COMPONENTS}>
        <Deliver />
      </SnackbarProvider>
    </MuiTheme>
  )
}
