/**
 * Moves the focus to an element that takes none of its own (a heading, a table) to tell the
 * keyboard and screen readers where the page now is. It becomes focusable by script only: no stop
 * on the Tab key's way.
 */
export function focusByScript(element: HTMLElement): void {
  element.tabIndex = -1
  element.focus()
}
