import Drawer from '@mui/material/Drawer'
import Toolbar from '@mui/material/Toolbar'
import { t } from '../../i18n/t'
import { PATHS } from '../../paths'
import { NavLinkList } from '../NavLinkList'

export const PANEL_WIDTH = 220

const AREAS = [
  { to: PATHS.identities, label: t('nav.identities') },
  { to: PATHS.settings, label: t('nav.iamSettings') },
] as const

interface LeftPanelProps {
  id: string
  open: boolean
}

/** The console's areas; the current one is marked for sight and for screen readers. */
export function LeftPanel({ id, open }: LeftPanelProps) {
  return (
    <Drawer
      id={id}
      variant="persistent"
      open={open}
      sx={{ width: open ? PANEL_WIDTH : 0, flexShrink: 0, '& .MuiDrawer-paper': { width: PANEL_WIDTH } }}
    >
      <Toolbar />
      <nav aria-label={t('app.areas')}>
        <NavLinkList items={AREAS} />
      </nav>
    </Drawer>
  )
}
