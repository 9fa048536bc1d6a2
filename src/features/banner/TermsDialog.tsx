import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useId, useMemo } from 'react'
import { t } from '../../i18n/t'
import { sanitizeHtml } from './sanitize-html'

/** SPEC.md §9: the welcome banner modal is 500 wide. */
const BANNER_WIDTH = 500

interface TermsDialogProps {
  /** The server's HTML, sanitised here before it reaches the page. */
  html: string
  onAccept: () => void
  /** Escape: closed for this page only (CONTRACT.md §4). */
  onDismiss: () => void
}

/** The open terms banner: the sanitised terms and the Accept button. */
export function TermsDialog({ html, onAccept, onDismiss }: TermsDialogProps) {
  const titleId = useId()
  const safeHtml = useMemo(() => sanitizeHtml(html), [html])
  return (
    <Dialog
      open
      aria-labelledby={titleId}
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown') onDismiss()
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
        <Button variant="contained" onClick={onAccept}>
          {t('banner.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
