import type { ReactNode } from 'react'
import { PlainButton } from './PlainButton'
import './plain.css'

interface NoticePageProps {
  heading: string
  body?: string
  /** The body is a server's words (a provider's refusal, say): they keep their own direction. */
  bodyFromServer?: boolean
  /** An alert shown above the heading. */
  notice?: ReactNode
  action?: { label: string; onClick: () => void }
  /** Standalone pages are their own <main>; pages inside the shell are not. */
  standalone?: boolean
  /** Shown under the heading and body, e.g. a progress status. */
  children?: ReactNode
  /** The loading view: its heading names the console, not a page (see FocusAfterPageChange). */
  loading?: boolean
}

/** A short message with at most one way on: not found, placeholders, force login, loading. */
export function NoticePage({ heading, body, bodyFromServer = false, notice, action, standalone = false, children, loading = false }: NoticePageProps) {
  const Element = standalone ? 'main' : 'section'
  return (
    <Element className="plain-notice" data-standalone={standalone || undefined} data-loading-view={loading || undefined}>
      {notice}
      <h1 className="plain-heading">{heading}</h1>
      {body && (
        <p className="plain-secondary" dir={bodyFromServer ? 'auto' : undefined}>
          {body}
        </p>
      )}
      {children}
      {action && (
        <PlainButton variant="contained" onClick={action.onClick}>
          {action.label}
        </PlainButton>
      )}
    </Element>
  )
}
