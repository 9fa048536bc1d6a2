import Typography from '@mui/material/Typography'
import type { SxProps, Theme } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { TooltipOnNeed } from './TooltipOnNeed'

interface OneLineTextProps {
  children: ReactNode
  /** 'span' inside phrasing content such as a button's label. */
  component?: 'div' | 'span'
  /** Added to the line's own styles: one style object or function, not a list. */
  sx?: Exclude<SxProps<Theme>, readonly unknown[]>
  'data-testid'?: string
}

/** `match-parent`: aligned to the start of the column, not of the text's own direction. */
const COLUMN_ALIGNED = { textAlign: 'match-parent' } as const

/** Whether a single line of text shows less than all of it (cut with an ellipsis). */
export const isCut = (line: HTMLElement): boolean => line.scrollWidth > line.clientWidth

/** The whole text of a line its room cuts short; undefined for a line that fits. */
const wholeIfCut = (line: HTMLElement) => (isCut(line) ? line.textContent : undefined)

/**
 * Server text on one line, cut with an ellipsis when it is longer than the room it has
 * (docs/product/lists-and-dialogs.md 'Long text'). The whole text stays in the page, so it is
 * still what assistive technology reads; a pointer resting on a cut line shows all of it in a
 * tooltip that describes the line rather than renaming it. The line is measured when the pointer
 * arrives rather than as it renders, since a table of fifty rows would otherwise force a layout
 * per cell.
 *
 * Server text runs in its own direction, whatever the page's (docs/product/languages.md): an
 * e-mail in an Arabic page is cut at its end, as in an English one, rather than losing its start
 * to the ellipsis; an Arabic name in an English page reads right to left. The line still sits on
 * the side its column starts on.
 */
export function OneLineText({ children, component = 'div', sx, 'data-testid': testId }: OneLineTextProps) {
  return (
    <TooltipOnNeed title={wholeIfCut}>
      <Typography component={component} dir="auto" variant="inherit" noWrap sx={[COLUMN_ALIGNED, sx ?? false]} data-testid={testId}>
        {children}
      </Typography>
    </TooltipOnNeed>
  )
}
