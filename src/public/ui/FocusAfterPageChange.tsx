import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { PAGE_HEADING, focusByScript, focusIsLost } from '../../core/utils/focus-by-script'
/** How long a page still loading (the frame's first draw) is waited for. */
const WAIT_FOR_HEADING_MS = 5_000

/** Focuses the page's heading once it is there, unless focus has gone somewhere meanwhile; returns how to stop waiting. */
function focusPageHeading(): () => void {
  /** True once there is nothing left to wait for: the heading took the focus, or something else did. */
  const settled = (): boolean => {
    if (!focusIsLost()) return true
    const heading = document.querySelector<HTMLElement>(PAGE_HEADING)
    if (!heading) return false
    focusByScript(heading)
    return true
  }
  if (settled()) return () => undefined
  const observer = new MutationObserver(() => {
    if (settled()) stop()
  })
  const timer = setTimeout(() => stop(), WAIT_FOR_HEADING_MS)
  const stop = () => {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(document.body, { childList: true, subtree: true })
  return stop
}

/**
 * After the console moves to another page in place, puts the keyboard's focus on the new page's
 * heading when the control that led there left with the old page ('Back to safety', a form page's
 * Submit). Focus would otherwise fall to the document, and the next Tab would start again from the
 * top of the frame. A control that is still there (a navigation link) keeps its focus, and a page
 * that loaded leaves focus to the browser, as any page load does. A page that first shows the
 * loading view (the frame drawn for the first time) gets it once its heading is there.
 */
export function FocusAfterPageChange() {
  const router = useRouter()
  useEffect(() => {
    let stopWaiting = () => {}
    const unsubscribe = router.subscribe('onRendered', ({ fromLocation, pathChanged }) => {
      stopWaiting()
      if (fromLocation && pathChanged && focusIsLost()) stopWaiting = focusPageHeading()
    })
    return () => {
      unsubscribe()
      stopWaiting()
    }
  }, [router])
  return null
}
