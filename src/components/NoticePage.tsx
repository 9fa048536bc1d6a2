import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

interface NoticePageProps {
  heading: string
  body?: string
  /** An alert shown above the heading. */
  notice?: ReactNode
  action?: { label: string; onClick: () => void }
  /** Standalone pages are their own <main>; pages inside the shell are not. */
  standalone?: boolean
}

/** A short message with at most one way on: not found, placeholders, force login. */
export function NoticePage({ heading, body, notice, action, standalone = false }: NoticePageProps) {
  return (
    <Box
      component={standalone ? 'main' : 'section'}
      sx={{ display: 'grid', justifyItems: 'center', alignContent: 'center', gap: 2, py: 8, minHeight: standalone ? '100vh' : undefined }}
    >
      {notice}
      <Typography component="h1" variant="h5">
        {heading}
      </Typography>
      {body && <Typography color="text.secondary">{body}</Typography>}
      {action && (
        <Button variant="contained" onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </Box>
  )
}
