import { createTheme } from '@mui/material/styles'
import { BRAND_COLOURS } from '../../core/palette'

export const theme = createTheme({
  palette: {
    primary: { main: BRAND_COLOURS.primary, dark: BRAND_COLOURS.primaryDark },
    // Text on a coloured fill (chips, filled alerts, contained buttons) meets WCAG AA's 4.5:1:
    // MUI's default threshold of 3 puts white on orange and light blue, which is unreadable.
    contrastThreshold: 4.5,
  },
})
