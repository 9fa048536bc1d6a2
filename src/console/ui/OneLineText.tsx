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
  // Measured when the pointer arrives rather than as the line renders: a table of fifty rows
  // would otherwise force a layout per cell, and only a line that is cut needs the tooltip.
  const [whole, setWhole] = useState('')
  const measure = (event: MouseEvent<HTMLElement>) => {
    const line = event.currentTarget
    setWhole(line.scrollWidth > line.clientWidth ? line.textContent : '')
  }
  return (
    // No tooltip while the title is empty: a line that fits shows nothing more.
    <Tooltip title={whole} describeChild>
      <Typography component={component} variant="inherit" noWrap onMouseEnter={measure} sx={sx} data-testid={testId}>
        {children}
      </Typography>
    </Tooltip>
  )
}
