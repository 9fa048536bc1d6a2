import Typography from '@mui/material/Typography'
import type { SxProps, Theme } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { TooltipOnNeed } from './TooltipOnNeed'

interface OneLineTextProps {
  children: ReactNode
  /** 'span' inside phrasing content such as a button's label. */
  component?: 'div' | 'span'
  sx?: SxProps<Theme>
  'data-testid'?: string
}

/** The whole text of a line its room cuts short; undefined for a line that fits. */
const wholeIfCut = (line: HTMLElement) => (line.scrollWidth > line.clientWidth ? line.textContent : undefined)

/**
 * Server text on one line, cut with an ellipsis when it is longer than the room it has
 * (docs/product/lists-and-dialogs.md 'Long text'). The whole text stays in the page, so it is
 * still what assistive technology reads; a pointer resting on a cut line shows all of it in a
 * tooltip that describes the line rather than renaming it. The line is measured when the pointer
 * arrives rather than as it renders, since a table of fifty rows would otherwise force a layout
 * per cell.
 */
export function OneLineText({ children, component = 'div', sx, 'data-testid': testId }: OneLineTextProps) {
  return (
    <TooltipOnNeed title={wholeIfCut}>
      <Typography component={component} variant="inherit" noWrap sx={sx} data-testid={testId}>
        {children}
      </Typography>
    </TooltipOnNeed>
  )
}
