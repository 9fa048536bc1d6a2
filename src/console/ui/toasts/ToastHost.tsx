import GlobalStyles from '@mui/material/GlobalStyles'
import { SnackbarProvider, useSnackbar } from 'notistack'
import { useEffect } from 'react'
import { TOAST_DURATION_MS } from '../../../core/notify'
import { MuiTheme } from '../MuiTheme'
import { REDUCED_MOTION } from '../theme'
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

/**
 * notistack slides a toast in, and moves the others and the stack with timed transitions it sets on
 * its own elements, some inline; it has no setting for reduced motion. There they all go, so a
 * toast appears and leaves at once, as MUI's own parts do under the theme's `motion`.
 */
const STILL_TOASTS = { [REDUCED_MOTION]: { '.notistack-SnackbarContainer, .notistack-SnackbarContainer *': { transition: 'none !important' } } }

export function ToastHost() {
  return (
    <MuiTheme>
      <GlobalStyles styles={STILL_TOASTS} />
      <SnackbarProvider maxSnack={3} autoHideDuration={TOAST_DURATION_MS} Components={TOAST_COMPONENTS}>
        <Deliver />
      </SnackbarProvider>
    </MuiTheme>
  )
}
