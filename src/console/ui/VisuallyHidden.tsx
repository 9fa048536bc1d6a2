import Box from '@mui/material/Box'
import { visuallyHidden } from '@mui/utils'
import type { ReactNode } from 'react'

/** Text read by assistive technology but not shown, e.g. which row a repeated button acts on. */
export function VisuallyHidden({ id, role, children }: { id?: string; role?: 'status'; children: ReactNode }) {
  return (
    <Box component="span" id={id} role={role} sx={visuallyHidden}>
      {children}
    </Box>
  )
}
