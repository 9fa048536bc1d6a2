import { useLayoutEffect, useRef } from 'react'

const HEADER_HEIGHT_VAR = '--header-height'

/**
 * The top space of the page and of the panel, which start below the fixed header: its measured
 * height, never less than the toolbar the spacer is. With large text (200 %) the header's items
 * wrap and it grows taller than a toolbar.
 */
export const BELOW_HEADER = { height: `var(${HEADER_HEIGHT_VAR})` } as const

/** Keeps the header's real height on the frame, for BELOW_HEADER: refs for the frame and the header. */
export function useHeaderHeight() {
  const frame = useRef<HTMLDivElement>(null)
  const header = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    const bar = header.current
    const root = frame.current
    if (!bar || !root) return
    const observer = new ResizeObserver(() => root.style.setProperty(HEADER_HEIGHT_VAR, `${String(bar.offsetHeight)}px`))
    observer.observe(bar)
    return () => observer.disconnect()
  }, [])
  return { frame, header }
}
