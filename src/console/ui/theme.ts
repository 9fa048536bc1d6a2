import { createTheme } from '@mui/material/styles'

export const theme = createTheme({
  palette: {
    primary: { main: '#1b6ec2' },
    // Text on a coloured fill (chips, filled alerts, contained buttons) meets WCAG AA's 4.5:1:
    // MUI's default threshold of 3 puts white on orange and light blue, which is unreadable.
    contrastThreshold: 4.5,
  },
})
