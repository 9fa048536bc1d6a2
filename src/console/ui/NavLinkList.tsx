import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import { createLink, useRouteContext } from '@tanstack/react-router'
import { useMemo } from 'react'
import { usePreload } from './preload'

const NavLink = createLink(ListItemButton)

export interface NavItem {
  to: string
  label: string
}

/** Links of a menu; the one for the current page is selected and marked aria-current. */
export function NavLinkList({ items }: { items: readonly NavItem[] }) {
  return (
    <List>
      {items.map((item) => (
        // A list holds list items only: each link sits in its own <li>.
        <ListItem key={item.to} disablePadding>
          <NavItemLink item={item} />
        </ListItem>
      ))}
    </List>
  )
}

/**
 * The screen a link leads to loads once the menu has painted (usePreload, decision 029): its code
 * only, as its data may have changed by the time it is chosen. Pointing at the link is the
 * router's own intent preloading (router.tsx), which reads the data ahead too.
 */
function NavItemLink({ item }: { item: NavItem }) {
  const loadRouteCode = useRouteContext({ from: '__root__', select: (context) => context.loadRouteCode })
  usePreload(useMemo(() => ({ preload: () => loadRouteCode(item.to) }), [loadRouteCode, item.to]))
  return (
    <NavLink to={item.to} activeProps={{ selected: true, 'aria-current': 'page' }}>
      <ListItemText primary={item.label} />
    </NavLink>
  )
}
