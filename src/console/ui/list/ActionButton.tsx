import Box from '@mui/material/Box'
import Button, { type ButtonProps } from '@mui/material/Button'
import { useId, useLayoutEffect, useRef } from 'react'
import type { IntentHandlers } from '../preload'
import { TooltipOnNeed } from '../TooltipOnNeed'
import { VisuallyHidden } from '../VisuallyHidden'
import { returnFocusTo, takeFocusBack } from './return-focus'

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
  /** The action opens code loaded ahead (usePreload): a pointer over it or focus on it starts the load. */
  intent?: IntentHandlers
}

/**
 * A list action that explains itself when it is disabled: a tooltip for the pointer (Escape
 * dismisses it), and the same reason as the button's description for assistive technology,
 * which a tooltip alone gives only while it shows.
 */
export function ActionButton({
  label,
  onClick,
  disabledReason,
  busy = false,
  waiting = false,
  variant = 'outlined',
  intent,
}: ActionButtonProps) {
  const reasonId = useId()
  const unavailable = disabledReason !== undefined || waiting || busy
  const ref = useRef<HTMLButtonElement>(null)
  // Whether the button had the focus when it became unavailable: a blur caused by its disabling
  // does not count, since the browser then drops the focus to the page's body.
  const focused = useRef(false)
  useLayoutEffect(() => {
    if (!ref.current) return
    if (!unavailable) {
      takeFocusBack(ref.current)
      return
    }
    if (!focused.current) return
    focused.current = false
    returnFocusTo(ref.current)
  }, [unavailable])
  const button = (
    <Button
      {...intent}
      ref={ref}
      onFocus={() => {
        intent?.onFocus()
        focused.current = true
      }}
      onBlur={(event) => {
        if (!event.currentTarget.disabled) focused.current = false
      }}
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
    // A disabled button gets no pointer events, so the wrapper is what the tooltip listens to.
    <TooltipOnNeed title={disabledReason}>
      <Box component="span" sx={{ display: 'inline-flex' }}>
        {button}
        <VisuallyHidden id={reasonId}>{disabledReason}</VisuallyHidden>
      </Box>
    </TooltipOnNeed>
  )
}
