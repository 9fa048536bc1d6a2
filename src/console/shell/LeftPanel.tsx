import Drawer from '@mui/material/Drawer'
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
 * The console's areas; the current one is marked for sight and for screen readers. A persistent
 * Drawer: it slides beside the page without covering it, and once closed it is hidden, so its
 * links leave the tab order and the accessibility tree.
 */
export function LeftPanel({ id, open }: LeftPanelProps) {
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
      })}
      slotProps={{ paper: { sx: { width: PANEL_WIDTH, boxSizing: 'border-box' } } }}
    >
      <Toolbar />
      <nav aria-label={t('app.areas')}>
        <NavLinkList items={AREAS} />
      </nav>
    </Drawer>
  )
}
