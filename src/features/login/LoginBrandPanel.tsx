import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { VENDOR_TITLE, textPlateOpacity, type Branding } from './branding'

/** The branded left panel of the login page (SPEC.md §1), in the server's colours and titles. */
export function LoginBrandPanel({ branding }: { branding: Branding }) {
  // The vendor's own product title gets its special header style: bold, wide, upper case.
  const vendorHeader = branding.productTitle === VENDOR_TITLE
  return (
    <Box
      data-testid="login-brand-panel"
      data-vendor-header={vendorHeader ? 'true' : 'false'}
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 1,
        p: 6,
        color: '#fff',
        backgroundColor: branding.colorOut,
        backgroundImage: `linear-gradient(135deg, ${branding.colorIn}, ${branding.colorOut})`,
      }}
    >
      {/* White text on light brand colours would be unreadable: a dark plate, only as dark as needed. */}
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          p: 3,
          borderRadius: 2,
          backgroundColor: `rgba(0, 0, 0, ${textPlateOpacity(branding)})`,
        }}
      >
        <Typography
          component="p"
          variant={vendorHeader ? 'h3' : 'h4'}
          sx={
            vendorHeader
              ? {
                  fontWeight: 700,
                  letterSpacing: '0.2em',
                  textTransform: 'uppercase',
                }
              : { fontWeight: 500 }
          }
        >
          {branding.productTitle}
        </Typography>
        <Typography component="p" variant="h6">
          {branding.title}
        </Typography>
        <Typography component="p" variant="caption" sx={{ mt: 2 }}>
          {branding.version}
        </Typography>
      </Box>
    </Box>
  )
}
