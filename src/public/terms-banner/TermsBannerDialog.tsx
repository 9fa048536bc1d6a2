import { useLayoutEffect, useRef } from 'react'
import { PlainButton } from '../ui/PlainButton'
import { PlainDialog } from '../ui/PlainDialog'
import { t } from '../../core/i18n/t'
import { sanitizeHtml } from './sanitize-html'

interface TermsBannerDialogProps {
  /** The server's HTML, sanitised here before it reaches the page. */
  html: string
  /** The one way out: Escape and a click outside leave it open (docs/decisions/010-terms-banner.md). */
  onAccept: () => void
}

/** The open terms banner: the sanitised terms and the Accept button. */
export function TermsBannerDialog({ html, onAccept }: TermsBannerDialogProps) {
  const content = useRef<HTMLDivElement>(null)
  // The sanitiser builds nodes, not an HTML string: they go in as they are, never parsed again.
  useLayoutEffect(() => {
    content.current?.replaceChildren(sanitizeHtml(html))
  }, [html])
  return (
    <PlainDialog
      title={t('termsBanner.title')}
      actions={
        <PlainButton variant="contained" onClick={onAccept}>
          {t('termsBanner.accept')}
        </PlainButton>
      }
    >
      {/* The service's terms keep their own direction: English terms read left to right in an Arabic page. */}
      <div data-testid="terms-content" dir="auto" ref={content} />
    </PlainDialog>
  )
}
