import Box from '@mui/material/Box'
import Button, { type ButtonProps } from '@mui/material/Button'
import { alpha } from '@mui/material/styles'
import { useEffect, useId, useState, type ReactNode } from 'react'
import { VisuallyHidden } from '../../../public/ui/VisuallyHidden'

interface ActionButtonProps {
  label: string
  onClick: () => void
  /** Why the action is not available now; the button is disabled while there is one. */
  disabledReason?: string
  /** This action is running: the button shows progress and cannot be pressed again. */
  busy?: boolean
  /** Another action is running; nothing to explain beyond the progress shown there. */
  waiting?: boolean
  variant?: ButtonProps['variant']
}

/**
 * The reason under a disabled button while the pointer rests on it; Escape dismisses it
 * (WCAG 1.4.13). Drawn here rather than with MUI's Tooltip, which would bring Popper to every
 * list (decision 019); the note never needs to flip or follow a scroll.
 */
function ReasonNote({ reason, children }: { reason: string; children: ReactNode }) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!shown) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setShown(false)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [shown])
  return (
    // A disabled button gets no pointer events, so the wrapper listens.
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }} onMouseEnter={() => setShown(true)} onMouseLeave={() => setShown(false)}>
      {children}
      {shown && (
        <Box
          component="span"
          role="tooltip"
          sx={(theme) => ({
            position: 'absolute',
            top: '100%',
            left: '50%',
            transform: 'translateX(-50%)',
            mt: 1,
            px: 1,
            py: 0.5,
            width: 'max-content',
            maxWidth: 300,
            borderRadius: 1,
            bgcolor: alpha(theme.palette.grey[700], 0.92),
            color: 'common.white',
            typography: 'caption',
            pointerEvents: 'none',
            zIndex: theme.zIndex.tooltip,
          })}
        >
          {reason}
        </Box>
      )}
    </Box>
  )
}

/**
 * A list action that explains itself when it is disabled: a note for the pointer, and the
 * same reason as the button's description for assistive technology.
 */
export function ActionButton({ label, onClick, disabledReason, busy = false, waiting = false, variant = 'outlined' }: ActionButtonProps) {
  const reasonId = useId()
  const button = (
    <Button
      variant={variant}
      onClick={onClick}
      disabled={disabledReason !== undefined || waiting}
      loading={busy}
      aria-describedby={disabledReason === undefined ? undefined : reasonId}
    >
      {label}
    </Button>
  )
  if (disabledReason === undefined) return button
  return (
    <ReasonNote reason={disabledReason}>
      {button}
      <VisuallyHidden id={reasonId}>{disabledReason}</VisuallyHidden>
    </ReasonNote>
  )
}
