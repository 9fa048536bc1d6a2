import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

/** An area's left menu beside its page. */
export function AreaLayout({ menu, children }: { menu: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start', flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
      {menu}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>{children}</Box>
    </Box>
  )
}
