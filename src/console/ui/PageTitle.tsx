import Typography from '@mui/material/Typography'

/** The one h1 of a page. */
export function PageTitle({ children }: { children: string }) {
  return (
    <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
      {children}
    </Typography>
  )
}
