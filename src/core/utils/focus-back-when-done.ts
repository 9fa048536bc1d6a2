import { useEffect, useRef, type RefObject } from 'react'
import { focusIsLost } from './focus-by-script'

/**
 * A submit button is disabled while its request runs, and a disabled button drops the focus to the
 * page's body: the next Tab would start again at the top of the page. Once the request is done and
 * the form is still there (it failed, and says why), the focus goes back to the button, unless
 * something else has taken it meanwhile. A modal needs none of this: it keeps the focus inside.
 */
export function useFocusBackWhenDone(button: RefObject<HTMLElement | null>, busy: boolean): void {
  const wasBusy = useRef(busy)
  useEffect(() => {
    if (wasBusy.current && !busy && focusIsLost()) button.current?.focus()
    wasBusy.current = busy
  }, [busy, button])
}
