import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import { createLink, useLocation, useRouteContext } from '@tanstack/react-router'
import { useMemo } from 'react'
import { t, type MessageKey } from '../../core/i18n/t'
import { PATHS, showsAuthenticationPage } from '../../core/paths'
import { usePreload } from '../ui/preload'

const NavLink = createLink(ListItemButton)

interface NavItem {
  to: string
  label: MessageKey
  /** Other paths that show this item's page (the settings area shows its one page under several). */
  shownOn?: (pathname: string) => boolean
}

/** The console's areas, each followed by its own pages: one navigation for the whole console. */
const AREAS: readonly (NavItem & { items: readonly NavItem[] })[] = [
  {
    to: PATHS.identities,
    label: 'nav.identities',
    items: [
      { to: PATHS.users, label: 'identities.users' },
      { to: PATHS.serviceUsers, label: 'identities.serviceAccounts' },
    ],
  },
  { to: PATHS.settings, label: 'nav.iamSettings', items: [{ to: PATHS.authentication, label: 'settings.authentication', shownOn: showsAuthenticationPage }] },
]

/**
 * The shell's navigation (docs/product/shell-and-routes.md): the current area and the current page
 * are marked for sight and for screen readers. `onNavigate` runs after a choice; the narrow
 * screen's drawer closes with it.
 */
export function ConsoleNavigation({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label={t('app.areas')}>
      <List>
        {AREAS.map((area) => (
          // A list holds list items only: each link, and each area's own list, sits in its own <li>.
          <ListItem key={area.to} disablePadding sx={{ display: 'block' }}>
            <NavItemLink item={area} onNavigate={onNavigate} />
            <List disablePadding>
              {area.items.map((item) => (
                <ListItem key={item.to} disablePadding>
                  <NavItemLink item={item} onNavigate={onNavigate} nested />
                </ListItem>
              ))}
            </List>
          </ListItem>
        ))}
      </List>
    </nav>
  )
}

/**
 * The screen a link leads to loads once the navigation has painted (usePreload, decision 029): its
 * code only, as its data may have changed by the time it is chosen. Pointing at the link is the
 * router's own intent preloading (router.tsx), which reads the data ahead too.
 */
function NavItemLink({ item, onNavigate, nested = false }: { item: NavItem; onNavigate?: () => void; nested?: boolean }) {
  const loadRouteCode = useRouteContext({ from: '__root__', select: (context) => context.loadRouteCode })
  usePreload(useMemo(() => ({ preload: () => loadRouteCode(item.to) }), [loadRouteCode, item.to]))
  // Selected: the rendering follows a change of this answer only, not every change of the address.
  const shownHere = useLocation({ select: (location) => item.shownOn?.(location.pathname) ?? false })
  // An area is marked current for screen readers; only its page is drawn selected, so one row stands out.
  const current = nested ? ({ selected: true, 'aria-current': 'page' } as const) : ({ 'aria-current': 'page' } as const)
  return (
    <NavLink
      to={item.to}
      activeProps={current}
      {...(shownHere ? current : {})}
      onClick={onNavigate}
      sx={nested ? { pl: 4 } : undefined}
    >
      <ListItemText primary={t(item.label)} slotProps={nested ? undefined : { primary: { sx: { fontWeight: 500 } } }} />
    </NavLink>
  )
}
