import { useLayoutEffect, useRef } from 'react'

/**
 * The fixed header's height on the frame, as the CSS variable `--header-height`. The page and the
 * panel start below the header; with large text (200 %) the header's items wrap and it grows
 * taller than a toolbar, so their top space follows its real height instead of a toolbar's.
 */
export const HEADER_HEIGHT_VAR = '--header-height'

/** Top space below the header: its measured height, never less than the toolbar the spacer is. */
export const BELOW_HEADER = { height: `var(${HEADER_HEIGHT_VAR})` } as const

/** Refs for the frame that carries the variable and the header it measures. */
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
