import type { ReactNode } from 'react'
import './plain.css'

interface VisuallyHiddenProps {
  id?: string
  /** Read out whenever the text changes (a polite live region). */
  live?: boolean
  children: ReactNode
}

/** Text read by assistive technology but not shown, e.g. which row a repeated button acts on. */
export function VisuallyHidden({ id, live, children }: VisuallyHiddenProps) {
  return (
    <span id={id} className="plain-visually-hidden" aria-live={live ? 'polite' : undefined}>
      {children}
    </span>
  )
}
