import Alert from '@mui/material/Alert'
import { SnackbarContent, type CustomContentProps } from 'notistack'
import type { Ref } from 'react'

type ToastContentProps = CustomContentProps & { ref?: Ref<HTMLDivElement> }

/**
 * A toast drawn as a filled MUI alert in the theme's colours. notistack's own content paints
 * white on light green, orange and light blue (below WCAG AA contrast) and gives every toast the
 * same element id, which two toasts at once would duplicate.
 */
export function ToastContent({ ref, message, variant, style, className }: ToastContentProps) {
  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Alert variant="filled" severity={variant === 'default' ? 'info' : variant} sx={{ width: '100%' }}>
        {message}
      </Alert>
    </SnackbarContent>
  )
}

/** Every toast variant drawn by ToastContent (SnackbarProvider's `Components`). */
export const TOAST_COMPONENTS = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
}
