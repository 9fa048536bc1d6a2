import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { NavLinkList, type NavItem } from './NavLinkList'

interface SectionMenuProps {
  title: string
  subtitle?: string
  items: readonly NavItem[]
}

/** The left menu of an area (Identities, IAM Settings); the current item is marked. */
export function SectionMenu({ title, subtitle, items }: SectionMenuProps) {
  const titleId = useId()
  return (
    <Paper component="nav" aria-labelledby={titleId} variant="outlined" sx={{ width: 220, flexShrink: 0, alignSelf: 'flex-start' }}>
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ px: 2, pt: 2, fontWeight: 600 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
          {subtitle}
        </Typography>
      )}
      <NavLinkList items={items} />
    </Paper>
  )
}
