import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import Toolbar from '@mui/material/Toolbar'
import { ApiDocsLink } from './ApiDocsLink'
import { ConsoleNavigation } from './ConsoleNavigation'
import { REDUCED_MOTION } from '../ui/theme'
import { BELOW_HEADER } from './header-height'

const PANEL_WIDTH = 240

interface LeftPanelProps {
  id: string
  open: boolean
  /** Below 900 px: a drawer over the page, closed after a choice, by Escape or by a click beside it. */
  narrow: boolean
  onClose: () => void
}

/**
 * The console's navigation at the left. From 900 px up a persistent drawer: it slides beside the
 * page without covering it, and once closed it is hidden, so its links leave the tab order and the
 * accessibility tree. Below, MUI's temporary drawer: a modal over the page that keeps focus inside
 * while open and returns it to the menu button.
 */
export function LeftPanel({ id, open, narrow, onClose }: LeftPanelProps) {
  if (narrow) {
    return (
      <Drawer id={id} variant="temporary" anchor="left" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: PANEL_WIDTH } } }}>
        <ConsoleNavigation onNavigate={onClose} />
        {/* The header has no room for it at this width. */}
        <Box sx={{ px: 2, py: 1 }}>
          <ApiDocsLink />
        </Box>
      </Drawer>
    )
  }
  return (
    <Drawer
      id={id}
      variant="persistent"
      anchor="left"
      open={open}
      sx={(theme) => ({
        // The page beside it takes the room the panel gives up.
        width: open ? PANEL_WIDTH : 0,
        flexShrink: 0,
        transition: theme.transitions.create('width', {
          duration: open ? theme.transitions.duration.enteringScreen : theme.transitions.duration.leavingScreen,
        }),
        // As the drawer's own slide does under the theme's `motion`: the page moves over at once.
        [REDUCED_MOTION]: { transition: 'none' },
      })}
      slotProps={{ paper: { sx: { width: PANEL_WIDTH, boxSizing: 'border-box' } } }}
    >
      <Toolbar sx={BELOW_HEADER} />
      <ConsoleNavigation />
    </Drawer>
  )
}
