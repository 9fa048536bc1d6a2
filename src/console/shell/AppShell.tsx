import Box from '@mui/material/Box'
import CssBaseline from '@mui/material/CssBaseline'
import Toolbar from '@mui/material/Toolbar'
import { useTheme } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'
import { Outlet, useRouteContext } from '@tanstack/react-router'
import { useCallback, useEffect, useId, useState } from 'react'
import { subscribeToLogoutElsewhere } from '../../core/auth/token-storage'
import { TermsBanner } from '../../public/terms-banner/TermsBanner'
import { LoadingNotice } from '../ui/LoadingNotice'
import { MuiTheme } from '../ui/MuiTheme'
import { useFirstRenderInSlices } from './use-first-render-in-slices'
import { BELOW_HEADER, useHeaderHeight } from './header-height'
import { AppHeader } from './AppHeader'
import { LeftPanel } from './LeftPanel'
import { useCloseOnNavigation } from './use-close-on-navigation'

/** Header, left panel and the page: the frame of every signed-in screen (docs/product/shell-and-routes.md). */
export function AppShell() {
  // Only the controller, which never changes: the router's context object is new after every
  // navigation, and reading it whole would render the whole shell again for a page or a filter.
  const auth = useRouteContext({ from: '__root__', select: (context) => context.auth })
  const panelId = useId()
  // A logout in another tab ends this tab's signed-in screens too (docs/product/shell-and-routes.md).
  useEffect(() => subscribeToLogoutElsewhere(() => auth.loggedOutElsewhere()), [auth])
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
      <ShellFrame panelId={panelId} onLogout={() => void auth.signOut()} showTermsBanner={auth.signedInOnThisPageLoad} />
    </MuiTheme>
  )
}

/**
 * Below 900 px the navigation is a drawer over the page, closed until asked for; from 900 px up it
 * stands beside the page, open until the menu button closes it. Each width keeps its own state, so
 * turning a tablet does not leave a drawer covering the page, in either direction.
 */
function ShellFrame({ panelId, onLogout, showTermsBanner }: { panelId: string; onLogout: () => void; showTermsBanner: boolean }) {
  // Read before the first paint (noSsr), so a phone never draws the wide frame first.
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true })
  const [wideOpen, setWideOpen] = useState(true)
  const [drawerOpen, setDrawerOpen] = useState(false)
  // The drawer belongs to the narrow screen: a wide one closes it, so narrowing again (a tablet
  // turned back) starts with it closed rather than over the page, holding the focus.
  if (!narrow && drawerOpen) setDrawerOpen(false)
  const closeDrawer = useCallback(() => setDrawerOpen(false), [])
  useCloseOnNavigation(closeDrawer)
  const panelOpen = narrow ? drawerOpen : wideOpen
  const togglePanel = narrow ? () => setDrawerOpen((open) => !open) : () => setWideOpen((open) => !open)
  const { frame, header } = useHeaderHeight()
  return (
    <>
      <CssBaseline />
      <Box ref={frame} sx={{ display: 'flex', minHeight: '100vh' }}>
        <AppHeader ref={header} narrow={narrow} panelOpen={panelOpen} panelId={panelId} onTogglePanel={togglePanel} onLogout={onLogout} />
        <LeftPanel id={panelId} open={panelOpen} narrow={narrow} onClose={closeDrawer} />
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
          <Toolbar sx={BELOW_HEADER} />
          <Outlet />
        </Box>
        {/* The terms banner also greets the first page after sign-in (docs/product/terms-banner.md). */}
        {showTermsBanner && <TermsBanner />}
      </Box>
    </>
  )
}
