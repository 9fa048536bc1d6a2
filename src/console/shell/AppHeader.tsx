import MenuIcon from '@mui/icons-material/Menu'
import AppBar from '@mui/material/AppBar'
import IconButton from '@mui/material/IconButton'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import type { Ref } from 'react'
import { t } from '../../core/i18n/t'
import { AccountMenu } from './AccountMenu'
import { ApiDocsLink } from './ApiDocsLink'
import { HeaderPreferences } from './HeaderPreferences'

interface AppHeaderProps {
  ref?: Ref<HTMLElement>
  /** Below 900 px: the menu button opens the navigation drawer, which also holds the API docs link. */
  narrow: boolean
  panelOpen: boolean
  panelId: string
  onTogglePanel: () => void
  onLogout: () => void
}

export function AppHeader({ ref, narrow, panelOpen, panelId, onTogglePanel, onLogout }: AppHeaderProps) {
  return (
    // Above the wide screen's drawer, which sits beside the page under it; the narrow screen's
    // drawer is a modal over the whole page, the header included, so its first link is in reach.
    <AppBar ref={ref} position="fixed" sx={narrow ? undefined : { zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={t(narrow ? 'app.openNavigation' : 'app.menu')}
          aria-expanded={panelOpen}
          // The drawer exists only while open.
          aria-controls={narrow && !panelOpen ? undefined : panelId}
          onClick={onTogglePanel}
        >
          <MenuIcon />
        </IconButton>
        <Typography component="span" variant="h6" noWrap sx={{ flexGrow: 1 }}>
          {t('app.title')}
        </Typography>
        {!narrow && <ApiDocsLink />}
        <HeaderPreferences />
        <AccountMenu onLogout={onLogout} compact={narrow} />
      </Toolbar>
    </AppBar>
  )
}
