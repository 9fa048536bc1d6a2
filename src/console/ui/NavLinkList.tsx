import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import { createLink } from '@tanstack/react-router'

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
          <NavLink to={item.to} activeProps={{ selected: true, 'aria-current': 'page' }}>
            <ListItemText primary={item.label} />
          </NavLink>
        </ListItem>
      ))}
    </List>
  )
}
