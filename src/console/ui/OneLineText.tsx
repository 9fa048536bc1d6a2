import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import type { SxProps, Theme } from '@mui/material/styles'
import { useState, type MouseEvent, type ReactNode } from 'react'

interface OneLineTextProps {
  children: ReactNode
  /** 'span' inside phrasing content such as a button's label. */
  component?: 'div' | 'span'
  sx?: SxProps<Theme>
  'data-testid'?: string
}

/**
 * Server text on one line, cut with an ellipsis when it is longer than the room it has
 * (docs/product/lists-and-dialogs.md 'Long text'). The whole text stays in the page, so it is
 * still what assistive technology reads; a pointer resting on a cut line shows all of it in a
 * tooltip that describes the line rather than renaming it.
 */
export function OneLineText({ children, component = 'div', sx, 'data-testid': testId }: OneLineTextProps) {
  // The whole text, once the pointer has found the line cut. Measured when the pointer arrives
  // rather than as the line renders, since a table of fifty rows would otherwise force a layout per
  // cell; and the tooltip is only mounted then, since a list draws dozens of lines and a tooltip
  // is among the costliest things MUI draws (decision 029).
  const [whole, setWhole] = useState<string>()
  const [open, setOpen] = useState(false)
  const measure = (event: MouseEvent<HTMLElement>) => {
    const line = event.currentTarget
    const cut = line.scrollWidth > line.clientWidth
    // A line that fits (again, after its text changed) shows nothing more.
    setWhole(cut ? line.textContent : undefined)
    setOpen(cut)
  }
  const line = (
    <Typography component={component} variant="inherit" noWrap onMouseEnter={measure} sx={sx} data-testid={testId}>
      {children}
    </Typography>
  )
  if (whole === undefined) return line
  // Open as it mounts: the pointer that found the line cut is already on it.
  return (
    <Tooltip title={whole} describeChild open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
      {line}
    </Tooltip>
  )
}
