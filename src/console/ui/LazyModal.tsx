import { ThemeProvider, type Theme } from '@mui/material/styles'
import { Activity, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { PAGE_HEADING, focusByScript, focusIsLost } from '../../core/utils/focus-by-script'
import { useLoadedWhenIdle, type Preloadable } from './preload'

/**
 * MUI's modals drawn where they stand rather than through a portal: a portal finds its container
 * in an effect, and a hidden tree runs none, so it would pre-render nothing.
 */
const inPlace = (outer: Theme): Theme => {
  const modal = outer.components?.MuiModal
  return { ...outer, components: { ...outer.components, MuiModal: { ...modal, defaultProps: { ...modal?.defaultProps, disablePortal: true } } } }
}

interface LazyModalProps {
  /** The code of `children`, made with lazyComponent. */
  code: Preloadable
  open: boolean
  /** The modal as it shows when open; it renders whatever is open, so it needs no `open` of its own. */
  children: ReactNode
  /** Called once the modal has closed, however it closed: its buttons, Escape or Back. */
  onClosed?: () => void
}

/**
 * A lazily loaded modal whose first open is as quick as the next (decision 029). Once its code has
 * loaded in the browser's idle time, the closed modal is rendered ahead in a hidden Activity:
 * React does that work at its lowest priority, runs none of its effects and sends no request, and
 * a first render's cost (compiling the code, inserting its styles) is paid there instead of after
 * the click. It is drawn into an element outside the document: only the work is wanted, not a
 * second copy of the modal's title, fields and buttons that a search of the page would find. The
 * open modal is a fresh one, so nothing typed in an earlier open comes back.
 */
export function LazyModal({ code, open, children, onClosed }: LazyModalProps) {
  const loaded = useLoadedWhenIdle(code)
  const wasOpen = useRef(open)
  useEffect(() => {
    if (wasOpen.current && !open) {
      onClosed?.()
      // MUI gives the focus back to what had it when the modal opened. When nothing had (the address
      // opened the modal: a link, a reload), the page's heading takes it, as after a change of page,
      // so the next Tab goes on from the page rather than from the top of the frame.
      const heading = document.querySelector<HTMLElement>(PAGE_HEADING)
      if (focusIsLost() && heading) focusByScript(heading)
    }
    wasOpen.current = open
  }, [open, onClosed])
  // Drawn ahead as first given, whatever the screen passes later: the same element each time, so
  // a render of the screen (a selection, a page) does not draw the hidden modal again.
  const [ahead] = useState(children)
  const [offPage] = useState(() => document.createElement('div'))
  if (open) return <Suspense fallback={null}>{children}</Suspense>
  if (!loaded) return null
  return (
    <Activity mode="hidden">
      {createPortal(
        <ThemeProvider theme={inPlace}>
          <Suspense fallback={null}>{ahead}</Suspense>
        </ThemeProvider>,
        offPage,
      )}
    </Activity>
  )
}
