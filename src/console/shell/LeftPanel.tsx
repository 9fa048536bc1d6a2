import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Toolbar from '@mui/material/Toolbar'
import { t } from '../../core/i18n/t'
import { PATHS } from '../../core/paths'
import { NavLinkList } from '../ui/NavLinkList'

export const PANEL_WIDTH = 220

const AREAS = [
  { to: PATHS.identities, label: t('nav.identities') },
  { to: PATHS.settings, label: t('nav.iamSettings') },
] as const

interface LeftPanelProps {
  id: string
  open: boolean
}

/**
 * The console's areas; the current one is marked for sight and for screen readers. It slides in
 * and out beside the page as MUI's persistent Drawer does; the Drawer itself would bring MUI's
 * Modal, Slide and focus trap, which a panel that never covers the page has no use for.
 */
export function LeftPanel({ id, open }: LeftPanelProps) {
  return (
    <Box
      id={id}
      sx={(theme) => ({
        width: open ? PANEL_WIDTH : 0,
        flexShrink: 0,
        transition: theme.transitions.create('width', { duration: theme.transitions.duration.enteringScreen }),
      })}
    >
      <Paper
        square
        elevation={0}
        sx={(theme) => ({
          position: 'fixed',
          top: 0,
          left: 0,
          height: '100%',
          width: PANEL_WIDTH,
          overflowY: 'auto',
          zIndex: theme.zIndex.drawer,
          borderRight: 1,
          borderColor: 'divider',
          transform: open ? 'none' : `translateX(-${String(PANEL_WIDTH)}px)`,
          // Hidden once it has slid out, so its links leave the tab order and the accessibility tree.
          visibility: open ? 'visible' : 'hidden',
          transition: theme.transitions.create(['transform', 'visibility'], {
            duration: theme.transitions.duration.enteringScreen,
          }),
        })}
      >
        <Toolbar />
        <nav aria-label={t('app.areas')}>
          <NavLinkList items={AREAS} />
        </nav>
      </Paper>
    </Box>
  )
}
