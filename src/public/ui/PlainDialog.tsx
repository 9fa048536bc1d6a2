import { useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { PAGE_HEADING, focusByScript, focusIsLost } from '../../core/utils/focus-by-script'
import './plain.css'

interface PlainDialogProps {
  title: string
  children: ReactNode
  /** The dialog's buttons; one of them is the only way out (the owner then unmounts it). */
  actions: ReactNode
}

/**
 * Keeps Escape from asking the browser to close the dialog. `closedby="none"` says so where it is
 * supported; elsewhere an Escape keydown whose default is prevented never becomes a close request,
 * and a browser may fire `cancel` uncancelably (no user activation yet), so the keydown is the
 * dependable place. Captured on the document: focus can be on the page's body, outside the dialog.
 */
function holdEscape(): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') event.preventDefault()
  }
  document.addEventListener('keydown', onKeyDown, true)
  return () => document.removeEventListener('keydown', onKeyDown, true)
}

/**
 * Marks every other child of <body> aria-hidden while the dialog is open, as MUI's modals do:
 * the browser already makes them inert, this also takes them out of the accessibility tree for
 * tools that do not follow modal dialogs. Returns the undo.
 */
function hideSiblings(dialog: HTMLElement): () => void {
  const hidden = [...document.body.children].filter(
    (element): element is HTMLElement => element instanceof HTMLElement && element !== dialog && !element.hasAttribute('aria-hidden'),
  )
  for (const element of hidden) element.setAttribute('aria-hidden', 'true')
  return () => {
    for (const element of hidden) element.removeAttribute('aria-hidden')
  }
}

/**
 * A modal dialog of the end-user pages on the browser's own <dialog>, placed at the end of
 * <body>: the page behind is inert, focus moves in, and returns to where it was when it closes
 * (to the page's heading when that was nowhere).
 * Only its own buttons close it: not Escape, not a click outside (its one use is the terms
 * banner, which waits for Accept: docs/product/terms-banner.md).
 */
export function PlainDialog({ title, children, actions }: PlainDialogProps) {
  const titleId = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  // A layout effect: its clean-up runs while the dialog is still in the page, so closing it gives
  // the focus back; a passive effect's would run after React removed it, with the focus lost.
  useLayoutEffect(() => {
    const element = dialog.current
    if (!element || element.open) return
    element.showModal()
    const showSiblings = hideSiblings(element)
    const releaseEscape = holdEscape()
    return () => {
      releaseEscape()
      showSiblings()
      element.close()
      // Nothing had the focus when it opened (it came with the page), so closing left it inside,
      // about to go with it: the page's heading takes it, as after a console modal the address
      // opened, so the next Tab goes on through the page.
      const heading = document.querySelector<HTMLElement>(PAGE_HEADING)
      if (heading && (focusIsLost() || element.contains(document.activeElement))) focusByScript(heading)
    }
  }, [])
  return createPortal(
    <dialog
      ref={dialog}
      className="plain-dialog"
      aria-labelledby={titleId}
      closedby="none"
      // Any other close request (a back gesture) is refused too, where the browser lets it be.
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id={titleId} className="plain-dialog-title">
        {title}
      </h2>
      <div className="plain-dialog-content">{children}</div>
      <div className="plain-dialog-actions">{actions}</div>
    </dialog>,
    document.body,
  )
}
