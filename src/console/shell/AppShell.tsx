import Box from '@mui/material/Box'
import CssBaseline from '@mui/material/CssBaseline'
import Toolbar from '@mui/material/Toolbar'
import { Outlet, useRouteContext } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { TermsBanner } from '../../public/terms-banner/TermsBanner'
import { LoadingNotice } from '../ui/LoadingNotice'
import { MuiTheme } from '../ui/MuiTheme'
import { useFirstRenderInSlices } from './use-first-render-in-slices'
import { AppHeader } from './AppHeader'
import { LeftPanel } from './LeftPanel'

/** Header, left panel and the page: the frame of every signed-in screen (docs/product/shell-and-routes.md). */
export function AppShell() {
  // Only the controller, which never changes: the router's context object is new after every
  // navigation, and reading it whole would render the whole shell again for a page or a filter.
  const auth = useRouteContext({ from: '__root__', select: (context) => context.auth })
  const [panelOpen, setPanelOpen] = useState(true)
  const panelId = useId()
  // The shell and its first screen are the console's largest render (MUI's styles for the header,
  // the panel and the page): in slices, with the loading view up meanwhile (decision 014).
  const rendered = useFirstRenderInSlices()
  if (!rendered) {
    return (
      <MuiTheme>
        <LoadingNotice />
      </MuiTheme>
    )
  }
  return (
    <MuiTheme>
      <CssBaseline />
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <AppHeader
          panelOpen={panelOpen}
          panelId={panelId}
          onTogglePanel={() => setPanelOpen((open) => !open)}
          onLogout={() => void auth.signOut()}
        />
        <LeftPanel id={panelId} open={panelOpen} />
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: 3 }}>
          <Toolbar />
          <Outlet />
        </Box>
        {/* The terms banner also greets the first page after sign-in (docs/product/terms-banner.md). */}
        {auth.signedInOnThisPageLoad && <TermsBanner />}
      </Box>
    </MuiTheme>
  )
}
