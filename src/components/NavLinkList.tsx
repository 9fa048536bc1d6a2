import List from '@mui/material/List'
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
        <NavLink key={item.to} to={item.to} activeProps={{ selected: true, 'aria-current': 'page' }}>
          <ListItemText primary={item.label} />
        </NavLink>
      ))}
    </List>
  )
}
