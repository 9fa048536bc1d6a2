import type { ReactNode } from 'react'

const HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const

/** Text read by assistive technology but not shown, e.g. which row a repeated button acts on. */
export function VisuallyHidden({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <span id={id} style={HIDDEN}>
      {children}
    </span>
  )
}
