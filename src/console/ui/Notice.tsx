import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

interface NoticeProps {
  heading: string
  action?: { label: string; onClick: () => void }
  /** A standalone notice is the page's <main>; one inside the shell's main is a section. */
  standalone?: boolean
  /** Shown under the heading, e.g. a progress status. */
  children?: ReactNode
  /** The loading view: its heading names the console, not a page (see FocusAfterPageChange). */
  loading?: boolean
}

/** A short message in the console with at most one way on: placeholders, the loading view. */
export function Notice({ heading, action, standalone = false, children, loading = false }: NoticeProps) {
  return (
    <Box
      component={standalone ? 'main' : 'section'}
      data-loading-view={loading || undefined}
      sx={{
        display: 'grid',
        justifyItems: 'center',
        alignContent: 'center',
        gap: 2,
        py: 8,
        px: 2,
        textAlign: 'center',
        minHeight: standalone ? '100vh' : undefined,
      }}
    >
      <Typography component="h1" variant="h5">
        {heading}
      </Typography>
      {children}
      {action && (
        <Button variant="contained" onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </Box>
  )
}
