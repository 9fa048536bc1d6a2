import MenuIcon from '@mui/icons-material/Menu'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
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
      {/* With very large text on a phone the preferences and the account button take a second line,
          at its end, rather than cut the title or push the account button off the screen. */}
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
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
        <Typography component="span" variant="h6" noWrap sx={{ flexGrow: 1, flexShrink: 0 }}>
          {t('app.title')}
        </Typography>
        {!narrow && <ApiDocsLink />}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, flexShrink: 0 }}>
          <HeaderPreferences />
          <AccountMenu onLogout={onLogout} compact={narrow} />
        </Box>
      </Toolbar>
    </AppBar>
  )
}
