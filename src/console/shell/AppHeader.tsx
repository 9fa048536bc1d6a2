import MenuIcon from '@mui/icons-material/Menu'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import AppBar from '@mui/material/AppBar'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { appConfig } from '../../core/config'
import { t } from '../../core/i18n/t'
import { AccountMenu } from './AccountMenu'
import { HeaderPreferences } from './HeaderPreferences'

interface AppHeaderProps {
  panelOpen: boolean
  panelId: string
  onTogglePanel: () => void
  onLogout: () => void
}

export function AppHeader({ panelOpen, panelId, onTogglePanel, onLogout }: AppHeaderProps) {
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={t('app.menu')}
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={onTogglePanel}
        >
          <MenuIcon />
        </IconButton>
        <Typography component="span" variant="h6" sx={{ flexGrow: 1 }}>
          {t('app.title')}
        </Typography>
        <Link
          href={appConfig().apiDocsUrl}
          target="_blank"
          rel="noopener noreferrer"
          color="inherit"
          underline="hover"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          {t('app.launchApiDocs')}
          <OpenInNewIcon fontSize="small" aria-hidden="true" />
        </Link>
        <HeaderPreferences />
        <AccountMenu onLogout={onLogout} />
      </Toolbar>
    </AppBar>
  )
}
