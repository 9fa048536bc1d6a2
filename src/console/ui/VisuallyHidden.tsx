import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

/** Text read by assistive technology but not shown, e.g. which row a repeated button acts on. */
export function VisuallyHidden({ id, role, children }: { id?: string; role?: 'status'; children: ReactNode }) {
  return (
    <Box
      component="span"
      id={id}
      role={role}
      sx={{
        border: 0,
        clip: 'rect(0 0 0 0)',
        height: '1px',
        margin: '-1px',
        overflow: 'hidden',
        padding: 0,
        position: 'absolute',
        whiteSpace: 'nowrap',
        width: '1px',
      }}
    >
      {children}
    </Box>
  )
}
