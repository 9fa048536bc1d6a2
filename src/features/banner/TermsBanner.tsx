import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { apiQuery } from '../../api/hooks'
import { t } from '../../i18n/t'
import { sanitizeHtml } from './sanitize-html'
import { rememberBannerAccepted, wasBannerAccepted } from './welcome-banner-storage'

/** SPEC.md §9: the welcome banner modal is 500 wide. */
const BANNER_WIDTH = 500

/**
 * The terms and conditions modal (SPEC.md §4 'Welcome banner'): shown while the server turns it
 * on and it was not accepted in this session; accepting hides it for the rest of the session.
 */
export function TermsBanner() {
  const [accepted, setAccepted] = useState(wasBannerAccepted)
  // Escape closes it for this page only (CONTRACT.md §4); only Accept is remembered.
  const [dismissed, setDismissed] = useState(false)
  const config = useQuery({
    ...apiQuery('GET_SYSTEM_CONFIG', {}, { failureShownByScreen: true }),
    enabled: !accepted,
    staleTime: Infinity,
  })
  const titleId = useId()
  const content = config.data?.welcome_banner_content ?? ''
  const safeHtml = useMemo(() => sanitizeHtml(content), [content])
  const open = !accepted && !dismissed && config.data?.welcome_banner_status === true

  const accept = () => {
    rememberBannerAccepted()
    setAccepted(true)
  }

  return (
    <Dialog
      open={open}
      aria-labelledby={titleId}
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown') setDismissed(true)
      }}
      slotProps={{ paper: { sx: { width: BANNER_WIDTH, maxWidth: '100%' } } }}
    >
      <DialogTitle id={titleId}>{t('banner.title')}</DialogTitle>
      <DialogContent dividers>
        {/* Sanitised by DOMPurify just above; the raw server HTML never reaches the page. */}
        <Box
          data-testid="terms-content"
          sx={{ '& a': { wordBreak: 'break-word' } }}
          dangerouslySetInnerHTML={{ __html: safeHtml }}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={accept}>
          {t('banner.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
