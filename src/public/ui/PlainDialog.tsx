import { useEffect, useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import './plain.css'

interface PlainDialogProps {
  title: string
  children: ReactNode
  actions: ReactNode
  /** Escape: the browser would close a modal dialog; the owner decides what that means. */
  onEscape: () => void
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
 * <body>: the page behind is inert, focus moves in, and returns to where it was when it closes.
 */
export function PlainDialog({ title, children, actions, onEscape }: PlainDialogProps) {
  const titleId = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (!element || element.open) return
    element.showModal()
    const showSiblings = hideSiblings(element)
    return () => {
      showSiblings()
      element.close()
    }
  }, [])
  return createPortal(
    <dialog
      ref={dialog}
      className="plain-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // The owner unmounts the dialog; the browser closing it too would leave React's tree behind.
        event.preventDefault()
        onEscape()
      }}
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
